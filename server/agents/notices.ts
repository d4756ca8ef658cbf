// Telling Talent Agents of new requests (issue 31): each enabled account with an address and
// notices `each` gets a mail per new item, written to the outbox in the request's own
// transaction; accounts with `digest` get the item queued (agent_digest_items) in that same
// transaction, and one mail per period lists what is queued (sendDigest). A request that
// rolls back leaves neither.
import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm'
import type { ItemKind } from '../../src/agents/contract.ts'
import type { Db } from '../db/database.ts'
import { builtOnceForSessions } from '../db/prepared.ts'
import { agentDigestItems, agents, items } from '../db/schema.ts'
import { oneLineName } from '../mail/message.ts'
import { enqueueMail } from '../mail/outbox.ts'
import { digestLinkLimit, digestNotice, eachNotice, type NoticeItem } from './noticeMail.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** The most accounts one request notifies, and one digest run serves: staff, not members. */
export const noticeAccountLimit = 500

/** Enabled accounts with an address whose notices are one of `choices`. */
const listening = (choices: ('each' | 'digest')[]) =>
  and(eq(agents.disabled, false), isNotNull(agents.email), inArray(agents.notices, choices))

/** The accounts told of a new request: its SQL built once, run on the request's transaction
 *  (every subscription asks; server/db/prepared.ts). */
const staffListening = builtOnceForSessions<{
  id: number
  email: string | null
  display_name: string
  notices: string
}>('staff_listening', (db) =>
  db
    .select({
      id: agents.id,
      email: agents.email,
      displayName: agents.displayName,
      notices: agents.notices,
    })
    .from(agents)
    .where(listening(['each', 'digest']))
    .orderBy(asc(agents.id))
    .limit(noticeAccountLimit)
    .toSQL(),
)

/**
 * Notifies the staff of the item the trigger made for the form row `recordId` of `kind`, with
 * `tx`, the transaction that inserted the row. `origin`: where the console is reached.
 */
export async function noticeNewItem(tx: Tx, kind: ItemKind, recordId: number, origin: string) {
  const recipients = (await staffListening(tx)).map((row) => ({
    id: row.id,
    email: row.email,
    displayName: row.display_name,
    notices: row.notices,
  }))
  // Most requests arrive with nobody listening: then one query, not two.
  if (!recipients.length) return
  const [item] = await tx
    .select({ id: items.id, receivedAt: items.receivedAt })
    .from(items)
    .where(and(eq(items.kind, kind), eq(items.recordId, recordId)))
  if (!item) return
  const notice: NoticeItem = { kind, recordId, receivedAt: item.receivedAt }
  const queued = recipients.filter((agent) => agent.notices === 'digest')
  if (queued.length) {
    await tx
      .insert(agentDigestItems)
      .values(queued.map((agent) => ({ agentId: agent.id, itemId: item.id, ...notice })))
      .onConflictDoNothing()
  }
  for (const agent of recipients.filter((each) => each.notices === 'each')) {
    await enqueueMail(tx, {
      to: agent.email!,
      toName: oneLineName(agent.displayName),
      ...eachNotice(notice, origin, agent.displayName),
    })
  }
}

/** Enabled digest accounts with something queued whose last digest is a period old (or none):
 *  the candidates of one run, at most `noticeAccountLimit`. */
export async function digestCandidates(db: Db, periodMs: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: agents.id })
    .from(agents)
    .innerJoin(agentDigestItems, eq(agentDigestItems.agentId, agents.id))
    .where(and(listening(['digest']), periodOver(periodMs)))
    .orderBy(asc(agents.id))
    .limit(noticeAccountLimit)
  return rows.map((row) => row.id)
}

const periodOver = (periodMs: number) =>
  or(
    isNull(agents.lastDigestAt),
    sql`${agents.lastDigestAt} <= now() - ${`${periodMs} milliseconds`}::interval`,
  )

/**
 * Claims this period's digest of account `agentId` and writes it, in one transaction: the
 * UPDATE of `last_digest_at` matches only while the period is over, and the row's lock makes a
 * second instance's claim wait, then find the period taken (PostgreSQL evaluates its WHERE
 * again on the updated row). The queued items are taken with one DELETE … RETURNING in the
 * same transaction, so a crash before the commit leaves them queued and the claim unmade.
 * Returns whether a digest was written.
 */
export function sendDigest(db: Db, agentId: number, periodMs: number, origin: string) {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(agents)
      .set({ lastDigestAt: sql`now()` })
      .where(and(eq(agents.id, agentId), listening(['digest']), periodOver(periodMs)))
      .returning({ email: agents.email, displayName: agents.displayName })
    if (!claimed) return false
    const taken = await tx
      .delete(agentDigestItems)
      .where(eq(agentDigestItems.agentId, agentId))
      .returning({
        itemId: agentDigestItems.itemId,
        kind: agentDigestItems.kind,
        recordId: agentDigestItems.recordId,
        receivedAt: agentDigestItems.receivedAt,
      })
    if (!taken.length) return false
    const arrived = taken
      .map((row) => ({ ...row, kind: row.kind as ItemKind }))
      .sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime() || a.itemId - b.itemId)
    const counts: Partial<Record<ItemKind, number>> = {}
    for (const item of arrived) counts[item.kind] = (counts[item.kind] ?? 0) + 1
    await enqueueMail(tx, {
      to: claimed.email!,
      toName: oneLineName(claimed.displayName),
      ...digestNotice(
        arrived.slice(0, digestLinkLimit),
        arrived.length,
        counts,
        origin,
        claimed.displayName,
      ),
    })
    return true
  })
}

/** One digest run: every candidate's digest, one transaction each. Returns how many went. */
export async function runDigests(db: Db, periodMs: number, origin: string): Promise<number> {
  let sent = 0
  for (const id of await digestCandidates(db, periodMs)) {
    if (await sendDigest(db, id, periodMs, origin)) sent += 1
  }
  return sent
}
