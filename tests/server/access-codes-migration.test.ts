// Migration 0009 keeps the access codes that were stored in plain text (the operator's and the
// demo's) working: each becomes the hash the site's check looks a typed code up by.
import { rmSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { codeHash } from '../../server/campaigns/codes.ts'
import { migrationsFolder } from '../../server/db/migrations.ts'
import { databaseName } from './harness.ts'
import { foldersBefore, migrationDatabase, rowsOf } from './migrations.ts'

const closers: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const close of closers) await close()
})

describe(`migration 0009 (${databaseName})`, () => {
  it('hashes the plain codes as a typed code is hashed, and keeps no plain code', async () => {
    const { db, migrate } = await migrationDatabase(closers)
    const before = foldersBefore(9)
    closers.push(async () => rmSync(before, { recursive: true, force: true }))
    await migrate(before)
    await db.execute(
      sql`insert into access_codes (code) values ('WELCOME-2025'), ('mixed-Case-7'), (' spaced ')`,
    )
    await migrate(migrationsFolder)
    const rows = await rowsOf(db, sql`select * from access_codes order by id`)
    expect(rows.map((row) => row.code_hash)).toEqual([
      codeHash('welcome-2025'),
      codeHash('MIXED-case-7'),
      codeHash('spaced'),
    ])
    expect(rows.every((row) => !('code' in row) && row.revoked_at === null)).toBe(true)
  })
})
