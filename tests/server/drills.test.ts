// The operator's drills of docs/operations.md, run as written: every block marked
// ```sh drill=<name> is taken from the document and run with bash, with the drill's variables
// (DATA_DIR, BACKUPS, BACKUP, DRILL_DIR, DRILL_PORT, DATABASE_URL) pointing at temporary
// directories and databases, against real servers on 127.0.0.1; then what the drill promises is
// checked. So the document cannot drift from what works. Two stand-ins, both stated here: the
// drills' `node dist/server/main.js` runs the suite's build of the server (global-setup.ts; a
// `node` first on PATH that execs the real one; the repository need not be built), and, the
// test running as root, `sudo` runs its command as is.
import { spawn } from 'node:child_process'
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { agentsBase, signInResponse } from '../../src/agents/contract.ts'
import { operatorBase, recordList } from '../../server/operator/contract.ts'
import {
  createStore,
  pathOf,
  postgresUrl,
  siteFixture,
  startTestServer,
  type TestServer,
  type TestStore,
} from './harness.ts'

const document = readFileSync('docs/operations.md', 'utf8')
const drills = new Map(
  [...document.matchAll(/^```sh drill=([\w-]+)\n([\s\S]*?)^```$/gm)].map(
    ([, name, script]) => [name!, script!] as const,
  ),
)

/** Every drill the document has, each run below on the engines it applies to. */
const known = [
  'backup',
  'backup-systemd',
  'create-admin',
  'move-to-postgres',
  'postgres-migrate',
  'postgres-roles',
  'restore-drill-pglite',
  'restore-drill-postgres',
  'restore-pglite',
  'restore-postgres',
  'rotate-token',
  'rotate-token-check',
]

// The suite's build (global-setup.ts), and the stand-ins in a directory of this file's own.
const serverMain = inject('serverBuild')
const standIns = mkdtempSync(join(tmpdir(), 'nova-drill-bin-'))
beforeAll(() => {
  // exec: the drill's $! is the server itself, which its `kill` drains.
  const node = `#!/bin/sh
if [ "$1" = dist/server/main.js ]; then shift; exec "${process.execPath}" "${resolve(serverMain)}" "$@"; fi
exec "${process.execPath}" "$@"
`
  writeFileSync(join(standIns, 'node'), node, { mode: 0o755 })
})
afterAll(() => rmSync(standIns, { recursive: true, force: true }))

const scratch: string[] = []
afterAll(() => scratch.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))
async function temporary(name: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `nova-drill-${name}-`))
  scratch.push(dir)
  return dir
}

/** Strict mode, and the `sudo` stand-in named at the top, before the drill's own lines. */
const preamble = `set -euo pipefail
sudo() { "$@"; }
`

type Variables = Record<string, string | undefined>

interface Ran {
  stdout: string
  stderr: string
}

/**
 * Runs the drill `name` in the repository's root with `variables`, and fails with its output
 * unless it exits 0 within the limit. Its process group is ended afterwards whatever happened:
 * a drill that failed half-way leaves no server running.
 */
function runDrill(name: string, variables: Variables, script = drills.get(name)): Promise<Ran> {
  if (!script) throw new Error(`docs/operations.md has no drill=${name}`)
  const child = spawn('bash', ['-c', preamble + script], {
    detached: true,
    env: {
      PATH: `${standIns}:${process.env.PATH}`,
      HOME: process.env.HOME,
      CLIENT_DIR: siteFixture(),
      LOG_LEVEL: 'warn',
      // As for every test server (harness.ts): no balancer checks a drill server's readiness,
      // so its `kill` need not wait the 2 s a balancer is given to notice (server/drain.ts).
      DRAIN_GRACE_MS: '0',
      ...variables,
    },
  })
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const limit = setTimeout(() => endGroup(child.pid), 90_000)
  return new Promise((resolve, reject) => {
    child.once('close', (code, signal) => {
      clearTimeout(limit)
      endGroup(child.pid)
      if (code === 0) resolve({ stdout, stderr })
      else reject(new Error(`drill=${name} ended with ${code ?? signal}:\n${stdout}\n${stderr}`))
    })
  })
}

function endGroup(pid: number | undefined) {
  try {
    if (pid) process.kill(-pid, 'SIGKILL')
  } catch {
    // Already gone.
  }
}

function freePort(): Promise<string> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(String(port)))
    })
  })
}

const lastLine = (text: string) => text.trimEnd().split('\n').at(-1)
const portOf = (server: TestServer) => new URL(server.url).port

/** The variables of a store: where the drills find the server's data. */
const storeVariables = (store: TestStore) => ({
  DATA_DIR: store.dataDir,
  DATABASE_URL: store.databaseUrl,
})

const emails = Array.from({ length: 12 }, (_, index) => `drill-${index}@example.com`)

/** As in production: no demo data, so every row is this test's. */
const production = { DEMO_DATA: 'false' }

/** A store with a subscription per address, through a running server (left running); on the
 *  suite's engine, or on PGlite when `pglite`. */
async function productionWithRows(
  options: { pglite?: boolean } = {},
): Promise<{ store: TestStore; server: TestServer }> {
  const store = await createStore(options)
  const server = await startTestServer({
    store,
    env: { RATE_LIMIT_FORMS: '1000', ...production },
  })
  const client = await server.client()
  for (const email of emails) {
    expect((await client.post(pathOf('subscribe'), { email })).status).toBe(200)
  }
  return { store, server }
}

async function subscriptionsOf(server: TestServer, token: string): Promise<unknown[]> {
  const response = await (
    await server.client()
  ).get(`${operatorBase}/records/subscriptions`, { token })
  expect(response.status).toBe(200)
  return recordList
    .parse(await response.json())
    .rows.map((row) => row.email)
    .sort()
}

/** The one backup in `dir`, named as the backup drill names it; written 0600. */
function theBackup(dir: string): string {
  const names = readdirSync(dir)
  expect(names).toEqual([expect.stringMatching(/^club-\d{4}-\d\d-\d\d\.backup$/)])
  const file = join(dir, names[0]!)
  expect(statSync(file).mode & 0o777).toBe(0o600)
  return file
}

/** Runs a restore drill in a directory and on a port of its own: it finds every row, says so
 *  in its last line, and leaves nothing behind. */
async function restoreDrill(name: string, variables: Variables): Promise<void> {
  const drillDir = join(await temporary('drill'), 'data')
  const drill = await runDrill(name, {
    ...variables,
    DRILL_DIR: drillDir,
    DRILL_PORT: await freePort(),
  })
  expect(drill.stdout).toContain('{"status":"ok"}')
  expect(lastLine(drill.stdout)).toBe(`(${emails.length} subscriptions)`)
  expect(existsSync(drillDir)).toBe(false)
}

describe('the drills of docs/operations.md', () => {
  it('are all known to this test, which runs each of them', () => {
    expect([...drills.keys()].sort()).toEqual(known)
  })

  it('name the service user, directories and environment file of deploy/nova-club.service', () => {
    const unit = readFileSync('deploy/nova-club.service', 'utf8')
    for (const line of [
      'User=nova-club',
      'Group=nova-club',
      'WorkingDirectory=/srv/nova-club/app',
      'EnvironmentFile=/etc/nova-club/env',
      'Environment=NODE_ENV=production DATA_DIR=/var/lib/nova-club',
    ]) {
      expect(unit.split('\n')).toContain(line)
    }
    const script = drills.get('backup-systemd')!
    expect(script).toContain('cd /srv/nova-club/app')
    expect(script).toContain('DATA_DIR=/var/lib/nova-club')
    expect(script).toContain('. /etc/nova-club/env')
    expect(script).toContain('runuser -u nova-club --')
  })
})

describe.skipIf(postgresUrl)('backup and restore drills (PGlite)', () => {
  it('backs up the stopped server, restores the backup in a drill server, and in place', async () => {
    const { store, server } = await productionWithRows()
    const token = server.operatorToken()
    await server.close()
    const backups = await temporary('backups')
    await runDrill('backup', { ...storeVariables(store), BACKUPS: backups })
    const backup = theBackup(backups)

    await restoreDrill('restore-drill-pglite', { BACKUP: backup })

    await runDrill('restore-pglite', { ...storeVariables(store), BACKUP: backup })
    expect(existsSync(join(store.dataDir, 'pglite.old', 'PG_VERSION'))).toBe(true)
    // Restored in place: the data directory's token still opens the operator API.
    const restored = await startTestServer({ store, env: production })
    expect(await subscriptionsOf(restored, token)).toEqual([...emails].sort())
  }, 120_000)
})

describe.runIf(postgresUrl)('backup and restore drills (PostgreSQL)', () => {
  const made = ['club_restored', 'club_drill']
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: postgresUrl })
    await admin.connect()
    for (const name of made) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  })

  it('backs up the running servers, restores in a drill server and into a new database', async () => {
    const { store, server } = await productionWithRows()
    const backups = await temporary('backups')
    await runDrill('backup', { ...storeVariables(store), BACKUPS: backups })
    const backup = theBackup(backups)

    await restoreDrill('restore-drill-postgres', { ...storeVariables(store), BACKUP: backup })

    await runDrill('restore-postgres', { ...storeVariables(store), BACKUP: backup })
    const restoredUrl = new URL(store.databaseUrl!)
    restoredUrl.pathname = '/club_restored'
    const restored = await startTestServer({
      store: { dataDir: store.dataDir, databaseUrl: restoredUrl.toString() },
      env: production,
    })
    // The same configuration: the operator token of the instances goes on working.
    expect(await subscriptionsOf(restored, server.operatorToken())).toEqual([...emails].sort())
    await restored.close()
  }, 120_000)
})

describe.runIf(postgresUrl)('the move from PGlite to PostgreSQL', () => {
  it('copies every row into an empty database, where the same data directory serves them', async () => {
    const { store: embedded, server } = await productionWithRows({ pglite: true })
    const token = server.operatorToken()
    await server.close()
    const empty = await createStore({ fresh: true })
    const backups = await temporary('move')
    const moved = await runDrill('move-to-postgres', {
      DATA_DIR: embedded.dataDir,
      DATABASE_URL: empty.databaseUrl,
      BACKUPS: backups,
    })
    expect(moved.stdout).toMatch(/^Moved the embedded database of .* into PostgreSQL database /m)

    const store = { dataDir: embedded.dataDir, databaseUrl: empty.databaseUrl }
    const onPostgres = await startTestServer({
      store,
      env: { RATE_LIMIT_FORMS: '1000', ...production },
    })
    expect(await subscriptionsOf(onPostgres, token)).toEqual([...emails].sort())
    // The sequences moved past the copied rows: a new row is stored beside them.
    const client = await onPostgres.client()
    const email = 'after-the-move@example.com'
    expect((await client.post(pathOf('subscribe'), { email })).status).toBe(200)
    expect(await subscriptionsOf(onPostgres, token)).toEqual([...emails, email].sort())
  }, 120_000)
})

describe.runIf(postgresUrl)('the PostgreSQL recipe', () => {
  const as = (user: string) => {
    const url = new URL(postgresUrl!)
    url.username = user
    url.pathname = '/club'
    return url.toString()
  }
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: postgresUrl })
    await admin.connect()
    await admin.query('DROP DATABASE IF EXISTS club WITH (FORCE)')
    await admin.query('DROP ROLE IF EXISTS club_app')
    await admin.query('DROP ROLE IF EXISTS club_owner')
    await admin.end()
  })

  it('makes an owner and an app role the server runs as, without the right to DDL', async () => {
    const variables = {
      ADMIN_URL: postgresUrl,
      OWNER_URL: as('club_owner'),
      APP_URL: as('club_app'),
      OWNER_PASSWORD: 'owner-password-of-the-drill',
      APP_PASSWORD: 'app-password-of-the-drill',
    }
    await runDrill('postgres-roles', variables)
    const migrated = await runDrill('postgres-migrate', variables)
    expect(migrated.stdout).toMatch(/^Migrated PostgreSQL database club \(/m)

    // As the servers run: demo data seeded, a form stored, the operator command's list.
    const dataDir = await temporary('app-role')
    const server = await startTestServer({
      store: { dataDir, databaseUrl: as('club_app') },
      env: { DEMO_DATA: 'true' },
    })
    const client = await server.client()
    const email = 'app-role@example.com'
    expect((await client.post(pathOf('subscribe'), { email })).status).toBe(200)
    // Beside the demo inbox's subscriptions, seeded by the app role too.
    expect(await subscriptionsOf(server, server.operatorToken())).toContain(email)
    // Before the database is dropped (afterAll), not after: no pool left to lose its connections.
    await server.close()

    const app = new pg.Client({ connectionString: as('club_app') })
    await app.connect()
    try {
      await expect(app.query('create table not_allowed (id int)')).rejects.toThrow(
        /permission denied for schema public/,
      )
      await expect(app.query('truncate subscriptions')).rejects.toThrow(/permission denied/)
    } finally {
      await app.end()
    }
  }, 90_000)
})

describe('the backup on the systemd install', () => {
  const root = process.getuid?.() === 0
  it.runIf(root)(
    'runs as the service user, on its data directory, with its environment',
    async () => {
      const { store, server } = await productionWithRows()
      if (!store.databaseUrl) await server.close()
      const nobody = 65534
      const directories = await temporary('systemd')
      const environment = join(directories, 'env')
      await writeFile(environment, store.databaseUrl ? `DATABASE_URL=${store.databaseUrl}\n` : '', {
        mode: 0o600,
      })
      const backups = join(directories, 'backups')
      for (const path of [directories, ...walk(store.dataDir)]) chownSync(path, nobody, nobody)
      // The unit's paths and user (checked against the unit above), made temporary ones.
      const script = drills
        .get('backup-systemd')!
        .replaceAll('/srv/nova-club/app', process.cwd())
        .replaceAll('/etc/nova-club/env', environment)
        .replaceAll('/var/lib/nova-club', store.dataDir)
        .replaceAll('/var/backups/nova-club', backups)
        .replaceAll('-g nova-club', '-g nogroup')
        .replaceAll('nova-club', 'nobody')
      await runDrill('backup-systemd', {}, script)
      const file = theBackup(backups)
      expect(statSync(file).uid).toBe(nobody)
      expect(statSync(backups).mode & 0o777).toBe(0o700)
    },
    90_000,
  )
})

/** `dir` and everything below it. */
function walk(dir: string): string[] {
  return [
    dir,
    ...readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    ),
  ]
}

describe('the first administrator and the operator token', () => {
  it('creates an administrator who signs in, and rotates the token on a restart', async () => {
    const store = await createStore()
    const env = { DEMO_DATA: 'false' }
    const server = await startTestServer({ store, env })
    const variables = { ...storeVariables(store), PORT: portOf(server) }

    const created = await runDrill('create-admin', variables)
    const [, password] =
      /^Added administrator ada \(id \d+\) with the password (\S+)\.$/m.exec(created.stdout) ?? []
    expect(password).toBeDefined()
    const signIn = await (
      await server.client()
    ).post(`${agentsBase}/session`, { username: 'ada', password })
    expect(signIn.status).toBe(200)
    expect(signInResponse.parse(await signIn.json()).agent.role).toBe('admin')

    const old = server.operatorToken()
    await runDrill('rotate-token', variables)
    await server.close()
    const restarted = await startTestServer({ store, env })
    expect(restarted.operatorToken()).not.toBe(old)
    const refused = await (
      await restarted.client()
    ).get(`${operatorBase}/records/subscriptions`, { token: old })
    expect(refused.status).toBe(401)
    const checked = await runDrill('rotate-token-check', {
      ...variables,
      PORT: portOf(restarted),
    })
    expect(lastLine(checked.stdout)).toBe('(0 subscriptions)')
  }, 90_000)
})
