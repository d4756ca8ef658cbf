// The inbox's search at the sizes where its two ways part (server/agents/inbox.ts): a word most
// items hold fills its page from the newest items and is counted only up to the cap; a match
// older than the window is still found, and counted exactly. On the database of the run.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  itemRows,
  countCap,
  cursorOf,
  searchWindow,
  statusCounts,
  type InboxFilters,
} from '../../server/agents/inbox.ts'
import { inboxPage } from '../../server/agents/inboxPage.ts'
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
  // A few of the crowd in another status, spread through it: a status filter the first
  // thousand matches hold only some of.
  await database.db.execute(
    sql`update items set status = 'unsubscribed'
      where title like 'crowd%' and id % 400 = 7`,
  )
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

  // One statement for the page and the counts (inboxPage.ts) against the two queries it
  // replaced: the same items in the same order, the same counts, the same cap.
  it.each<[string, InboxFilters, number]>([
    ['few matches', { q: 'far.example' }, 50],
    ['no match', { q: 'nowhere.example' }, 50],
    ['most items', { q: 'busy.example' }, 51],
    ['most items, a rare status', { q: 'busy.example', status: 'unsubscribed' }, 51],
    ['most items, a kind', { q: 'crowd1', kind: 'subscription' }, 51],
    ['a few, counted exactly', { q: 'crowd10' }, 51],
    ['a few, in a status', { q: 'crowd10', status: 'active' }, 51],
    ['a few in a status none has', { q: 'crowd10', status: 'spam' }, 51],
    ['spanning the cap', { q: 'example' }, 100],
    // Pages without a search: the counts the trigger keeps, read in the page's statement.
    ['no filter', {}, 100],
    ['a kind', { kind: 'subscription' }, 100],
    ['a status', { status: 'unsubscribed' }, 51],
    ['a kind no item has', { kind: 'message' }, 51],
    ['a status none has, its kind counted', { kind: 'subscription', status: 'spam' }, 51],
    ['no owner (two statements, as before)', { owner: 'none' }, 51],
  ])(
    'a page of %s: its rows and counts as the two queries gave them',
    async (_, filters, limit) => {
      let cursor: ReturnType<typeof cursorOf> | undefined
      // Twelve pages deep: by cursor inside the first thousand matches and, for 100 a page,
      // past them (the statement's page short there, read again the other way).
      for (let page = 0; page < 12; page++) {
        const [rows, counts] = await Promise.all([
          itemRows(database.db, filters, cursor, limit),
          statusCounts(database.db, filters),
        ])
        const found = await inboxPage(database.db, filters, cursor, limit)
        expect(found.counts).toEqual(counts)
        expect(found.rows).toEqual(rows)
        if (rows.length < limit) break
        cursor = cursorOf(rows.at(-1)!)
      }
    },
  )
})
