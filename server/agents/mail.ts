// The console's mail (issue 31): the outbox newest first, a page at a time (keyset: the last
// id seen), one message's headers, plain text and HTML, and "Send again" for a failed one, recorded
// with the agent who asked. Any staff account may use them (src/agents/contract.ts); the
// secrets a message carries are masked (server/mail/secrets.ts).
import { eq } from 'drizzle-orm'
import type { MailDetail, MailPage, MailSummary } from '../../src/agents/contract.ts'
import type { Db } from '../db/database.ts'
import { agents } from '../db/schema.ts'
import { errorResponse } from '../http/responses.ts'
import { getOutboxMessage, listOutbox, retryMessage, type OutboxEntry } from '../mail/outbox.ts'
import { masked } from '../mail/secrets.ts'
import type { ConsoleRoute } from './consoleRoute.ts'

const iso = (date: Date | null) => (date ? date.toISOString() : null)

function asMailSummary(entry: OutboxEntry): MailSummary {
  return {
    id: entry.id,
    status: entry.status,
    to: entry.to,
    toName: entry.toName,
    subject: entry.subject,
    attempts: entry.attempts,
    nextAttemptAt: entry.nextAttemptAt.toISOString(),
    lastError: entry.lastError,
    createdAt: entry.createdAt.toISOString(),
    sentAt: iso(entry.sentAt),
  }
}

/** The message as the console shows it, or undefined. The headers are those the row holds
 *  (nodemailer adds From, Date and the MIME headers when it sends). Its secrets (a welcome
 *  link's token, an access code) are masked here, before anything leaves the server: no staff
 *  member reads what only the recipient may (a sent message's row no longer holds them). */
export async function mailDetailOf(db: Db, id: number): Promise<MailDetail | undefined> {
  const stored = await getOutboxMessage(db, id)
  if (!stored) return undefined
  const row = { ...stored, ...masked(stored) }
  const [resentBy] = row.resentBy
    ? await db
        .select({ displayName: agents.displayName })
        .from(agents)
        .where(eq(agents.id, row.resentBy))
    : []
  return {
    message: asMailSummary(row),
    messageId: row.messageId,
    headers: [
      { name: 'Message-ID', value: row.messageId },
      { name: 'To', value: row.toName ? `${row.toName} <${row.to}>` : row.to },
      { name: 'Subject', value: row.subject },
      ...Object.entries(row.headers).map(([name, value]) => ({ name, value })),
    ],
    text: row.text,
    html: row.html,
    resent: row.resentAt
      ? { at: row.resentAt.toISOString(), by: resentBy?.displayName ?? null }
      : null,
  }
}

/** The console's mail calls, registered with `route` (consoleRoute.ts). */
export function mailCalls(route: ConsoleRoute, db: Db) {
  route('mail', async (c) => {
    const { status, after, limit } = c.req.valid('query')
    const size = limit ? Number(limit) : 50
    const rows = await listOutbox(db, {
      ...(status ? { status } : {}),
      ...(after ? { after: Number(after) } : {}),
      limit: size + 1,
    })
    const page = rows.slice(0, size)
    return c.json({
      messages: page.map(asMailSummary),
      next: rows.length > size ? String(page.at(-1)!.id) : null,
    } satisfies MailPage)
  })

  route('mailMessage', async (c) => {
    const detail = await mailDetailOf(db, Number(c.req.param('id')))
    return detail ? c.json(detail) : errorResponse(c, 404, 'There is no such message.')
  })

  route('resendMail', async (c) => {
    const id = Number(c.req.param('id'))
    const resent = await retryMessage(db, id, c.var.agent.id)
    const detail = await mailDetailOf(db, id)
    if (!detail) return errorResponse(c, 404, 'There is no such message.')
    if (!resent) return errorResponse(c, 409, 'Only a failed message can be sent again.')
    return c.json(detail)
  })
}
