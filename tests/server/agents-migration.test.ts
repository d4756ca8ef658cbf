// Migration 0002 makes an item of every form row already there, with counts per status, and
// from then on every form row gets its item in the same statement.
import { rmSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { migrationsFolder } from '../../server/db/migrations.ts'
import { databaseName } from './harness.ts'
import { foldersBefore, migrationDatabase, rowsOf } from './migrations.ts'

const closers: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const close of closers) await close()
})
const database = () => migrationDatabase(closers)
const foldersBefore0002 = () => foldersBefore(2)

describe(`migration 0002 (${databaseName})`, () => {
  it('makes items of the rows already there, and of every new one', async () => {
    const { db, migrate } = await database()
    const before = foldersBefore0002()
    closers.push(async () => rmSync(before, { recursive: true, force: true }))
    await migrate(before)
    await db.execute(sql`insert into subscriptions (email) values ('old@example.com')`)
    await db.execute(
      sql`insert into member_registrations (full_name, email, role) values ('Old Member', 'om@example.com', 'Engineer')`,
    )
    await db.execute(
      sql`insert into reach_out_messages (full_name, email, content) values ('Old Writer', 'ow@example.com', 'Hi')`,
    )
    await db.execute(sql`insert into invitation_requests (contact_info) values ('old-profile')`)
    await migrate(migrationsFolder)
    await db.execute(sql`insert into subscriptions (email) values ('new@example.com')`)

    const items = await rowsOf(
      db,
      sql`select kind, status, title, contact, search from items order by id`,
    )
    expect(items).toEqual([
      expect.objectContaining({ kind: 'subscription', status: 'active', title: 'old@example.com' }),
      {
        kind: 'registration',
        status: 'new',
        title: 'Old Member',
        contact: 'om@example.com',
        search: 'old member om@example.com',
      },
      expect.objectContaining({ kind: 'message', status: 'new', title: 'Old Writer' }),
      expect.objectContaining({ kind: 'invitation', status: 'new', contact: 'old-profile' }),
      expect.objectContaining({ kind: 'subscription', title: 'new@example.com' }),
    ])
    const counts = await rowsOf(
      db,
      sql`select kind, status, count::int as count from item_counts order by kind, status`,
    )
    expect(counts).toEqual([
      { kind: 'invitation', status: 'new', count: 1 },
      { kind: 'message', status: 'new', count: 1 },
      { kind: 'registration', status: 'new', count: 1 },
      { kind: 'subscription', status: 'active', count: 2 },
    ])
    await db.execute(sql`update items set status = 'spam' where kind = 'subscription'`)
    await db.execute(sql`delete from items where kind = 'message'`)
    const moved = await rowsOf(
      db,
      sql`select kind, status, count::int as count from item_counts where count <> 0 order by kind, status`,
    )
    expect(moved).toEqual([
      { kind: 'invitation', status: 'new', count: 1 },
      { kind: 'registration', status: 'new', count: 1 },
      { kind: 'subscription', status: 'spam', count: 2 },
    ])
    await db.execute(
      sql`insert into item_history (item_id, event, from_status, to_status) select id, 'MARK_SPAM', 'active', 'spam' from items where kind = 'subscription'`,
    )
    await expect(db.execute(sql`update item_history set note = 'changed'`)).rejects.toThrow()
  })
})
