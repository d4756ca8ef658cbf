// The embedded database's directory going wrong: a disk that stops taking writes while the
// server runs, a main thread that never comes back, and a damaged directory at start.
import { execFileSync } from 'node:child_process'
import { chmodSync, readdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { Client } from '../../scripts/lib/client.ts'
import { recordFigure } from './figures.ts'
import {
  serverEntry,
  since,
  startNode,
  siteFixture,
  startServerProcess,
  stopServerProcess,
  type Started,
} from './support/processes.ts'
import { emptyDataDir, migratedDataDir, storedEmails } from './support/store.ts'

/** chmod does not stop root: as root, the server runs as nobody for these tests. */
const asRoot = process.getuid?.() === 0
const user = asRoot
  ? {
      uid: Number(execFileSync('id', ['-u', 'nobody'])),
      gid: Number(execFileSync('id', ['-g', 'nobody'])),
    }
  : {}

function giveTo(dir: string) {
  if (asRoot) execFileSync('chown', ['-R', `${user.uid}:${user.gid}`, dir])
}

const writable = (dir: string, yes: boolean) =>
  execFileSync('chmod', ['-R', yes ? 'u+w' : 'a-w', dir])

describe('a disk that stops taking writes (PGlite)', () => {
  it('answers 503, reports unhealthy and exits non-zero; the next start has every acknowledged write', async () => {
    if (asRoot) chmodSync(siteFixture(), 0o755)
    const dataDir = migratedDataDir()
    giveTo(dataDir)
    const env = { RATE_LIMIT_FORMS: '1000' }
    const server = await startServerProcess(dataDir, { ...user, env })
    const client = await Client.connect(server.url)
    const registration = { fullName: 'Noor Haddad', email: 'noor@example.com', role: 'SRE' }
    expect((await client.post('/api/members', registration)).status).toBe(201)

    // PGlite keeps writing the files it has open: the fault shows at the first write that
    // opens one, here the first subscription of this process.
    writable(join(dataDir, 'pglite'), false)
    const faulted = Date.now()
    const write = await client.post('/api/subscriptions', { email: 'during@example.com' })
    const health = await fetch(`${server.url}/api/health`).then(
      (response) => response.status,
      () => 'refused',
    )
    const code = await Promise.race([
      server.exited,
      new Promise((resolve) => setTimeout(() => resolve('still running'), 15_000)),
    ])
    const exitMs = since(faulted)
    recordFigure({
      name: 'unwritable disk: answer to a write',
      value: write.status,
      expected: '503',
    })
    recordFigure({ name: 'unwritable disk: /api/health', value: String(health), expected: '503' })
    recordFigure({ name: 'unwritable disk: exit code', value: String(code), expected: '1' })
    recordFigure({
      name: 'unwritable disk: ms from the fault to the exit',
      value: exitMs,
      expected: '< 15000',
    })
    expect(write.status).toBe(503)
    expect(health).toBe(503)
    expect(code).toBe(1)
    expect(server.output.join('\n')).toContain(
      'The embedded database can no longer write its files',
    )

    writable(join(dataDir, 'pglite'), true)
    const restarted = Date.now()
    const next = await startServerProcess(dataDir, { ...user, env })
    recordFigure({
      name: 'unwritable disk, fixed: ms from restart to answering',
      value: since(restarted),
    })
    expect(await storedEmails(next.url, dataDir, 'registrations')).toEqual([registration.email])
    expect(await storedEmails(next.url, dataDir, 'subscriptions')).toEqual([])
    expect(await stopServerProcess(next)).toBe(0)
  })
})

describe('a main thread that never comes back', () => {
  it('is killed by the watchdog, although it ignores SIGTERM', async () => {
    const spinning = startNode('tests/faults/support/blockMainThread.ts', ['1000'])
    await spinning.line(/^spinning$/)
    const start = Date.now()
    spinning.child.kill('SIGTERM')
    const ended = await Promise.race([
      spinning.exited,
      new Promise((resolve) => setTimeout(() => resolve('still running'), 10_000)),
    ])
    recordFigure({
      name: 'main thread spinning: ms until the watchdog (1 s) killed it',
      value: since(start),
    })
    expect(ended).toBe('SIGKILL')
    expect(spinning.output.join('\n')).toContain('The server stopped answering')
  })
})

/** A refused start: one line for a person on stderr; on stdout only JSON log lines, the last
 *  the fatal `start-failed` line that says the same (no stack, nothing else). */
function expectRefusedStart(server: Started, message: RegExp) {
  expect(server.errorOutput).toEqual([expect.stringMatching(message)])
  const logged = server.output
    .filter((text) => !server.errorOutput.includes(text))
    .map((text) => JSON.parse(text) as { level: string; event?: string; msg: string })
  expect(logged.at(-1)).toMatchObject({ level: 'fatal', event: 'start-failed' })
  expect(logged.at(-1)!.msg).toMatch(message)
}

describe('a damaged data directory', () => {
  it('without pglite/PG_VERSION: refused with what to do, nothing written', async () => {
    const dataDir = migratedDataDir()
    rmSync(join(dataDir, 'pglite', 'PG_VERSION'))
    const before = readdirSync(join(dataDir, 'pglite')).sort()
    const server = startNode(serverEntry(), [], {
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: dataDir,
        CLIENT_DIR: siteFixture(),
        DEMO_DATA: 'true',
      },
    })
    const code = await server.exited
    recordFigure({
      name: 'missing PG_VERSION: exit code (started on an empty database before)',
      value: String(code),
      expected: '1',
    })
    expect(code).toBe(1)
    expect(server.output.join('\n')).toMatch(
      /holds no database .* Restore .* from a backup, or move it away/,
    )
    expect(readdirSync(join(dataDir, 'pglite')).sort()).toEqual(before)
  })

  it('with a garbled control file: one paragraph, no WebAssembly stack', async () => {
    const dataDir = migratedDataDir()
    truncateSync(join(dataDir, 'pglite', 'global', 'pg_control'), 100)
    const server = startNode(serverEntry(), [], {
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir, CLIENT_DIR: siteFixture() },
    })
    const code = await server.exited
    recordFigure({
      name: 'garbled pg_control: lines printed for a person (stderr)',
      value: server.errorOutput.length,
      expected: '1',
    })
    expect(code).toBe(1)
    expectRefusedStart(server, /^The embedded database in .* could not be opened/)
  })
})

describe('a data directory the server cannot use', () => {
  const start = (dataDir: string) =>
    startNode(serverEntry(), [], {
      ...user,
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir, CLIENT_DIR: siteFixture() },
    })

  it('a regular file as DATA_DIR: one line, exit 1', async () => {
    const parent = emptyDataDir()
    const file = join(parent, 'not-a-directory')
    writeFileSync(file, 'a file')
    giveTo(parent)
    const server = start(file)
    const code = await server.exited
    recordFigure({
      name: 'DATA_DIR a regular file: lines printed for a person (stderr)',
      value: server.errorOutput.length,
      expected: '1',
    })
    expect(code).toBe(1)
    expect(server.errorOutput).toEqual([
      `The data directory ${file} is a file, or lies under one: set DATA_DIR to a directory (it is created when missing).`,
    ])
    expectRefusedStart(server, /^The data directory .* is a file, or lies under one/)
  })

  it('a directory the server may not write: one line, exit 1', async () => {
    const dir = emptyDataDir()
    giveTo(dir)
    writable(dir, false)
    const server = start(dir)
    const code = await server.exited
    writable(dir, true)
    recordFigure({
      name: 'unwritable DATA_DIR: lines printed for a person (stderr)',
      value: server.errorOutput.length,
      expected: '1',
    })
    expect(code).toBe(1)
    expectRefusedStart(
      server,
      new RegExp(
        `^The data directory ${dir} cannot be written by the server's user \\(uid \\d+\\)`,
      ),
    )
  })
})
