// Newsletter subscriptions and their one-click unsubscribe (issue 31). A new subscription
// enqueues its confirmation mail in the same transaction, with an unsubscribe link: 32 random
// bytes, base64url, of which only the SHA-256 is stored. The link never expires (a letter
// months later must still let the reader leave) and needs no sign-in: the token is the
// credential. Subscribing again while subscribed changes nothing and mails nothing; once
// unsubscribed, subscribing again makes a new subscription (a new item, a new link and mail),
// and the old one stays in the console as unsubscribed. A new one notifies the Talent Agents
// (server/agents/notices.ts) in the same transaction.
import { randomBytes } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { ItemStatus } from '../../src/agents/contract.ts'
import type { Sender } from '../../src/machines/itemLifecycle.machine.ts'
import { applyEvent } from '../agents/lifecycle.ts'
import { noticeNewItem } from '../agents/notices.ts'
import { endpointPath } from '../api/context.ts'
import { hashToken } from '../auth/tokens.ts'
import type { Db } from '../db/database.ts'
import { builtOnceForSessions } from '../db/prepared.ts'
import { itemHistory, items, subscriptions } from '../db/schema.ts'
import { mailAddress } from '../mail/message.ts'
import { enqueueMail } from '../mail/outbox.ts'
import { confirmationMail } from './mail.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** The path of the unsubscribe link, on the API (GET: a page with a button; POST: done). */
export const unsubscribePath = endpointPath('unsubscribe')

/** A token has this shape (32 bytes, base64url): anything else is refused without a query. */
const tokenShape = /^[A-Za-z0-9_-]{43}$/

/** The visitor, as the lifecycle's sender of UNSUBSCRIBE: a subscription's transitions check
 *  no sender, and the history records no agent (agentId null). */
const visitor: Sender = { id: 0, role: 'agent' }

/** The new subscription, or none when a running one has the address: its SQL built once, run
 *  on the subscription's transaction (one per request of the busiest form). */
const insertSubscription = builtOnceForSessions<{ id: number; email: string }>(
  'subscription_insert',
  (db) =>
    db
      .insert(subscriptions)
      .values({
        email: sql.placeholder('email') as never,
        unsubscribeTokenHash: sql.placeholder('hash') as never,
      })
      // Only the running subscription's index can refuse it: the hash is new.
      .onConflictDoNothing()
      .returning({ id: subscriptions.id, email: subscriptions.email })
      .toSQL(),
)

/**
 * Adds `email` unless a running subscription has it (in any case), and answers the stored
 * spelling. A new one gets its confirmation mail, with `origin`'s unsubscribe link, in the
 * same transaction; an address the outbox would refuse (the form's check is looser) is
 * subscribed without one.
 */
export function subscribe(db: Db, email: string, origin: string): Promise<string> {
  return db.transaction(async (tx) => {
    const token = randomBytes(32).toString('base64url')
    const [added] = await insertSubscription(tx, { email, hash: hashToken(token) })
    if (!added) {
      const [stored] = await tx
        .select({ email: subscriptions.email })
        .from(subscriptions)
        .where(
          and(
            sql`lower(${subscriptions.email}) = lower(${email})`,
            isNull(subscriptions.unsubscribedAt),
          ),
        )
      return stored!.email
    }
    if (mailAddress.safeParse(email).success) {
      const link = `${origin}${unsubscribePath}?token=${token}`
      // The token unsubscribes whoever holds it: masked for staff, scrubbed once sent.
      await enqueueMail(tx, { to: email, ...confirmationMail({ link, origin }), secrets: [token] })
    }
    await noticeNewItem(tx, 'subscription', added.id, origin)
    return added.email
  })
}

/**
 * Ends subscription `id` with `tx`: marked unsubscribed, and its item moved to `unsubscribed`
 * with a history entry when the lifecycle lets it (an item marked spam stays so). `by`: the
 * agent who did it from the console (who recorded the item's change already), or the visitor.
 */
export async function endSubscription(tx: Tx, id: number, by: 'agent' | 'visitor') {
  // The row's lock orders two at once: the second finds it ended and changes nothing.
  const ended = await tx
    .update(subscriptions)
    .set({ unsubscribedAt: sql`now()` })
    .where(and(eq(subscriptions.id, id), isNull(subscriptions.unsubscribedAt)))
    .returning({ id: subscriptions.id })
  if (by === 'agent' || !ended.length) return
  const [item] = await tx
    .select({ id: items.id, status: items.status })
    .from(items)
    .where(and(eq(items.kind, 'subscription'), eq(items.recordId, id)))
  if (!item) return
  const state = { kind: 'subscription', status: item.status as ItemStatus, ownerId: null } as const
  const next = applyEvent(state, 'UNSUBSCRIBE', visitor)
  if (!next) return
  await tx
    .update(items)
    .set({ status: next.status, version: sql`${items.version} + 1` })
    .where(eq(items.id, item.id))
  await tx.insert(itemHistory).values({
    itemId: item.id,
    agentId: null,
    event: 'UNSUBSCRIBE',
    fromStatus: item.status,
    toStatus: next.status,
    note: 'By the link in the confirmation mail.',
  })
}

/** The subscription of `token`, if one has it (running or ended); else undefined (unknown,
 *  forged or cut short alike). */
export async function subscriptionOf(db: Db, token: string): Promise<number | undefined> {
  if (!tokenShape.test(token)) return undefined
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.unsubscribeTokenHash, hashToken(token)))
  return row?.id
}

/** Unsubscribes the subscription of `token`: true when there is one (ended now or before:
 *  a second unsubscribe is as good as the first), false when no subscription has it. */
export async function unsubscribe(db: Db, token: string): Promise<boolean> {
  const id = await subscriptionOf(db, token)
  if (id === undefined) return false
  await db.transaction((tx) => endSubscription(tx, id, 'visitor'))
  return true
}
