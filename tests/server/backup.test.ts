// Backup and restore (`npm run club -- backup|restore <file>`), on the engine the suite runs on
// (PGlite, or PostgreSQL under `npm run test:server:postgres`): rows written through the API
// come back, every one, in an empty database; a restore over data is refused.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { operatorBase, recordList } from '../../server/operator/contract.ts'
import { backup, BackupError, restore } from '../../server/operator/backup.ts'
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
    const file = join(files, 'club.backup')
    // PostgreSQL is backed up while the server runs; the embedded database once it stopped.
    if (!store.databaseUrl) await server.close()
    const done = await backup(file, store)
    expect(done.message).toMatch(/^Backed up .* to .*club\.backup \(\d+ KB\)\.$/)
    await server.close()

    await expect(restore(file, store)).rejects.toThrow(BackupError)
    await expect(restore(file, store)).rejects.toThrow(
      store.databaseUrl
        ? /is not empty .* restore into a new, empty database/
        : /already holds a database: move it away/,
    )

    const empty = await createStore({ fresh: true })
    await restore(file, empty)
    const restored = await startTestServer({ store: empty, env })
    const response = await (
      await restored.client()
    ).get(`${operatorBase}/records/subscriptions`, { token: restored.operatorToken() })
    const stored = recordList.parse(await response.json()).rows.map((row) => row.email)
    expect(stored.sort()).toEqual([...emails].sort())
    // Three starts of the embedded database and a dump: more than the default minute on a
    // busy machine.
  }, 180_000)

  it('says in one line that a backup file is missing', async () => {
    const store = await createStore()
    await expect(restore(join(files, 'none.backup'), store)).rejects.toThrow(
      `There is no backup at ${join(files, 'none.backup')}.`,
    )
  })
})
