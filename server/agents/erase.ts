// Erasing a person (an administrator's act): every form row holding the address or profile,
// across all kinds, with their items, histories (notes included) and stored answers, and the
// mail written to the address (its welcome link with it; a subscription's unsubscribe token
// goes with its row) and the local mailbox's copies of it, and the person as a campaign's
// candidate (with their access codes and progress). What remains is an `erasures` row: who, when, how many rows of each kind
// — never the contact.
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { erasureLogLimit, type ErasureLog, type ItemKind } from '../../src/agents/contract.ts'
import type { Db } from '../db/database.ts'
import {
  agents,
  candidates,
  erasures,
  invitationRequests,
  items,
  memberRegistrations,
  outbox,
  reachOutMessages,
  subscriptions,
} from '../db/schema.ts'
import { eraseFromMailbox } from '../mail/transport.ts'

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
    const removed: Record<ItemKind, { id: number }[]> = {
      subscription: await tx
        .delete(subscriptions)
        .where(sql`lower(${subscriptions.email}) = ${address}`)
        .returning({ id: subscriptions.id }),
      registration: await tx
        .delete(memberRegistrations)
        .where(sql`lower(trim(${memberRegistrations.email})) = ${address}`)
        .returning({ id: memberRegistrations.id }),
      message: await tx
        .delete(reachOutMessages)
        .where(sql`lower(trim(${reachOutMessages.email})) = ${address}`)
        .returning({ id: reachOutMessages.id }),
      invitation: await tx
        .delete(invitationRequests)
        .where(sql`lower(trim(${invitationRequests.contactInfo})) = ${address}`)
        .returning({ id: invitationRequests.id }),
    }
    const erased: Record<string, number> = {}
    for (const [kind, rows] of Object.entries(removed)) {
      erased[kind] = rows.length
      if (!rows.length) continue
      // The items' histories and stored answers go with them (on delete cascade).
      await tx.delete(items).where(
        and(
          eq(items.kind, kind),
          inArray(
            items.recordId,
            rows.map((row) => row.id),
          ),
        ),
      )
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
