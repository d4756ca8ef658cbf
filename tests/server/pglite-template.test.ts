// A fresh data directory starts from the template the build makes (server/db/pgliteTemplate.ts):
// a copy of an empty, migrated database instead of initdb. The copy must be the database a
// first start makes, never used when another PGlite made it, and never left half made.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makePgliteTemplate, openPglite } from '../../server/db/pglite.ts'
import { migrationsApplied } from '../../server/db/migrations.ts'
import { usableTemplate } from '../../server/db/pgliteTemplate.ts'
import { reportStartTo } from '../../server/startProgress.ts'
import { postgresUrl } from './harness.ts'
import { captureLog } from './logLines.ts'

const log = captureLog()

// PGlite's own: the PostgreSQL run of the server tests has nothing to add to it.
describe.skipIf(postgresUrl)('the embedded database template', () => {
  // Made here, not at the file's top: a skipped describe runs no hook, and leaves nothing.
  let root = ''
  let template = ''
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'nova-template-test-'))
    template = join(root, 'pglite-template')
    await makePgliteTemplate(template)
    reportStartTo(log.logger)
  })
  afterAll(() => {
    reportStartTo(undefined)
    rmSync(root, { recursive: true, force: true })
  })

  const newDataDir = () => mkdtempSync(join(root, 'data-'))

  it('is made closed and migrated, marked with the PGlite that made it', () => {
    expect(existsSync(join(template, 'PG_VERSION'))).toBe(true)
    expect(usableTemplate(template)).toBe(true)
    expect(readdirSync(root).filter((name) => name.includes('.making-'))).toEqual([])
  })

  it('gives a fresh data directory every migration without initdb, and works', async () => {
    const dataDir = newDataDir()
    // What a crash in an earlier copy left: removed.
    mkdirSync(join(dataDir, `pglite.copy-99999`), { recursive: true })
    const database = await openPglite(dataDir, template)
    try {
      expect(await migrationsApplied(database.db)).toBe(true)
      await database.db.execute(sql`insert into server_state (key, value) values ('k', 'v')`)
      const steps = log
        .entries()
        .filter((entry) => entry.event === 'start')
        .map((entry) => `${String(entry.step)} ${String(entry.phase)}`)
      // Copied, then opened: no initdb ('fresh') and no migrations step.
      expect(steps).toEqual(['database begin', 'database done', 'database begin', 'database done'])
      expect(log.entries().at(-1)).toMatchObject({ fresh: false })
    } finally {
      await database.close()
    }
    expect(readdirSync(dataDir).sort()).not.toContain('pglite.copy-99999')
    // The template itself is untouched: still without that row.
    const again = await openPglite(newDataDir(), template)
    try {
      const result = await again.db.execute(sql`select count(*)::int as n from server_state`)
      expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0)
    } finally {
      await again.close()
    }
  })

  it('is not used when another PGlite made it, nor when it is missing', () => {
    const other = join(root, 'other-template')
    mkdirSync(other)
    writeFileSync(join(other, 'nova-template.json'), JSON.stringify({ pglite: '0.0.1' }))
    expect(usableTemplate(other)).toBe(false)
    expect(usableTemplate(join(root, 'none'))).toBe(false)
  })
})
