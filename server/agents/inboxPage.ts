// One page of the inbox with its counts per status, in as few statements as its filters allow
// (issue 46): a search's from one (inboxSearch.ts), a page of at most a kind and a status from
// one (the counts kept by the trigger read beside it), an owner's or dates' from two.
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import { builtOnceForSessions } from '../db/prepared.ts'
import { agents, itemCounts, items } from '../db/schema.ts'
import {
  olderThan,
  itemRows,
  statusCounts,
  type Cursor,
  type InboxFilters,
  type StatusCounts,
  type SummaryRow,
} from './inbox.ts'
import { searchPage } from './inboxSearch.ts'
import { countsObject, pageSelection } from './pageWithCounts.ts'

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

/** A kinds page's row as the database names its columns: the counts beside each (see
 *  pageWithCounts), the time as text (Drizzle's parsers keep it so). */
interface KindsPageRow {
  counts: Record<string, number> | null
  id: number | null
  kind: string
  record_id: number
  status: string
  title: string
  contact: string | null
  owner_id: number | null
  received_at: string
  version: number
  display_name: string | null
  micros: string
}

/** Which filters a kinds page has: each shape is its own statement, built once. */
type Shape = { kind: boolean; status: boolean; cursor: boolean }

/** The kinds page's statement of one shape, its values as placeholders (`kindsPage`). The
 *  builders' SQL cost more of PGlite's thread than the query (a profile of the bench's pages:
 *  Drizzle building each statement and mapping its rows, next to PGlite's own decoding). */
function buildKindsPage(db: Db, shape: Shape) {
  const kind = sql.placeholder('kind')
  const perStatus = db
    .select({ status: itemCounts.status, n: sql<number>`sum(${itemCounts.count})::int`.as('n') })
    .from(itemCounts)
    .where(shape.kind ? eq(itemCounts.kind, kind) : undefined)
    .groupBy(itemCounts.status)
    .as('per_status')
  const tally = db.select({ counts: countsObject() }).from(perStatus).as('tally')
  const where = [
    shape.kind ? eq(items.kind, kind) : undefined,
    shape.status ? eq(items.status, sql.placeholder('status')) : undefined,
    shape.cursor
      ? olderThan(items.receivedAt, items.id, {
          micros: sql.placeholder('micros') as unknown as string,
          id: sql.placeholder('id') as unknown as number,
        })
      : undefined,
  ]
  const page = db
    .select(pageSelection())
    .from(items)
    .leftJoin(agents, eq(agents.id, items.ownerId))
    .where(and(...where))
    .orderBy(desc(items.receivedAt), desc(items.id))
    .limit(sql.placeholder('limit'))
    .as('page')
  return db
    .select()
    .from(tally)
    .leftJoin(page, sql`true`)
    .orderBy(desc(page.receivedAt), desc(page.itemId))
    .toSQL()
}

const kindsPageStatements = new Map<string, ReturnType<typeof builtOnceForSessions<KindsPageRow>>>()

/** A page filtered at most by kind and status, and the counts of its kind per status from
 *  item_counts (what `itemRows` and `statusCounts` read, in one statement built once). */
async function kindsPage(db: Db, filters: InboxFilters, cursor: Cursor | undefined, limit: number) {
  const shape = { kind: !!filters.kind, status: !!filters.status, cursor: !!cursor }
  const key = `inbox_page_${+shape.kind}${+shape.status}${+shape.cursor}`
  let statement = kindsPageStatements.get(key)
  if (!statement) {
    statement = builtOnceForSessions<KindsPageRow>(key, (db) => buildKindsPage(db, shape))
    kindsPageStatements.set(key, statement)
  }
  const found = await statement(db, {
    kind: filters.kind,
    status: filters.status,
    micros: cursor?.micros,
    id: cursor?.id,
    limit,
  })
  const counts = Object.entries(found[0]?.counts ?? {}).filter(([, count]) => count > 0)
  const rows = found.flatMap((row): SummaryRow[] =>
    row.id === null
      ? []
      : [
          {
            itemId: row.id,
            kind: row.kind,
            id: row.record_id,
            status: row.status,
            title: row.title,
            contact: row.contact,
            ownerId: row.owner_id,
            ownerName: row.display_name,
            // PostgreSQL's text of a timestamptz ("… 13:32:00.123456+00"): a Date as Drizzle
            // makes one from it.
            receivedAt: new Date(row.received_at),
            version: row.version,
            micros: row.micros,
          },
        ],
  )
  return { rows, counts: { counts: Object.fromEntries(counts) } }
}
