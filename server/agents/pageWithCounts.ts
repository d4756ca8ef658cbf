// The inbox's page and its counts per status from one statement (issue 46): a row of counts
// left-joined to the page's rows. On PGlite, where one thread runs every query of every
// request, each statement saved is its parse, plan and protocol round on that thread.
import { desc, sql, type AnyColumn, type SQL, type Subquery } from 'drizzle-orm'
import type { SubqueryWithSelection } from 'drizzle-orm/pg-core'
import type { Db } from '../db/database.ts'
import { agents, items } from '../db/schema.ts'
import { itemColumns, microsOf, type SummaryRow } from './inbox.ts'

/** A page row's columns, for a subquery named `page` (the summary's, its time's micros named). */
export const pageSelection = () => ({
  ...itemColumns,
  ownerName: agents.displayName,
  micros: microsOf(items.receivedAt).as('micros'),
})

/** The counts as one JSON object, from rows of `status` and `n`, for a subquery `tally`. */
export const countsObject = () =>
  sql<Record<string, number> | null>`json_object_agg(status, n)`.as('counts')

/** A subquery `page` of `pageSelection` (its joins may make columns nullable). */
type Page = Subquery<'page'> & { receivedAt: AnyColumn; itemId: AnyColumn }
type Tally = SubqueryWithSelection<{ counts: SQL.Aliased<Record<string, number> | null> }, 'tally'>

/** The page's rows, newest first, and the counts per status (zeros left out). `query` is the
 *  database or a `db.with(…)` that defines what the two subqueries read. */
export async function pageWithCounts(query: Pick<Db, 'select'>, tally: Tally, page: Page) {
  const found = await query
    .select()
    .from(tally)
    // Typed as any page: what it holds is the caller's `pageSelection`, read as SummaryRow.
    .leftJoin(
      page as unknown as SubqueryWithSelection<Record<string, AnyColumn>, 'page'>,
      sql`true`,
    )
    .orderBy(desc(page.receivedAt), desc(page.itemId))
  const perStatus = Object.entries(found[0]?.tally.counts ?? {})
    .filter(([, count]) => count > 0)
    .map(([status, count]) => ({ status, count }))
  // One row with no page row when the page is empty (the counts' row, joined to none).
  const rows = found.flatMap((row) => (row.page ? [row.page as unknown as SummaryRow] : []))
  return { perStatus, rows }
}
