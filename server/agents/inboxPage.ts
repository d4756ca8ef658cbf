// One page of the inbox with its counts per status, in as few statements as its filters allow
// (issue 46): a search's from one (inboxSearch.ts), a page of at most a kind and a status from
// one (the counts kept by the trigger read beside it), an owner's or dates' from two.
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import { agents, itemCounts, items } from '../db/schema.ts'
import {
  conditions,
  olderThan,
  itemRows,
  statusCounts,
  type Cursor,
  type InboxFilters,
  type StatusCounts,
  type SummaryRow,
} from './inbox.ts'
import { searchPage } from './inboxSearch.ts'
import { countsObject, pageSelection, pageWithCounts } from './pageWithCounts.ts'

export async function inboxPage(
  db: Db,
  filters: InboxFilters,
  cursor: Cursor | undefined,
  limit: number,
): Promise<{ rows: SummaryRow[]; counts: StatusCounts }> {
  if (filters.q?.trim()) return searchPage(db, filters, cursor, limit)
  if (!filters.owner && !filters.from && !filters.to) {
    return kindsPage(db, filters, cursor, limit)
  }
  const [rows, counts] = await Promise.all([
    itemRows(db, filters, cursor, limit),
    statusCounts(db, filters),
  ])
  return { rows, counts }
}

/** A page filtered at most by kind and status, and the counts of its kind per status from
 *  item_counts (what `itemRows` and `statusCounts` read, in one statement). */
async function kindsPage(db: Db, filters: InboxFilters, cursor: Cursor | undefined, limit: number) {
  const perStatus = db
    .select({ status: itemCounts.status, n: sql<number>`sum(${itemCounts.count})::int`.as('n') })
    .from(itemCounts)
    .where(filters.kind ? eq(itemCounts.kind, filters.kind) : undefined)
    .groupBy(itemCounts.status)
    .as('per_status')
  const tally = db.select({ counts: countsObject() }).from(perStatus).as('tally')
  const where = conditions(filters)
  if (cursor) where.push(olderThan(items.receivedAt, items.id, cursor))
  const page = db
    .select(pageSelection())
    .from(items)
    .leftJoin(agents, eq(agents.id, items.ownerId))
    .where(and(...where))
    .orderBy(desc(items.receivedAt), desc(items.id))
    .limit(limit)
    .as('page')
  const { perStatus: counted, rows } = await pageWithCounts(db, tally, page)
  return {
    rows,
    counts: { counts: Object.fromEntries(counted.map((row) => [row.status, row.count])) },
  }
}
