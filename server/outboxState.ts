// What the outbox holds now, for the metrics (metrics.ts): one grouped query over the outbox
// table (server/db/schema.ts), its rows by state. "retrying" is a pending message that has been
// tried already: it waits for its next attempt (docs/mail.md).
import { sql } from 'drizzle-orm'
import type { Db } from './db/database.ts'

export const mailStates = ['pending', 'retrying', 'sending', 'sent', 'failed'] as const
export type MailState = (typeof mailStates)[number]

/** The states of a message not yet sent: the oldest of these is the one an alert watches. */
export const unsentStates: ReadonlySet<MailState> = new Set(['pending', 'retrying', 'sending'])

export interface OutboxState {
  state: MailState
  messages: number
  /** Delivery attempts made so far for these messages. */
  attempts: number
  /** Age of the oldest of them, in seconds. */
  oldestSeconds: number
}

export async function readOutbox(db: Db): Promise<OutboxState[]> {
  const result = await db.execute(sql`
    select case when status = 'pending' and attempts > 0 then 'retrying' else status end as state,
           count(*)::int as messages,
           coalesce(sum(attempts), 0)::int as attempts,
           extract(epoch from now() - min(created_at))::float8 as "oldestSeconds"
    from outbox
    group by 1`)
  return (result as unknown as { rows: OutboxState[] }).rows
}
