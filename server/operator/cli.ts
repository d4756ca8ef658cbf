// The operator command (`npm run club -- <command>`): reads what visitors sent and creates
// members, campaigns and access codes, through the running server's operator API.
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { apiError, created } from '../../src/api/schemas.ts'
import { Client } from '../../scripts/lib/client.ts'
import { operatorTokenFile } from '../auth/secrets.ts'
import { asCsv, asTable } from './format.ts'
import { operatorBase, recordKinds, recordList, type RecordKind } from './contract.ts'

export const usage = `Usage: npm run club -- <command> [options]

Read what arrived (as a table, or CSV with --csv):
  list ${recordKinds.join(' | ')}

Create:
  add-member <username> --first-name <name> --last-name <name> [--password <password>]
      (without --password, a password is generated and printed)
  add-campaign <hash> --position <name> --responsibilities <html> --must-have <html>
      --nice-to-have <html> --interview-link <url> --calendar-link <url>
      (the interview is then at /interview/<hash>)
  add-code [<code>]
      (without a code, one is generated and printed)
  create-admin <username> --name <display name> [--password <password>]
      a Talent Agents' console administrator (/agents), who then creates the other
      accounts there (without --password, a password is generated and printed)

Back up and restore (docs/operations.md):
  backup <file>     the whole database: PostgreSQL (DATABASE_URL) with pg_dump while the
                    servers run; the embedded database (DATA_DIR) while the server is stopped
  restore <file>    into an empty database only: a new PostgreSQL database, or a DATA_DIR
                    without a database; a PGlite backup restored into PostgreSQL moves
                    the data there. A backup holds no operator token: a server started
                    on the restored data uses its DATA_DIR's (or OPERATOR_TOKEN)

PostgreSQL (docs/operations.md, "PostgreSQL"):
  migrate           applies the server's migrations to DATABASE_URL's database, as its
                    owner, so that the servers may run as a role without DDL rights

Options:
  --url <url>   the server (default: PUBLIC_URL, else http://127.0.0.1:PORT, PORT 8787)
  --csv         with list: CSV instead of a table

The operator token is OPERATOR_TOKEN, or the file operator-token in DATA_DIR (default .data)
that the server writes at its first start.`

export class UsageError extends Error {}

const options = {
  url: { type: 'string' },
  csv: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  password: { type: 'string' },
  name: { type: 'string' },
  'first-name': { type: 'string' },
  'last-name': { type: 'string' },
  position: { type: 'string' },
  responsibilities: { type: 'string' },
  'must-have': { type: 'string' },
  'nice-to-have': { type: 'string' },
  'interview-link': { type: 'string' },
  'calendar-link': { type: 'string' },
} as const

type Values = ReturnType<typeof parseArgs<{ options: typeof options }>>['values']

function required(values: Values, name: keyof Values): string {
  const value = values[name]
  if (typeof value !== 'string') throw new UsageError(`--${name} is required.`)
  return value
}

function operatorToken(env: NodeJS.ProcessEnv): string {
  if (env.OPERATOR_TOKEN) return env.OPERATOR_TOKEN
  const file = join(resolve(env.DATA_DIR || '.data'), operatorTokenFile)
  if (!existsSync(file)) {
    throw new Error(
      `No operator token at ${file}: start the server once (it writes the file), ` +
        'or set OPERATOR_TOKEN (and DATA_DIR if the server uses another one).',
    )
  }
  return readFileSync(file, 'utf8').trim()
}

async function connect(url: string): Promise<Client> {
  try {
    return await Client.connect(url)
  } catch {
    throw new Error(`No server answers at ${url}: start it (npm start), or give --url.`)
  }
}

/** Sends one operator request; its JSON answer, or an error with the server's message. */
async function call(client: Client, token: string, path: string, body?: unknown) {
  const response = await client.request(body === undefined ? 'GET' : 'POST', operatorBase + path, {
    body,
    token,
  })
  const json: unknown = await response.json()
  if (!response.ok) {
    const { error, fields = {} } = apiError.parse(json)
    const details = Object.entries(fields).map(([field, errors]) => `  ${field}: ${errors}`)
    throw new Error([error, ...details].join('\n'))
  }
  return json
}

export async function run(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  let parsed
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true })
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
  const { values, positionals } = parsed
  const [command, argument] = positionals
  if (values.help || !command) return usage

  const url = (values.url ?? env.PUBLIC_URL ?? `http://127.0.0.1:${env.PORT || 8787}`).replace(
    /\/+$/,
    '',
  )
  if (command === 'migrate') {
    // Loaded only here, as for backup: pg is not needed by the other commands.
    const { migratePostgres } = await import('./migrate.ts')
    return await migratePostgres(env)
  }
  if (command === 'backup' || command === 'restore') {
    if (!argument) throw new UsageError(`${command} needs a file.`)
    // Loaded only here: PGlite and pg are not needed by the other commands.
    const { backup, restore, targetOf } = await import('./backup.ts')
    const done = await (command === 'backup' ? backup : restore)(argument, targetOf(env))
    return `${done.message} (${(done.ms / 1000).toFixed(1)} s)`
  }
  const send = async (path: string, body?: unknown) =>
    call(await connect(url), operatorToken(env), path, body)

  switch (command) {
    case 'list': {
      if (!recordKinds.includes(argument as RecordKind)) {
        throw new UsageError(`list what? One of: ${recordKinds.join(', ')}.`)
      }
      const { rows } = recordList.parse(await send(`/records/${argument}`))
      return values.csv ? asCsv(rows) : `${asTable(rows)}\n(${rows.length} ${argument})`
    }
    case 'add-member': {
      if (!argument) throw new UsageError('add-member needs a user name.')
      const password = values.password ?? randomBytes(12).toString('base64url')
      const { id } = created.parse(
        await send('/members', {
          username: argument,
          password,
          firstName: required(values, 'first-name'),
          lastName: required(values, 'last-name'),
        }),
      )
      const shown = values.password ? '' : ` with the password ${password}`
      return `Added member ${argument} (id ${id})${shown}.`
    }
    case 'add-campaign': {
      if (!argument) throw new UsageError('add-campaign needs a hash.')
      const { id } = created.parse(
        await send('/campaigns', {
          hash: argument,
          positionName: required(values, 'position'),
          keyResponsibilities: required(values, 'responsibilities'),
          mustHaveTechnologies: required(values, 'must-have'),
          niceToHaveTechnologies: required(values, 'nice-to-have'),
          interviewLink: required(values, 'interview-link'),
          calendarLink: required(values, 'calendar-link'),
        }),
      )
      return `Added campaign ${argument} (id ${id}): ${url}/interview/${argument}`
    }
    case 'add-code': {
      const code = argument ?? generatedCode()
      const { id } = created.parse(await send('/access-codes', { code }))
      return `Added access code ${code} (id ${id}).`
    }
    case 'create-admin': {
      if (!argument) throw new UsageError('create-admin needs a user name.')
      const password = values.password ?? randomBytes(15).toString('base64url')
      const { id } = created.parse(
        await send('/agents', {
          username: argument,
          displayName: required(values, 'name'),
          password,
          role: 'admin',
        }),
      )
      const shown = values.password ? '' : ` with the password ${password}`
      return `Added administrator ${argument} (id ${id})${shown}.`
    }
    default:
      throw new UsageError(`Unknown command ${command}.`)
  }
}

/** Easy to read out and type: no 0/O or 1/I. */
function generatedCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const pick = () => Array.from(randomBytes(4), (byte) => alphabet[byte % alphabet.length]).join('')
  return `${pick()}-${pick()}`
}
