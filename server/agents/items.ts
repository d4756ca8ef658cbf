// One item: everything the visitor sent, its history, and the events agents send it. A change
// carries the version the agent saw and is applied only if the item still has it (`where
// version = seen`, in a transaction with its history entry), so two servers on one PostgreSQL
// never both apply; a requestId sent again gets the first answer, applied once.
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type {
  HistoryEntry,
  ItemDetail,
  ItemEventRefusal,
  ItemEventRequest,
  ItemKind,
  ItemStatus,
} from '../../src/agents/contract.ts'
import type { Sender } from '../../src/machines/itemLifecycle.machine.ts'
import type { Db } from '../db/database.ts'
import { agents, itemHistory, itemRequests, items } from '../db/schema.ts'
import type { WelcomeOptions } from '../welcome/links.ts'
import { runConsequences } from './consequences.ts'
import { asSummary, summaryColumns, type SummaryRow } from './inbox.ts'
import { fieldsOfRow, itemSources } from './kinds.ts'
import { allowedEvents, applyEvent, ConsequenceRefused } from './lifecycle.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type Reader = Db | Tx

/** The source row of the item, field by field as its kind declares them (kinds.ts; when it
 *  arrived is the summary's `receivedAt`, which the console formats). */
async function fieldsOf(db: Reader, kind: ItemKind, id: number): Promise<ItemDetail['fields']> {
  const { table } = itemSources[kind]
  const [row] = await db.select().from(table).where(eq(table.id, id))
  return row ? fieldsOfRow(kind, row) : []
}

const historyColumns = {
  at: itemHistory.at,
  agentId: itemHistory.agentId,
  agentName: agents.displayName,
  event: itemHistory.event,
  from: itemHistory.fromStatus,
  to: itemHistory.toStatus,
  note: itemHistory.note,
  answer: itemHistory.answer,
}

type HistoryRow = { [K in keyof typeof historyColumns]: unknown }

const asEntry = (row: HistoryRow): HistoryEntry => ({
  at: (row.at as Date).toISOString(),
  by:
    row.agentId === null
      ? null
      : { id: row.agentId as number, displayName: (row.agentName as string | null) ?? '' },
  event: row.event as string,
  from: row.from as string,
  to: row.to as string,
  note: row.note as string | null,
  ...(row.answer === null ? {} : { answer: row.answer as string }),
})

async function history(db: Reader, itemId: number, newestOnly = false) {
  const rows = await db
    .select(historyColumns)
    .from(itemHistory)
    .leftJoin(agents, eq(agents.id, itemHistory.agentId))
    .where(eq(itemHistory.itemId, itemId))
    .orderBy(newestOnly ? desc(itemHistory.id) : asc(itemHistory.id))
    .limit(newestOnly ? 1 : 10_000)
  return rows.map(asEntry)
}

async function summaryRow(db: Reader, kind: ItemKind, id: number) {
  const [row] = await db
    .select(summaryColumns)
    .from(items)
    .leftJoin(agents, eq(agents.id, items.ownerId))
    .where(and(eq(items.kind, kind), eq(items.recordId, id)))
  return row as SummaryRow | undefined
}

const stateOf = (row: SummaryRow) => ({
  kind: row.kind as ItemKind,
  status: row.status as ItemStatus,
  ownerId: row.ownerId,
})

/** The item with everything the visitor sent and its history; undefined when there is none. */
export async function itemDetail(
  db: Reader,
  kind: ItemKind,
  id: number,
  by: Sender,
): Promise<ItemDetail | undefined> {
  const row = await summaryRow(db, kind, id)
  if (!row) return undefined
  return {
    item: asSummary(row),
    fields: await fieldsOf(db, kind, id),
    history: await history(db, row.itemId),
    allowedEvents: allowedEvents(stateOf(row), by),
  }
}

export type EventAnswer =
  | { status: 200; body: ItemDetail & { welcomeLink?: string } }
  | { status: 409; body: ItemEventRefusal }
  | { status: 404; body: { error: string } }
  | { status: 422; body: { error: string } }

const noSuchItem = { status: 404, body: { error: 'There is no such item.' } } as const

/** Applies `request` from `by` to the item, once per requestId, with what the lifecycle names
 *  to follow it (consequences.ts: an approval's welcome link, an answer's mail, the end of a
 *  subscription) in the same transaction. A welcome link to send by hand is in this answer
 *  only, never in the stored one a retry gets (only its hash is kept). */
export function sendEvent(
  db: Db,
  kind: ItemKind,
  id: number,
  request: ItemEventRequest,
  by: Sender,
  welcome: WelcomeOptions,
): Promise<EventAnswer> {
  return db.transaction(async (tx) => {
    // The first request with this id holds its row until it commits: a retry arriving
    // meanwhile waits here, then reads the answer.
    const [claimed] = await tx
      .insert(itemRequests)
      .values({ agentId: by.id, requestId: request.requestId })
      .onConflictDoNothing()
      .returning({ requestId: itemRequests.requestId })
    if (!claimed) {
      const [stored] = await tx
        .select({ status: itemRequests.status, answer: itemRequests.answer })
        .from(itemRequests)
        .where(and(eq(itemRequests.agentId, by.id), eq(itemRequests.requestId, request.requestId)))
      return { status: stored!.status, body: stored!.answer } as EventAnswer
    }
    const answer = await decide(tx, kind, id, request, by, welcome)
    const { welcomeLink: _shownOnce, ...stored } = answer.body as { welcomeLink?: string }
    await tx
      .update(itemRequests)
      .set({
        status: answer.status,
        answer: stored,
        itemId:
          answer.status === 404
            ? null
            : sql`(select ${items.id} from ${items} where ${items.kind} = ${kind} and ${items.recordId} = ${id})`,
      })
      .where(and(eq(itemRequests.agentId, by.id), eq(itemRequests.requestId, request.requestId)))
    return answer
  })
}

async function decide(
  tx: Tx,
  kind: ItemKind,
  id: number,
  request: ItemEventRequest,
  by: Sender,
  welcome: WelcomeOptions,
): Promise<EventAnswer> {
  const row = await summaryRow(tx, kind, id)
  if (!row) return noSuchItem
  const refusal = async (reason: 'stale' | 'notAllowed', current: SummaryRow) => {
    const latest = reason === 'stale' ? (await history(tx, current.itemId, true))[0] : undefined
    const allowed = allowedEvents(stateOf(current), by)
    const error =
      reason === 'stale'
        ? latest?.by
          ? `${latest.by.displayName} changed this item (${latest.event}, ${latest.from} to ${latest.to}) since you saw it.`
          : 'This item changed since you saw it.'
        : `A ${current.status} item does not take ${request.event}${allowed.length ? `: it takes ${allowed.join(', ')}` : ''}.`
    const body: ItemEventRefusal = {
      error,
      reason,
      allowedEvents: allowed,
      ...(latest ? { latest } : {}),
      item: asSummary(current),
    }
    return { status: 409, body } as const
  }
  if (row.version !== request.version) return refusal('stale', row)
  const next = applyEvent(stateOf(row), request.event, by, request.answer)
  if (!next) return refusal('notAllowed', row)
  try {
    // A savepoint: a consequence refused undoes the change, and the refusal is still stored
    // (sendEvent) for a retry to read.
    return await tx.transaction(async (change) => {
      const [changed] = await change
        .update(items)
        .set({ status: next.status, ownerId: next.ownerId, version: sql`${items.version} + 1` })
        .where(and(eq(items.id, row.itemId), eq(items.version, request.version)))
        .returning({ itemId: items.id })
      if (!changed) {
        // Another server applied a change between the read and this write.
        return refusal('stale', (await summaryRow(change, kind, id))!)
      }
      await change.insert(itemHistory).values({
        itemId: row.itemId,
        agentId: by.id,
        event: request.event,
        fromStatus: row.status,
        toStatus: next.status,
        note: request.note?.trim() ? request.note : null,
        answer: request.answer ?? null,
      })
      // What the machine names to follow this transition, in the same transaction.
      const outcome = await runConsequences(
        { tx: change, item: { kind, recordId: id, itemId: row.itemId }, welcome },
        next.consequences,
      )
      const detail = (await itemDetail(change, kind, id, by))!
      return { status: 200, body: { ...detail, ...outcome } } as const
    })
  } catch (error) {
    if (error instanceof ConsequenceRefused) {
      return { status: 422, body: { error: error.message } }
    }
    throw error
  }
}
