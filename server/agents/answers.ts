// Answers to messages (issue 31, item 4): an agent's ANSWER to a message sent with the site's
// reach-out form is mailed to the visitor, written to the outbox in the transaction that marks
// the message answered, so the mail exists exactly when the answer does. The answer's text is
// kept in the item's history: the console shows the thread (the message, then the answers).
// The mail is signed by the agent, and its Reply-To is the club's reply address (MAIL_REPLY_TO),
// so a reply reaches the club; every answer to one message names the same thread, so a reply
// and the answers sit together in the club's mailbox (docs/mail.md, "Replies").
import { eq } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import { agents, reachOutMessages } from '../db/schema.ts'
import { mailAddress, mailDate, mailDomain, mailReplyTo, oneLineName } from '../mail/message.ts'
import { enqueueMail } from '../mail/outbox.ts'
import { renderAnswerMail } from '../mail/templates/AnswerMail.tsx'
import { ConsequenceRefused } from './lifecycle.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export const answerSubject = 'An answer from a Talent Agent of Nova Club'

/** What the agent reads when the message left no address an answer can reach. */
export const noAddressToAnswer =
  'This message has no address an answer can be sent to: nothing was sent or changed.'

/** The message being answered: who wrote it, from where, what and when. */
export interface AnsweredMessage {
  /** The form row's id: the thread's name. */
  recordId: number
  address: string
  fullName: string
  content: string
  sentAt: Date
}

/** The message `recordId`, when its address is one plain address an answer can go to. */
async function messageToAnswer(tx: Tx, recordId: number): Promise<AnsweredMessage | undefined> {
  const [row] = await tx.select().from(reachOutMessages).where(eq(reachOutMessages.id, recordId))
  if (!row || !mailAddress.safeParse(row.email).success) return undefined
  return {
    recordId: row.id,
    address: row.email,
    fullName: oneLineName(row.fullName),
    content: row.content,
    sentAt: row.createdAt,
  }
}

/**
 * The thread of the answers to `message`: a Message-ID of its own that stands for the
 * visitor's message (which came through a form and had none), the same for every answer to it.
 * Each answer names it in In-Reply-To and References, and a reply to an answer names it again
 * in its References, so the club's mail client threads the message, its answers and the
 * replies together.
 */
export const answerThreadId = (
  message: Pick<AnsweredMessage, 'recordId' | 'sentAt'>,
  domain = mailDomain(),
) => `<reach-out-${message.recordId}-${message.sentAt.getTime()}@${domain}>`

/** The answer in HTML and its text twin: the agent's words, signed, then the visitor's message
 *  quoted; with the headers that send a reply to the club, into the message's thread. */
export function answerMail({
  message,
  answer,
  agentName,
  replyTo = mailReplyTo(),
}: {
  message: AnsweredMessage
  answer: string
  agentName: string
  replyTo?: string
}): { subject: string; text: string; html: string; headers: Record<string, string> } {
  const thread = answerThreadId(message)
  return {
    subject: answerSubject,
    ...renderAnswerMail({
      firstName: message.fullName.split(' ')[0] || undefined,
      answer,
      agentName,
      sentOn: mailDate.format(message.sentAt),
      quoted: message.content.split(/\r\n|\r|\n/),
    }),
    headers: { 'Reply-To': replyTo, 'In-Reply-To': thread, References: thread },
  }
}

/** The item lifecycle's `queueAnswerMail`: enqueues `answer` from agent `agentId` to the
 *  sender of message `recordId`, with `tx`, the ANSWER's transaction. Refused (the ANSWER is
 *  undone) when the message left no address an answer can reach. */
export async function queueAnswerMail(
  tx: Tx,
  recordId: number,
  { answer, agentId }: { answer: string; agentId: number },
): Promise<void> {
  const message = await messageToAnswer(tx, recordId)
  if (!message) throw new ConsequenceRefused(noAddressToAnswer)
  await enqueueAnswer(tx, message, answer, agentId)
}

/** Enqueues the answer to `message` from agent `agentId` with `tx`, the ANSWER's transaction. */
async function enqueueAnswer(
  tx: Tx,
  message: AnsweredMessage,
  answer: string,
  agentId: number,
): Promise<void> {
  const [agent] = await tx
    .select({ displayName: agents.displayName })
    .from(agents)
    .where(eq(agents.id, agentId))
  await enqueueMail(tx, {
    to: message.address,
    ...(message.fullName ? { toName: message.fullName } : {}),
    ...answerMail({ message, answer, agentName: oneLineName(agent?.displayName ?? '') }),
  })
}
