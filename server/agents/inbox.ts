// The inbox's reads: one page of items, newest first, keyset paged on (received_at, id) so
// that a page costs the same at the end of 100,000 items as at the start (no OFFSET); the
// counts per status; the pages of the CSV export. Each filter has an index in that order
// (server/db/schema.ts).
import { and, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm'
import type { InboxQuery, ItemKind, ItemStatus, ItemSummary } from '../../src/agents/contract.ts'
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
  return match ? { micros: match[1]!, id: Number(match[2]) } : undefined
}

const dayAfter = (date: string) => sql`(${date}::date + 1)::timestamp at time zone 'UTC'`
/** `like` text for "contains `text`", its wildcards taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`

/** The conditions of the filters; without `status` when counting per status. */
function conditions(filters: InboxFilters, { status = true } = {}): SQL[] {
  const where: SQL[] = []
  if (filters.kind) where.push(eq(items.kind, filters.kind))
  if (status && filters.status) where.push(eq(items.status, filters.status))
  if (filters.owner === 'none') where.push(isNull(items.ownerId))
  else if (filters.owner) where.push(eq(items.ownerId, Number(filters.owner)))
  if (filters.from) {
    where.push(gte(items.receivedAt, sql`${filters.from}::date::timestamp at time zone 'UTC'`))
  }
  if (filters.to) where.push(lt(items.receivedAt, dayAfter(filters.to)))
  if (filters.q?.trim()) {
    where.push(sql`${items.search} like ${containing(filters.q.trim())} escape '\\'`)
  }
  return where
}

export const summaryColumns = {
  itemId: items.id,
  kind: items.kind,
  id: items.recordId,
  status: items.status,
  title: items.title,
  contact: items.contact,
  ownerId: items.ownerId,
  ownerName: agents.displayName,
  receivedAt: items.receivedAt,
  version: items.version,
  micros: sql<string>`(extract(epoch from ${items.receivedAt}) * 1000000)::bigint::text`,
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

/** Up to `limit` items of the filters after `cursor`, newest first. */
export async function itemRows(
  db: Db,
  filters: InboxFilters,
  cursor: Cursor | undefined,
  limit: number,
): Promise<SummaryRow[]> {
  const where = conditions(filters)
  if (cursor) {
    where.push(
      sql`(${items.receivedAt}, ${items.id}) < (timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond', ${cursor.id})`,
    )
  }
  return (await db
    .select(summaryColumns)
    .from(items)
    .leftJoin(agents, eq(agents.id, items.ownerId))
    .where(and(...where))
    .orderBy(desc(items.receivedAt), desc(items.id))
    .limit(limit)) as SummaryRow[]
}

export const cursorOf = (row: SummaryRow): Cursor => ({ micros: row.micros, id: row.itemId })
export const cursorAfter = (row: SummaryRow) => encodeCursor(cursorOf(row))

/** How many items match the filters other than status, per status: from item_counts (kept by
 *  a trigger) when at most the kind filters, else counted. */
export async function statusCounts(db: Db, filters: InboxFilters): Promise<Record<string, number>> {
  const others = conditions(filters, { status: false })
  const byKindOnly = !filters.owner && !filters.from && !filters.to && !filters.q?.trim()
  const rows = byKindOnly
    ? await db
        .select({ status: itemCounts.status, count: sql<number>`sum(${itemCounts.count})::int` })
        .from(itemCounts)
        .where(filters.kind ? eq(itemCounts.kind, filters.kind) : undefined)
        .groupBy(itemCounts.status)
    : await db
        .select({ status: items.status, count: sql<number>`count(*)::int` })
        .from(items)
        .where(and(...others))
        .groupBy(items.status)
  return Object.fromEntries(
    rows.filter((row) => row.count > 0).map((row) => [row.status, row.count]),
  )
}
