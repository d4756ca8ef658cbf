// A search's page and its counts from one statement (issue 46): the first `countCap + 1`
// matches of the filters other than status are read once (through the trigram index when they
// are few, in the inbox's order when they are many), then counted per status and paged from.
// Before, the page and the capped count each ran the search: for a name fragment whose
// trigrams every member holds, the trigram index's bitmap (some 15 ms on PostgreSQL) was built
// twice, and a page the newest items did not fill read a window of 2000 rows first.
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import { agents, items } from '../db/schema.ts'
import { countsObject, pageSelection, pageWithCounts } from './pageWithCounts.ts'
import {
  conditions,
  countCap,
  itemRows,
  olderThan,
  overOrCounts,
  type Cursor,
  type InboxFilters,
  type StatusCounts,
  type SummaryRow,
} from './inbox.ts'

export interface SearchPage {
  rows: SummaryRow[]
  counts: StatusCounts
}

/**
 * Up to `limit` items of a search after `cursor`, newest first, with the counts per status of
 * its matches (`statusCounts`). The matches read are a prefix of all of them in the inbox's
 * order, so a page found in it is the page: every match past it is older. Only a page it
 * leaves short while more matches exist (a status few of them have, a cursor past the first
 * thousand) is read again the other way (`itemRows`), as it was before.
 */
export async function searchPage(
  db: Db,
  filters: InboxFilters,
  cursor: Cursor | undefined,
  limit: number,
): Promise<SearchPage> {
  const matches = db.$with('matches').as(
    db
      .select({ matchId: items.id, matchStatus: items.status, matchReceived: items.receivedAt })
      .from(items)
      .where(and(...conditions(filters, { status: false })))
      .orderBy(desc(items.receivedAt), desc(items.id))
      .limit(countCap + 1),
  )
  // Counted from the CTE by name: drizzle has no json_object_agg of a grouped subquery.
  const tally = db
    .select({ counts: countsObject() })
    .from(sql`(select status, count(*)::int as n from matches group by status) as per_status`)
    .as('tally')
  // The page's ids first, from the matches' own columns: joined to items before its limit, a
  // word most items hold read a thousand items by id to show 50 (9 ms on PostgreSQL).
  const pageIds = db
    .select({ pageId: matches.matchId })
    .from(matches)
    .where(
      and(
        filters.status ? eq(matches.matchStatus, filters.status) : undefined,
        cursor ? olderThan(matches.matchReceived, matches.matchId, cursor) : undefined,
      ),
    )
    .orderBy(desc(matches.matchReceived), desc(matches.matchId))
    .limit(limit)
    .as('page_ids')
  const page = db
    .select(pageSelection())
    .from(pageIds)
    .innerJoin(items, eq(items.id, pageIds.pageId))
    .leftJoin(agents, eq(agents.id, items.ownerId))
    .as('page')
  const { perStatus, rows } = await pageWithCounts(db.with(matches), tally, page)
  const counts = overOrCounts(perStatus)
  if (rows.length < limit && counts.over) {
    return { rows: await itemRows(db, filters, cursor, limit), counts }
  }
  return { rows, counts }
}
