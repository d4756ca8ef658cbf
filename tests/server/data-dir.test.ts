// The data directory at rest: private to the server's user, secrets of a proper length, and a
// damaged embedded database refused with what to do instead of being initialised again.
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, mkdirSync, readdirSync, rmSync, statSync, truncateSync } from 'node:fs'
import { writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config.ts'
import { DamagedDatabaseError } from '../../server/db/pgliteDirectory.ts'
import { startServer } from '../../server/server.ts'
import { StartError } from '../../server/startError.ts'
import { builtServer, createStore, postgresUrl, startTestServer, testEnv } from './harness.ts'

const exec = promisify(execFile)

/** Every path under `dir` (itself included) whose group or others have any access. */
function openToOthers(dir: string): string[] {
  const found: string[] = []
  const visit = (path: string) => {
    if (statSync(path).mode & 0o077) found.push(relative(dir, path) || '.')
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path)) visit(join(path, name))
    }
  }
  visit(dir)
  return found
}

// PGlite's own: the run on PostgreSQL (DATABASE_URL) would repeat it unchanged.
describe.skipIf(postgresUrl)('the data directory at rest (PGlite)', () => {
  it('is created 0700 with its files 0600, PGlite files included', async () => {
    const store = await createStore({ pglite: true, fresh: true })
    rmSync(store.dataDir, { recursive: true })
    const server = await startTestServer({ store })
    expect(statSync(store.dataDir).mode & 0o777).toBe(0o700)
    await server.close()
    expect(readdirSync(join(store.dataDir, 'pglite')).length).toBeGreaterThan(10)
    expect(openToOthers(store.dataDir)).toEqual([])
  })

  it('takes group and others’ access away from an existing directory', async () => {
    const store = await createStore({ pglite: true })
    chmodSync(store.dataDir, 0o755)
    chmodSync(join(store.dataDir, 'pglite'), 0o755)
    chmodSync(join(store.dataDir, 'pglite', 'PG_VERSION'), 0o644)
    const server = await startTestServer({ store })
    expect(openToOthers(store.dataDir)).toEqual([])
    await server.close()
  })

  it('refuses a jwt-secret or operator-token file shorter than 32 characters', async () => {
    for (const file of ['jwt-secret', 'operator-token']) {
      const store = await createStore({ pglite: true })
      writeFileSync(join(store.dataDir, file), 'short-secret\n', { mode: 0o600 })
      const start = startServer(loadConfig(testEnv(store)))
      await expect(start).rejects.toBeInstanceOf(StartError)
      await expect(start).rejects.toThrow(
        `${join(store.dataDir, file)} holds a secret of 12 characters; it must have at least 32.`,
      )
      // The failed start let go of the directory: the next one, with a proper secret, runs.
      writeFileSync(join(store.dataDir, file), randomBytes(32).toString('base64'))
      await (await startTestServer({ store })).close()
    }
  })
})

// PGlite's own: the run on PostgreSQL (DATABASE_URL) would repeat it unchanged.
describe.skipIf(postgresUrl)('a damaged embedded database', () => {
  it('without PG_VERSION is not initialised again: the start stops with what to do', async () => {
    const store = await createStore({ pglite: true })
    const pglite = join(store.dataDir, 'pglite')
    rmSync(join(pglite, 'PG_VERSION'))
    const before = readdirSync(pglite).sort()
    const start = startServer(loadConfig(testEnv(store)))
    await expect(start).rejects.toBeInstanceOf(DamagedDatabaseError)
    await expect(start).rejects.toThrow(
      `${pglite} is not empty but holds no database (its PG_VERSION file is missing)`,
    )
    await expect(start).rejects.toThrow(/Restore .* from a backup, or move it away/)
    expect(readdirSync(pglite).sort()).toEqual(before)

    // Something else put where the database belongs is refused the same way.
    const other = await createStore({ pglite: true, fresh: true })
    mkdirSync(join(other.dataDir, 'pglite'))
    writeFileSync(join(other.dataDir, 'pglite', 'notes.txt'), 'not a database')
    await expect(startServer(loadConfig(testEnv(other)))).rejects.toBeInstanceOf(
      DamagedDatabaseError,
    )
  })

  it('with a garbled control file gives one paragraph, not a WebAssembly stack', async () => {
    const store = await createStore({ pglite: true })
    const control = join(store.dataDir, 'pglite', 'global', 'pg_control')
    truncateSync(control, 100)
    const failure = exec(process.execPath, [builtServer()], {
      env: { ...process.env, ...testEnv(store) } as NodeJS.ProcessEnv,
    })
    const { code, stderr } = (await failure.then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    )) as { code: number; stderr: string }
    expect(code).toBe(1)
    expect(stderr).toMatch(
      /^The embedded database in .+ could not be opened \(PGlite: .+\)\. If the disk is full .+ Otherwise its files are damaged/,
    )
    expect(stderr).not.toMatch(/wasm|\n\s+at /)
    expect(stderr.trim().split('\n')).toHaveLength(1)
  })
})
