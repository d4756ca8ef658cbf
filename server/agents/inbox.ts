// The inbox's reads: one page of items, newest first, keyset paged on (received_at, id) so
// that a page costs the same at the end of 100,000 items as at the start (no OFFSET); the
// counts per status; the pages of the CSV export. Each filter has an index in that order
// (server/db/schema.ts). The console's page asks inboxPage.ts, which reads a page and its
// counts in one statement where the filters allow and falls back on these.
import { and, desc, eq, gte, isNull, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import {
  databaseId,
  type InboxQuery,
  type ItemKind,
  type ItemStatus,
  type ItemSummary,
} from '../../src/agents/contract.ts'
import type { Db } from '../db/database.ts'
import { agents, itemCounts, items } from '../db/schema.ts'

export type InboxFilters = Omit<InboxQuery, 'after' | 'limit'>

/** Where a page starts: after the item at this time (microseconds since 1970) and id. */
export interface Cursor {
  micros: string
  id: number
}

export const encodeCursor = ({ micros, id }: Cursor) =>
  Buffer.from(`${micros}.${id}`).toString('base64url')

/** The cursor a page gave, or undefined for text that is not one. */
export function decodeCursor(text: string): Cursor | undefined {
  const match = /^(\d{1,17})\.(\d{1,10})$/.exec(Buffer.from(text, 'base64url').toString())
  // An id past the database's integer is no item's: refused here, not by the query.
  if (!match || !databaseId.safeParse(match[2]).success) return undefined
  return { micros: match[1]!, id: Number(match[2]) }
}

/** "Comes after `cursor` newest first": (time, id) before the cursor's, the condition a
 *  keyset page reads by (an index on the two columns, read backwards). */
export const olderThan = (time: AnyColumn, id: AnyColumn, cursor: Cursor) =>
  sql`(${time}, ${id}) < (timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond', ${cursor.id})`

/** A time column as the microseconds since 1970 that a cursor holds. */
export const microsOf = (time: AnyColumn) =>
  sql<string>`(extract(epoch from ${time}) * 1000000)::bigint::text`

const dayAfter = (date: string) => sql`(${date}::date + 1)::timestamp at time zone 'UTC'`
/** `like` text for "contains `text`", its wildcards taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`

/** The conditions of the filters; without `status` when counting per status, without the
 *  search when it is asked for on its own (`searchCondition`). */
export function conditions(filters: InboxFilters, { status = true, search = true } = {}): SQL[] {
  const where: SQL[] = []
  if (filters.kind) where.push(eq(items.kind, filters.kind))
  if (status && filters.status) where.push(eq(items.status, filters.status))
  if (filters.owner === 'none') where.push(isNull(items.ownerId))
  else if (filters.owner) where.push(eq(items.ownerId, Number(filters.owner)))
  if (filters.from) {
    where.push(gte(items.receivedAt, sql`${filters.from}::date::timestamp at time zone 'UTC'`))
  }
  if (filters.to) where.push(lt(items.receivedAt, dayAfter(filters.to)))
  const searched = search && searchCondition(filters)
  if (searched) where.push(searched)
  return where
}

/** "`column` contains the search text, in any case", or undefined without one. */
function searchCondition(filters: InboxFilters, column: AnyColumn = items.search) {
  const text = filters.q?.trim()
  return text ? sql`${column} like ${containing(text)} escape '\\'` : undefined
}

/** An item's own columns that a summary shows. */
export const itemColumns = {
  itemId: items.id,
  kind: items.kind,
  id: items.recordId,
  status: items.status,
  title: items.title,
  contact: items.contact,
  ownerId: items.ownerId,
  receivedAt: items.receivedAt,
  version: items.version,
}

export const summaryColumns = {
  ...itemColumns,
  ownerName: agents.displayName,
  micros: microsOf(items.receivedAt),
}

export interface SummaryRow {
  itemId: number
  kind: string
  id: number
  status: string
  title: string
  contact: string | null
  ownerId: number | null
  ownerName: string | null
  receivedAt: Date
  version: number
  micros: string
}

export function asSummary(row: SummaryRow): ItemSummary {
  return {
    kind: row.kind as ItemKind,
    id: row.id,
    status: row.status as ItemStatus,
    title: row.title,
    contact: row.contact,
    owner: row.ownerId === null ? null : { id: row.ownerId, displayName: row.ownerName ?? '' },
    receivedAt: row.receivedAt.toISOString(),
    version: row.version,
  }
}

/**
 * A search first reads this many of the newest items of its other filters, in order, and keeps
 * those that match, stopping at the page's end: a word that most items hold (a domain) fills its
 * page there after a few dozen rows. Only a page this leaves short asks the trigram index, which
 * is quick when matches are few and slow when they are many (every match read, then sorted).
 */
export const searchWindow = 2000

/** Up to `limit` items of the filters after `cursor`, newest first. */
export async function itemRows(
  db: Db,
  filters: InboxFilters,
  cursor: Cursor | undefined,
  limit: number,
): Promise<SummaryRow[]> {
  const where = conditions(filters, { search: false })
  if (cursor) where.push(olderThan(items.receivedAt, items.id, cursor))
  const page = (conditions: (SQL | undefined)[]) =>
    db
      .select(summaryColumns)
      .from(items)
      .leftJoin(agents, eq(agents.id, items.ownerId))
      .where(and(...conditions))
      .orderBy(desc(items.receivedAt), desc(items.id))
      .limit(limit) as Promise<SummaryRow[]>
  const search = searchCondition(filters)
  if (!search) return page(where)
  // The window is a subquery with its own limit, read in the index's order, so that the page's
  // limit stops the read at the last match it needs (an `id in (…)` of the window read all of
  // it and sorted the matches: 18 ms a page on PostgreSQL for an address most items hold).
  const newest = db
    .select({ ...itemColumns, search: items.search })
    .from(items)
    .where(and(...where))
    .orderBy(desc(items.receivedAt), desc(items.id))
    .limit(searchWindow)
    .as('search_window')
  const inWindow = (await db
    .select({
      itemId: newest.itemId,
      kind: newest.kind,
      id: newest.id,
      status: newest.status,
      title: newest.title,
      contact: newest.contact,
      ownerId: newest.ownerId,
      receivedAt: newest.receivedAt,
      version: newest.version,
      ownerName: agents.displayName,
      micros: microsOf(newest.receivedAt),
    })
    .from(newest)
    .leftJoin(agents, eq(agents.id, newest.ownerId))
    .where(searchCondition(filters, newest.search))
    .orderBy(desc(newest.receivedAt), desc(newest.itemId))
    .limit(limit)) as SummaryRow[]
  return inWindow.length === limit ? inWindow : page([...where, search])
}

export const cursorOf = (row: SummaryRow): Cursor => ({ micros: row.micros, id: row.itemId })
export const cursorAfter = (row: SummaryRow) => encodeCursor(cursorOf(row))

/** A count that the trigger does not keep (a search, an owner, dates) reads at most this many
 *  items: past it the inbox says "more than" instead of reading every match of a word most
 *  items hold, or every item of a busy day (100,000 items a kind: some 60,000 a day, 100 ms). */
export const countCap = 1000

export interface StatusCounts {
  /** Per status; empty when `over` is set. */
  counts: Record<string, number>
  /** Set when more than this many items matched (not counted per status). */
  over?: number
}

/** How many items match the filters other than status, per status: from item_counts (kept by
 *  a trigger) when at most the kind filters, else counted up to `countCap`. */
export async function statusCounts(db: Db, filters: InboxFilters): Promise<StatusCounts> {
  const byKindOnly = !filters.owner && !filters.from && !filters.to && !filters.q?.trim()
  if (byKindOnly) {
    const rows = await db
      .select({ status: itemCounts.status, count: sql<number>`sum(${itemCounts.count})::int` })
      .from(itemCounts)
      .where(filters.kind ? eq(itemCounts.kind, filters.kind) : undefined)
      .groupBy(itemCounts.status)
    return { counts: nonZero(rows) }
  }
  return overOrCounts(await cappedCount(db, filters))
}

/** The counts of the first `countCap + 1` matches per status as the inbox gives them: per
 *  status up to the cap, "more than" past it. */
export function overOrCounts(rows: { status: string; count: number }[]): StatusCounts {
  const total = rows.reduce((sum, row) => sum + row.count, 0)
  return total > countCap ? { counts: {}, over: countCap } : { counts: nonZero(rows) }
}

/** Per status, how many of the first `countCap + 1` items match the filters other than status
 *  (a query of its own, so that tests read its plan). In the inbox's order, so that the planner reads an index
 *  that has it (the owner's, the dates') or the trigram index, and stops at the cap: unordered,
 *  it chose a sequential scan it expected to stop early, and a word that 3 % of 400,000 items
 *  held, all of them stored late, read 198,000 rows before the cap (94 ms on PostgreSQL; 11 ms
 *  in order). */
export function cappedCount(db: Db, filters: InboxFilters) {
  const matching = db
    .select({ status: items.status })
    .from(items)
    .where(and(...conditions(filters, { status: false })))
    .orderBy(desc(items.receivedAt), desc(items.id))
    .limit(countCap + 1)
    .as('matching')
  return db
    .select({ status: matching.status, count: sql<number>`count(*)::int` })
    .from(matching)
    .groupBy(matching.status)
}

const nonZero = (rows: { status: string; count: number }[]) =>
  Object.fromEntries(rows.filter((row) => row.count > 0).map((row) => [row.status, row.count]))
