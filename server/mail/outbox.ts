// The outbox: mail is written here in the transaction of the change that causes it, and a
// worker (worker.ts) claims each due message with a lease, sends it and records the outcome;
// a retry is only the row's `next_attempt_at`, which the next claim after it reads. The
// claim is one UPDATE of a row picked with FOR UPDATE SKIP LOCKED: instances sharing one
// PostgreSQL never claim the same row while its lease holds; a sender that dies leaves its
// lease to run out, and the next claim sends the message again (with the same Message-ID).
import { and, desc, eq, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import { builtOnceForSessions, type Session } from '../db/prepared.ts'
import { outbox } from '../db/schema.ts'
import { mailDomain, newMessageId, outgoingMail, type OutgoingMail } from './message.ts'
import { masked } from './secrets.ts'

export type OutboxRow = typeof outbox.$inferSelect
export type OutboxStatus = OutboxRow['status']

/** What a claim answers of its message: what the delivery needs, not the row's bookkeeping
 *  (its state, lease and times, which the database would send and the driver parse for every
 *  message, five of them dates). */
const claimedColumns = {
  id: outbox.id,
  messageId: outbox.messageId,
  to: outbox.to,
  toName: outbox.toName,
  subject: outbox.subject,
  text: outbox.text,
  html: outbox.html,
  headers: outbox.headers,
  secrets: outbox.secrets,
  attempts: outbox.attempts,
}

/** A claimed message, as its delivery reads it. */
export type ClaimedMessage = Pick<OutboxRow, keyof typeof claimedColumns>

let written = 0

/** How many messages this process has written to the outbox or made due again (committed or
 *  not): a change across a request says it has mail to send (afterWrite.ts). */
export const outboxWrites = () => written

/** The outbox's insert, a placeholder for each value, run on the caller's transaction. */
const insertMessage = builtOnceForSessions<{ id: number; message_id: string }>(
  'outbox_insert',
  (db) => {
    const value = (name: string) => sql.placeholder(name) as never
    return db
      .insert(outbox)
      .values({
        messageId: value('messageId'),
        to: value('to'),
        toName: value('toName'),
        subject: value('subject'),
        text: value('text'),
        html: value('html'),
        headers: value('headers'),
        secrets: value('secrets'),
      })
      .returning({ id: outbox.id, messageId: outbox.messageId })
      .toSQL()
  },
)

/**
 * Writes `message` to the outbox with `tx`, the caller's transaction: the message exists
 * exactly when the change that causes it is committed. Throws a ZodError for a message that
 * could inject headers or is not one valid address. Returns the new row's id and Message-ID.
 * One is written for every subscription: its SQL is built once (builtOnceForSessions).
 */
export async function enqueueMail(
  tx: Session,
  message: OutgoingMail,
  { domain = mailDomain() }: { domain?: string } = {},
): Promise<{ id: number; messageId: string }> {
  const checked = outgoingMail.parse(message)
  const [row] = await insertMessage(tx, {
    messageId: newMessageId(domain),
    to: checked.to,
    toName: checked.toName ?? null,
    subject: checked.subject,
    text: checked.text,
    html: checked.html ?? null,
    headers: checked.headers ?? {},
    secrets: checked.secrets ?? [],
  })
  written += 1
  return { id: row!.id, messageId: row!.message_id }
}

/** Due: waiting and its time has come, or claimed by a sender whose lease ran out. */
const due = or(
  and(eq(outbox.status, 'pending'), sql`${outbox.nextAttemptAt} <= now()`),
  and(eq(outbox.status, 'sending'), sql`${outbox.leaseUntil} < now()`),
)!

/** What a claim is run with: the values themselves, or placeholders of a prepared statement. */
interface ClaimValues {
  instance: unknown
  /** The lease as an interval's text: `300000 milliseconds`. */
  lease: unknown
  /** The ids this instance holds, as one array (empty when none). */
  held: unknown
}

/** The claim of the message due longest: one statement whatever is held, so that it is built
 *  and (on PostgreSQL) parsed once. */
function claimQuery(db: Db, values: ClaimValues) {
  const next = sql`(select ${outbox.id} from ${outbox}
    where ${due} and ${outbox.id} <> all(${sql.param(values.held)}::integer[])
    order by ${outbox.nextAttemptAt}, ${outbox.id} limit 1 for update skip locked)`
  return db
    .update(outbox)
    .set({
      status: 'sending',
      attempts: sql`${outbox.attempts} + 1`,
      leaseUntil: sql`now() + ${sql.param(values.lease)}::interval`,
      leasedBy: sql`${sql.param(values.instance)}`,
    })
    .where(eq(outbox.id, next))
    .returning(claimedColumns)
}

const leaseText = (leaseMs: number) => `${leaseMs} milliseconds`

/** The statement that claims the message due longest, for `leaseMs`, counting an attempt.
 *  `held`: the messages this instance is delivering, never claimed again by its poll (a slow
 *  delivery past its lease would otherwise be sent twice by the same instance).
 *  The prepared claim's own text with these values, so that its plan can be checked
 *  (tests/server/outbox.test.ts). */
export function claimNextStatement(db: Db, instance: string, leaseMs: number, held: number[] = []) {
  return claimQuery(db, { instance, lease: leaseText(leaseMs), held })
}

/** A claimed row as the database names its columns (builtOnceForSessions). */
interface ClaimedRow {
  id: number
  message_id: string
  to: string
  to_name: string | null
  subject: string
  text: string
  html: string | null
  headers: Record<string, string>
  secrets: string[]
  attempts: number
}

const placeholder = (name: string) => sql.placeholder(name)

/**
 * The worker's statements, built once (server/db/prepared.ts) and run on the database it is
 * given: it runs them for every message, and building a statement's SQL with Drizzle cost more
 * of the server's time than anything else the bare server does not do (docs/performance.md).
 */
const claimStatement = builtOnceForSessions<ClaimedRow>('outbox_claim_next', (db) =>
  claimQuery(db, {
    instance: placeholder('instance'),
    lease: placeholder('lease'),
    held: placeholder('held'),
  }).toSQL(),
)

const sentValues = {
  status: 'sent',
  sentAt: sql`now()`,
  leaseUntil: null,
  lastError: null,
} as const
const byId = eq(outbox.id, placeholder('id'))

const sentStatement = builtOnceForSessions('outbox_sent', (db) =>
  db.update(outbox).set(sentValues).where(byId).toSQL(),
)

/** The row's secrets masked in the same write (secrets.ts): a placeholder per column. */
const sentMaskedStatement = builtOnceForSessions('outbox_sent_masked', (db) =>
  db
    .update(outbox)
    .set({
      ...sentValues,
      text: placeholder('text') as never,
      html: placeholder('html') as never,
      headers: placeholder('headers') as never,
      secrets: placeholder('secrets') as never,
    })
    .where(byId)
    .toSQL(),
)

/** Claims the message due longest (claimNextStatement); undefined when none is due (or every
 *  due one is being claimed by another instance right now). */
export async function claimNext(
  db: Db,
  instance: string,
  leaseMs: number,
  held: number[] = [],
): Promise<ClaimedMessage | undefined> {
  const [row] = await claimStatement(db, { instance, lease: leaseText(leaseMs), held })
  return (
    row && {
      id: row.id,
      messageId: row.message_id,
      to: row.to,
      toName: row.to_name,
      subject: row.subject,
      text: row.text,
      html: row.html,
      headers: row.headers,
      secrets: row.secrets,
      attempts: row.attempts,
    }
  )
}

const heldBy = (id: number, instance: string) =>
  and(eq(outbox.id, id), eq(outbox.status, 'sending'), eq(outbox.leasedBy, instance))!

/** The server took `message`. Recorded whoever holds it now: it was delivered. Its secrets
 *  are scrubbed from the row in the same write: the recipient has them, no copy is kept. */
export async function recordSent(
  db: Db,
  message: Pick<OutboxRow, 'id' | 'text' | 'html' | 'headers' | 'secrets'>,
): Promise<void> {
  if (!message.secrets.length) await sentStatement(db, { id: message.id })
  else await sentMaskedStatement(db, { id: message.id, ...masked(message) })
}

/** The attempt failed for now: the message is due again in `waitMs` (`next_attempt_at`, which
 *  the poll of any instance reads: no timer waits for it), its claim released. */
export async function recordRetry(
  db: Db,
  id: number,
  instance: string,
  waitMs: number,
  error: string,
): Promise<void> {
  await db
    .update(outbox)
    .set({
      status: 'pending',
      nextAttemptAt: sql`now() + ${`${waitMs} milliseconds`}::interval`,
      leaseUntil: null,
      lastError: error,
    })
    .where(heldBy(id, instance))
}

/** The message will not go: failed, with the reason, for the console. */
export async function recordFailure(
  db: Db,
  id: number,
  instance: string,
  error: string,
): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'failed', leaseUntil: null, leasedBy: null, lastError: error })
    .where(heldBy(id, instance))
}

/** What the console lists of a message: no body. */
export interface OutboxEntry {
  id: number
  messageId: string
  to: string
  toName: string | null
  subject: string
  status: OutboxStatus
  attempts: number
  nextAttemptAt: Date
  lastError: string | null
  createdAt: Date
  sentAt: Date | null
}

export interface OutboxQuery {
  status?: OutboxStatus
  /** The id of the last entry of the previous page: entries older than it. */
  after?: number
  /** At most this many (1 to 200, 50 by default). */
  limit?: number
}

/** The outbox, newest first, a page at a time (for the console). */
export async function listOutbox(db: Db, query: OutboxQuery = {}): Promise<OutboxEntry[]> {
  const limit = Math.min(Math.max(Math.trunc(query.limit ?? 50), 1), 200)
  const rows = await db
    .select({
      id: outbox.id,
      messageId: outbox.messageId,
      to: outbox.to,
      toName: outbox.toName,
      subject: outbox.subject,
      status: outbox.status,
      attempts: outbox.attempts,
      nextAttemptAt: outbox.nextAttemptAt,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(
      and(
        query.status ? eq(outbox.status, query.status) : undefined,
        query.after !== undefined ? lt(outbox.id, query.after) : undefined,
      ),
    )
    .orderBy(desc(outbox.id))
    .limit(limit)
  return rows
}

/** One message, body included, or undefined. Its secrets are in it while it is not sent yet:
 *  the console reads it masked (secrets.ts). */
export async function getOutboxMessage(db: Db, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id))
  return row
}

/**
 * Sends a failed message again (an agent's resend from the console): it becomes due now, with
 * its attempts counted afresh and its Message-ID kept. False when there is no failed message
 * `id` (a message on its way or sent is left alone).
 */
export async function retryMessage(
  db: Db,
  id: number,
  /** The agent who asked (recorded on the message for the console), if an agent did. */
  by?: number,
): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({
      status: 'pending',
      attempts: 0,
      nextAttemptAt: sql`now()`,
      leasedBy: null,
      ...(by === undefined ? {} : { resentBy: by, resentAt: sql`now()` }),
    })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
    .returning({ id: outbox.id })
  if (rows.length === 1) written += 1
  return rows.length === 1
}
