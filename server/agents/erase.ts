// Erasing a person (an administrator's act): every form row holding the address or profile,
// across all kinds (each kind's rule: kinds.ts), with their items, histories (notes included)
// and stored answers, and the mail written to the address (its welcome link with it; a
// subscription's unsubscribe token goes with its row) and the local mailbox's copies of it, and
// the person as a campaign's candidate (with their access codes and progress). What remains is
// an `erasures` row: who, when, how many rows of each kind — never the contact.
import { and, desc, eq, sql } from 'drizzle-orm'
import { erasureLogLimit, itemKinds, type ErasureLog } from '../../src/agents/contract.ts'
import type { Db } from '../db/database.ts'
import { agents, candidates, erasures, items, outbox } from '../db/schema.ts'
import { eraseFromMailbox } from '../mail/transport.ts'
import { itemSources } from './kinds.ts'

/** Where the local mailbox is (transport.ts): its copies of the person's mail are removed. */
export interface EraseOptions {
  /** The data directory whose mailbox holds delivered mail, when there is one. */
  dataDir?: string
}

export async function erase(
  db: Db,
  contact: string,
  agentId: number,
  { dataDir }: EraseOptions = {},
) {
  const address = contact.trim().toLowerCase()
  const messageIds: string[] = []
  const erased = await db.transaction(async (tx) => {
    const erased: Record<string, number> = {}
    for (const kind of itemKinds) {
      const { table, ofPerson } = itemSources[kind]
      const rows = await tx.delete(table).where(ofPerson(address)).returning({ id: table.id })
      erased[kind] = rows.length
      if (!rows.length) continue
      // The items' histories and stored answers go with them (on delete cascade).
      // One array parameter, not one per row: a person may have sent more forms than the
      // 65,535 parameters a statement takes.
      const ids = rows.map((row) => row.id)
      await tx
        .delete(items)
        .where(and(eq(items.kind, kind), sql`${items.recordId} = any(${sql.param(ids)}::int[])`))
    }
    const invited = await tx
      .delete(candidates) // their access codes go with them (on delete cascade)
      .where(sql`lower(trim(${candidates.email})) = ${address}`)
      .returning({ id: candidates.id })
    if (invited.length) erased.candidate = invited.length
    // A message in flight is let go too: the sender's record of it then changes no row.
    const mail = await tx
      .delete(outbox)
      .where(sql`lower(trim(${outbox.to})) = ${address}`)
      .returning({ id: outbox.id, messageId: outbox.messageId })
    if (mail.length) erased.mail = mail.length
    messageIds.push(...mail.map((row) => row.messageId))
    await tx.insert(erasures).values({ agentId, counts: erased })
    return erased
  })
  // Once the rows are gone for good: the delivered copies in the local mailbox (its files
  // hold the address, the name, the text and any link). A mailbox left from a run without
  // SMTP_URL is cleaned too.
  if (dataDir) eraseFromMailbox(dataDir, address, messageIds)
  return erased
}

/** The newest erasures, newest first, with the name of the administrator who made each. */
export async function erasureLog(db: Db): Promise<ErasureLog> {
  const rows = await db
    .select({ id: erasures.id, at: erasures.at, by: agents.displayName, counts: erasures.counts })
    .from(erasures)
    .leftJoin(agents, eq(agents.id, erasures.agentId))
    .orderBy(desc(erasures.at), desc(erasures.id))
    .limit(erasureLogLimit)
  return {
    erasures: rows.map((row) => ({
      ...row,
      at: row.at.toISOString(),
      counts: row.counts as Record<string, number>,
    })),
  }
}
