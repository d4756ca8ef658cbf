// Backup and restore (`npm run club -- backup|restore <file>`), on the engine the suite runs on
// (PGlite, or PostgreSQL under `npm run test:server:postgres`): rows written through the API
// come back, every one, in an empty database; a restore over data is refused. The file is its
// owner's only (0600) whatever the umask, and a failed backup leaves none behind.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { operatorBase, recordList } from '../../server/operator/contract.ts'
import { backup, BackupError, restore } from '../../server/operator/backup.ts'
import { nextSegment } from '../../server/operator/pgliteTarball.ts'
import { createStore, databaseName, pathOf, startTestServer } from './harness.ts'

const files = mkdtempSync(join(tmpdir(), 'nova-backup-test-'))
afterAll(() => rmSync(files, { recursive: true, force: true }))

const rows = 20
const env = { RATE_LIMIT_FORMS: '1000' }

describe(`backup and restore (${databaseName})`, () => {
  it('brings back every row into an empty database, and refuses one with data', async () => {
    const store = await createStore()
    const server = await startTestServer({ store, env })
    const client = await server.client()
    const emails = Array.from({ length: rows }, (_, index) => `kept-${index}@example.com`)
    for (const email of emails) {
      expect((await client.post(pathOf('subscribe'), { email })).status).toBe(200)
    }
    // Every subscription the backup must carry: this test's and the demo inbox's.
    const subscribed = async (running: typeof server) => {
      const response = await (
        await running.client()
      ).get(`${operatorBase}/records/subscriptions`, { token: running.operatorToken() })
      return recordList
        .parse(await response.json())
        .rows.map((row) => row.email)
        .sort()
    }
    const before = await subscribed(server)
    expect(before).toEqual(expect.arrayContaining(emails))
    const file = join(files, 'club.backup')
    // An older file readable by all, and a umask that makes new files so: neither shows.
    writeFileSync(file, 'an older backup', { mode: 0o644 })
    const umask = process.umask(0o022)
    // PostgreSQL is backed up while the server runs; the embedded database once it stopped.
    if (!store.databaseUrl) await server.close()
    const done = await backup(file, store).finally(() => process.umask(umask))
    expect(done.message).toMatch(/^Backed up .* to .*club\.backup \(\d+ KB\)\.$/)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readdirSync(files)).toEqual(['club.backup'])
    if (!store.databaseUrl) {
      // The embedded database's tarball, as tar reads it: the files under their names, and of
      // the write-ahead log the segment of the last checkpoint and the next at most.
      const listing = execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).split('\n')
      expect(listing).toEqual(expect.arrayContaining(['/PG_VERSION', '/base', '/pg_wal']))
      const segments = listing.filter((name) => /^\/pg_wal\/[0-9A-F]{24}$/.test(name))
      expect(segments.length).toBeGreaterThanOrEqual(1)
      expect(segments.length).toBeLessThanOrEqual(2)
    }
    await server.close()

    await expect(restore(file, store)).rejects.toThrow(BackupError)
    if (store.databaseUrl) {
      // No move back: a PostgreSQL backup does not go into the embedded database.
      const embedded = { dataDir: join(files, 'embedded'), databaseUrl: undefined }
      await expect(restore(file, embedded)).rejects.toThrow(
        `${file} is a PostgreSQL backup (pg_dump): it restores into PostgreSQL only.`,
      )
    }
    await expect(restore(file, store)).rejects.toThrow(
      store.databaseUrl
        ? /is not empty .* restore into a new, empty database/
        : /already holds a database: move it away/,
    )

    const empty = await createStore({ fresh: true })
    // The backup carries no operator token: the restore says where the next server's will be.
    expect((await restore(file, empty)).message).toContain(
      `The backup holds no secrets: a server started with DATA_DIR=${empty.dataDir} makes a ` +
        `new operator token in ${join(empty.dataDir, 'operator-token')} at its first start`,
    )
    const restored = await startTestServer({ store: empty, env })
    expect(await subscribed(restored)).toEqual(before)
    // Three starts of the embedded database and a dump: more than the default minute on a
    // busy machine.
  }, 180_000)

  it('leaves no file behind when the backup fails', async () => {
    const store = await createStore()
    const file = join(files, 'failed.backup')
    if (store.databaseUrl) {
      const missing = new URL(store.databaseUrl)
      missing.pathname = '/nova_no_such_database'
      await expect(backup(file, { ...store, databaseUrl: missing.toString() })).rejects.toThrow(
        /^pg_dump failed: .*nova_no_such_database/,
      )
    } else {
      const empty = await createStore({ fresh: true })
      await expect(backup(file, empty)).rejects.toThrow(/There is no embedded database in /)
    }
    expect(readdirSync(files).filter((name) => name.includes('failed'))).toEqual([])
  })

  it('names the write-ahead log segment after another', () => {
    expect(nextSegment('000000010000000000000001')).toBe('000000010000000000000002')
    expect(nextSegment('00000001000000000000000F')).toBe('000000010000000000000010')
    expect(nextSegment('0000000100000000000000FF')).toBe('000000010000000100000000')
  })

  it('says in one line that a backup file is missing', async () => {
    const store = await createStore()
    await expect(restore(join(files, 'none.backup'), store)).rejects.toThrow(
      `There is no backup at ${join(files, 'none.backup')}.`,
    )
  })
})
