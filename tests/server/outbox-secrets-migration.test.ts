// Migration 0012 (issue 43): mail sent before the outbox named its secrets kept them whole; the
// migration masks the welcome links' tokens, the access codes and the unsubscribe tokens of
// sent messages, and leaves a message not sent yet as written (it goes as it is).
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

const token = 'T'.repeat(20) + '_-abc' + 'x'.repeat(18) // 43 characters of base64url
const code = 'AB12-CD34-EF56-GH78'
const unsubscribe = 'u'.repeat(43)
const text = [
  `Your link: https://club.example/welcome/${token}`,
  `Your code:\n\n    ${code}`,
  `Leave: https://club.example/api/subscriptions/unsubscribe?token=${unsubscribe}`,
  'Order AB12-CD34 stays: it is no code.',
].join('\n')

describe(`migration 0012 (${databaseName})`, () => {
  it('masks the secrets of sent mail, and only of sent mail', async () => {
    const { db, migrate } = await migrationDatabase(closers)
    const before = foldersBefore(12)
    closers.push(async () => rmSync(before, { recursive: true, force: true }))
    await migrate(before)
    const headers = JSON.stringify({
      'List-Unsubscribe': `<https://club.example/api/subscriptions/unsubscribe?token=${unsubscribe}>`,
    })
    for (const [id, status] of [
      ['<sent@club.example>', 'sent'],
      ['<failed@club.example>', 'failed'],
      ['<pending@club.example>', 'pending'],
    ] as const) {
      await db.execute(
        sql`insert into outbox (message_id, "to", subject, text, headers, status)
            values (${id}, 'robin@example.com', 'Hello', ${text}, ${headers}::jsonb, ${status})`,
      )
    }
    await migrate(migrationsFolder)
    const rows = await rowsOf(db, sql`select * from outbox order by id`)
    const [sent, failed, pending] = rows
    expect(sent!.text).toBe(
      [
        'Your link: https://club.example/welcome/••••••',
        'Your code:\n\n    ••••••',
        'Leave: https://club.example/api/subscriptions/unsubscribe?token=••••••',
        'Order AB12-CD34 stays: it is no code.',
      ].join('\n'),
    )
    expect(sent!.headers).toEqual({
      'List-Unsubscribe': '<https://club.example/api/subscriptions/unsubscribe?token=••••••>',
    })
    for (const kept of [failed!, pending!]) {
      expect(kept.text).toBe(text)
      expect(JSON.stringify(kept.headers)).toContain(unsubscribe)
    }
    expect(rows.map((row) => row.secrets)).toEqual([[], [], []])
  })
})
