// What a message may hold before it enters the outbox, checked with zod: nothing that could
// become a header of its own. nodemailer builds the headers (encoding names and subjects);
// the checks here refuse what it would otherwise have to guess about: line breaks in any
// header field, and more than one address where one is meant.
import { randomUUID } from 'node:crypto'
import { z } from 'zod'

/** CR, LF and the other characters that end or fold a header line (NUL too). */
const lineBreak = /[\r\n\0\u0085\u2028\u2029]/

const oneLine = (what: string, max: number) =>
  z
    .string()
    .max(max, `${what} is longer than ${max} characters.`)
    .refine((value) => !lineBreak.test(value), `${what} must be one line.`)

/** One plain address: no display name, no list, no group, no quoted or commented part. */
export const mailAddress = z
  .email('The address is not a valid e-mail address.')
  .max(254)
  .refine((value) => !/[\s,;<>()"\\:]/.test(value), 'One address only, without a name.')

/** Headers a message may add: the list headers of newsletters, auto-reply marks and the
 *  club's own X- headers. The rest (From, To, Subject, Message-ID, Date, MIME) are
 *  nodemailer's to write. */
const allowedHeader =
  /^(List-Unsubscribe|List-Unsubscribe-Post|List-Id|Auto-Submitted|X-[A-Za-z0-9-]{1,60})$/

export const outgoingMail = z.strictObject({
  to: mailAddress,
  /** The recipient's name, shown beside the address. */
  toName: oneLine('The name', 200).optional(),
  subject: oneLine('The subject', 300).min(1, 'The subject is empty.'),
  text: z.string().min(1, 'The text is empty.').max(100_000),
  html: z.string().max(300_000).optional(),
  headers: z
    .record(
      z.string().regex(allowedHeader, 'That header cannot be set.'),
      oneLine('A header value', 900),
    )
    .optional(),
})

/** A message to send, as the code that causes it writes it (enqueueMail checks it). */
export type OutgoingMail = z.input<typeof outgoingMail>

/** The sender when MAIL_FROM is not set. */
export const defaultMailFrom = 'Nova Club <no-reply@novaclub.example>'

/** The domain of the sender's address: the right-hand side of each Message-ID. */
export function mailDomain(from: string = process.env.MAIL_FROM || defaultMailFrom): string {
  const address = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from
  const domain = address.split('@').pop()?.trim().toLowerCase()
  return domain && /^[a-z0-9.-]+$/.test(domain) ? domain : 'novaclub.example'
}

/** A new Message-ID, `<uuid@domain>`: the same on every attempt, unique to the message. */
export const newMessageId = (domain: string = mailDomain()) => `<${randomUUID()}@${domain}>`
