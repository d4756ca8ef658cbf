// `npm run club -- backup <file>` and `restore <file>`: the whole database in one file, and back.
//
// PostgreSQL (DATABASE_URL): pg_dump's custom format, taken while the servers run (a snapshot of
// one moment), restored with pg_restore in one transaction. PGlite (DATA_DIR): a gzipped tarball
// of its data directory in the form of PGlite's own dumpDataDir (pgliteTarball.ts), restored
// with loadDataDir. The embedded database belongs to one process, so its backup and restore
// take the data directory's lock: they run while the server is stopped.
//
// A restore never goes over data: into a PostgreSQL database that already has the server's
// tables, or a data directory that already holds a database, it is refused. A PGlite backup
// restored into PostgreSQL is the move from one to the other (move.ts).
//
// A backup holds the database, not the secrets: the operator token and the JWT secret belong to
// the servers' configuration (OPERATOR_TOKEN and JWT_SECRET, or the files the server writes in
// its DATA_DIR). The restore says so, and which token a server started on the target will use.
import { execFile, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { PGlite } from '@electric-sql/pglite'
import { operatorTokenFile } from '../auth/secrets.ts'
import { lockDataDir } from '../db/lock.ts'
import { durableOptions } from '../db/pgliteDurability.ts'
import { extensions } from '../db/pglite.ts'
import { privateDirectory, privateTree } from '../db/privateFiles.ts'
import { StartError } from '../startError.ts'
import { movePgliteBackup } from './move.ts'
import { writeTarball } from './pgliteTarball.ts'

const run = promisify(execFile)

/** A reason the backup or restore cannot run, said in one line. */
export class BackupError extends StartError {}

export interface Target {
  dataDir: string
  databaseUrl: string | undefined
}

export function targetOf(env: NodeJS.ProcessEnv): Target {
  return {
    dataDir: resolve(env.DATA_DIR || '.data'),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
  }
}

export interface Done {
  /** What the operator reads. */
  message: string
  ms: number
}

export async function backup(file: string, target: Target): Promise<Done> {
  const started = Date.now()
  if (target.databaseUrl) {
    const url = target.databaseUrl
    await writePrivately(file, (fd) =>
      // To stdout, that is the private file: with --file pg_dump would create it by the umask.
      dumpTo(fd, ['--format=custom', '--no-owner', '--no-privileges', '--dbname', url]),
    )
  } else {
    await withPglite(target.dataDir, 'back up', async (directory) => {
      if (!existsSync(join(directory, 'PG_VERSION'))) {
        throw new BackupError(`There is no embedded database in ${directory} to back up.`)
      }
      const client = await PGlite.create(directory, { ...durableOptions(directory), extensions })
      let lastSegment: string
      try {
        await client.exec('CHECKPOINT')
        const { rows } = await client.query<{ segment: string }>(
          'select pg_walfile_name(pg_current_wal_insert_lsn()) as segment',
        )
        lastSegment = rows[0]!.segment
      } finally {
        // A clean shutdown: the files on the disk are then the whole database.
        await client.close()
      }
      await writePrivately(file, (fd) => writeTarball(directory, lastSegment, fd))
    })
  }
  const size = statSync(file).size
  return {
    message: `Backed up ${where(target)} to ${file} (${kilobytes(size)} KB).`,
    ms: Date.now() - started,
  }
}

export async function restore(file: string, target: Target): Promise<Done> {
  const started = Date.now()
  if (!existsSync(file)) throw new BackupError(`There is no backup at ${file}.`)
  const kind = kindOf(file)
  let restored = `Restored ${file} into ${where(target)}.`
  if (target.databaseUrl) {
    const url = target.databaseUrl
    const tables = await serverTables(url)
    if (tables > 0) {
      throw new BackupError(
        `${where(target)} is not empty (it has ${tables} of the server's tables): restore into ` +
          'a new, empty database (createdb) and point DATABASE_URL at it.',
      )
    }
    if (kind === 'pglite') {
      const { rows } = await movePgliteBackup(file, url, (backup, dataDir) =>
        restorePglite(backup, dataDir),
      )
      const count = Object.values(rows).reduce((sum, each) => sum + each, 0)
      restored =
        `Moved the embedded database of ${file} into ${where(target)}: ${count} rows ` +
        `in ${Object.keys(rows).length} tables.`
    } else {
      await postgresTool('pg_restore', [
        '--single-transaction',
        '--exit-on-error',
        '--no-owner',
        '--no-privileges',
        '--dbname',
        url,
        file,
      ])
    }
  } else {
    if (kind === 'postgres') {
      throw new BackupError(
        `${file} is a PostgreSQL backup (pg_dump): it restores into PostgreSQL only. Set ` +
          'DATABASE_URL to a new, empty database.',
      )
    }
    await restorePglite(file, target.dataDir)
  }
  return {
    message: `${restored} ${secretsAfterRestore(target)}`,
    ms: Date.now() - started,
  }
}

/** What wrote the backup, by its first bytes: pg_dump's custom format, or PGlite's gzip. */
function kindOf(file: string): 'postgres' | 'pglite' {
  const fd = openSync(file, 'r')
  const start = Buffer.alloc(5)
  try {
    readSync(fd, start, 0, start.length, 0)
  } finally {
    closeSync(fd)
  }
  if (start.toString('latin1') === 'PGDMP') return 'postgres'
  if (start[0] === 0x1f && start[1] === 0x8b) return 'pglite'
  throw new BackupError(`${file} is not a backup of this server (npm run club -- backup).`)
}

/** The PGlite half of restore: the backup unpacked into DATA_DIR/pglite, which must be empty. */
async function restorePglite(file: string, dataDir: string): Promise<void> {
  await withPglite(dataDir, 'restore', async (directory) => {
    if (existsSync(directory) && readdirSync(directory).length > 0) {
      throw new BackupError(
        `${directory} already holds a database: move it away (mv ${directory} ` +
          `${directory}.old) or give another DATA_DIR, then restore again.`,
      )
    }
    const tarball = new Blob([readFileSync(file)])
    const client = await PGlite.create(directory, {
      ...durableOptions(directory),
      extensions,
      loadDataDir: tarball,
    })
    try {
      await client.exec('CHECKPOINT')
    } finally {
      await client.close()
    }
  })
}

const where = (target: Target) =>
  target.databaseUrl
    ? `PostgreSQL database ${new URL(target.databaseUrl).pathname.slice(1)}`
    : `the embedded database in ${join(target.dataDir, 'pglite')}`

/** Which operator token a server started on the restored database uses: the backup has none. */
function secretsAfterRestore(target: Target): string {
  const tokenFile = join(target.dataDir, operatorTokenFile)
  const given = 'unless OPERATOR_TOKEN and JWT_SECRET are set'
  return existsSync(tokenFile)
    ? `The backup holds no secrets: a server started with DATA_DIR=${target.dataDir} keeps ` +
        `the operator token in ${tokenFile} (${given}).`
    : `The backup holds no secrets: a server started with DATA_DIR=${target.dataDir} makes a ` +
        `new operator token in ${tokenFile} at its first start (${given}); the command reads ` +
        'it there with that DATA_DIR.'
}

const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024))

/** Runs `work` on DATA_DIR/pglite under the data directory's lock. */
async function withPglite(
  dataDir: string,
  what: string,
  work: (directory: string) => Promise<void>,
): Promise<void> {
  privateDirectory(dataDir)
  let unlock: () => void
  try {
    unlock = await lockDataDir(dataDir)
  } catch (error) {
    throw new BackupError(
      `Cannot ${what} the embedded database while a server uses it: ` +
        `${(error as Error).message.split('. ')[0]}. Stop the server first.`,
    )
  }
  try {
    await work(join(dataDir, 'pglite'))
    await privateTree(dataDir)
  } finally {
    unlock()
  }
}

/** How many of the server's tables (its schema and Drizzle's) the database has. */
async function serverTables(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ count: string }>(
      `select count(*) from information_schema.tables
       where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'`,
    )
    return Number(rows[0]!.count)
  } finally {
    await client.end()
  }
}

/**
 * Writes a backup readable by its owner only (0600: it holds password hashes and e-mail
 * addresses), whatever the umask, and whole or not at all: under a draft name, renamed over
 * `file` once complete. A file already at `file` is replaced, not written into (it keeps no
 * mode of its own), and a failed backup leaves nothing under the backup's name.
 */
async function writePrivately(file: string, write: (fd: number) => Promise<void>): Promise<void> {
  const draft = join(dirname(file), `.${basename(file)}.${randomBytes(4).toString('hex')}.partial`)
  let fd: number
  try {
    fd = openSync(draft, 'wx', 0o600)
  } catch (error) {
    throw new BackupError(`Cannot write the backup ${file}: ${(error as Error).message}`)
  }
  try {
    await write(fd)
    closeSync(fd)
    renameSync(draft, file)
  } catch (error) {
    closeSync(fd)
    rmSync(draft, { force: true })
    throw error
  }
}

/** Debian's PostgreSQL client tools (the newest version installed), else those on PATH. */
export function postgresToolPath(tool: string): string {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(join(root, version, 'bin', tool)))
        .sort((a, b) => Number(b) - Number(a))
    : []
  return versions[0] ? join(root, versions[0], 'bin', tool) : tool
}

async function postgresTool(tool: string, args: string[]): Promise<void> {
  try {
    await run(postgresToolPath(tool), args, { maxBuffer: 16 * 1024 * 1024 })
  } catch (error) {
    throw toolError(tool, error as ToolFailure)
  }
}

/** pg_dump with its output into `fd`, streamed: a large database never sits in memory. */
function dumpTo(fd: number, args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(postgresToolPath('pg_dump'), args, { stdio: ['ignore', fd, 'pipe'] })
    let stderr = ''
    // stderr is a pipe (stdio above): never null.
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    child.once('error', (error) => fail(toolError('pg_dump', error)))
    child.once('close', (code) => {
      if (code === 0) done()
      else fail(toolError('pg_dump', { message: `exit code ${code}`, stderr }))
    })
  })
}

type ToolFailure = Partial<NodeJS.ErrnoException> & { message: string; stderr?: string }

function toolError(tool: string, failure: ToolFailure): BackupError {
  if (failure.code === 'ENOENT') {
    return new BackupError(
      `${tool} is not installed: apt-get install postgresql-client (the same major version ` +
        'as the server, or newer).',
    )
  }
  const reason = (failure.stderr || failure.message).trim().split('\n')[0]
  return new BackupError(`${tool} failed: ${reason}`)
}
