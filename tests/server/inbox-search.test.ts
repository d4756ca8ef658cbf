// The inbox's search at the sizes where its two ways part (server/agents/inbox.ts): a word most
// items hold fills its page from the newest items and is counted only up to the cap; a match
// older than the window is still found, and counted exactly. On the database of the run.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { itemRows, countCap, searchWindow, statusCounts } from '../../server/agents/inbox.ts'
import { openDatabase, type Database } from '../../server/db/database.ts'
import { createStore, databaseName } from './harness.ts'

let database: Database

/** `count` subscriptions `<prefix><n>@<domain>`, received one a second back from `secondsAgo`. */
async function subscribe(count: number, prefix: string, domain: string, secondsAgo: number) {
  await database.db.execute(
    sql`insert into subscriptions (email, created_at)
      select ${prefix} || g || '@' || ${domain}, now() - (${secondsAgo} + g) * interval '1 second'
      from generate_series(1, ${count}) g`,
  )
}

beforeAll(async () => {
  database = await openDatabase(await createStore())
  // The oldest: one address no other holds, behind more than a window of newer items.
  await subscribe(1, 'hermit', 'far.example', 100_000)
  await subscribe(searchWindow + countCap, 'crowd', 'busy.example', 0)
})
afterAll(() => database?.close())

describe(`the inbox's search (${databaseName})`, () => {
  it('fills a page of a word most items hold from the newest, and counts it "more than"', async () => {
    const rows = await itemRows(database.db, { q: 'busy.example' }, undefined, 50)
    expect(rows.map((row) => row.title)).toEqual(
      Array.from({ length: 50 }, (_, index) => `crowd${index + 1}@busy.example`),
    )
    expect(await statusCounts(database.db, { q: 'BUSY.example' })).toEqual({
      counts: {},
      over: countCap,
    })
  })

  it('counts any filter the trigger does not keep up to the cap: an owner, dates', async () => {
    expect(await statusCounts(database.db, { from: '2000-01-01' })).toEqual({
      counts: {},
      over: countCap,
    })
    expect(await statusCounts(database.db, { kind: 'subscription', to: '2000-01-01' })).toEqual({
      counts: {},
    })
    expect(await statusCounts(database.db, { owner: 'none' })).toEqual({
      counts: {},
      over: countCap,
    })
  })

  it('finds a match older than the window, and counts a few exactly', async () => {
    const rows = await itemRows(database.db, { q: 'far.example' }, undefined, 50)
    expect(rows.map((row) => row.title)).toEqual(['hermit1@far.example'])
    expect(await statusCounts(database.db, { q: 'far.example' })).toEqual({
      counts: { active: 1 },
    })
    expect(await statusCounts(database.db, { q: 'far.example', kind: 'subscription' })).toEqual({
      counts: { active: 1 },
    })
  })

  it('pages on past the window with the cursor, in order', async () => {
    const first = await itemRows(database.db, { q: 'example' }, undefined, searchWindow)
    const last = first.at(-1)!
    const next = await itemRows(
      database.db,
      { q: 'example' },
      { micros: last.micros, id: last.itemId },
      searchWindow,
    )
    expect(next.map((row) => row.title)).toEqual([
      ...Array.from(
        { length: countCap },
        (_, index) => `crowd${searchWindow + index + 1}@busy.example`,
      ),
      'hermit1@far.example',
    ])
  })
})
