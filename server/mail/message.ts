// What a message may hold before it enters the outbox, checked with zod: nothing that could
// become a header of its own. nodemailer builds the headers (encoding names and subjects);
// the checks here refuse what it would otherwise have to guess about: line breaks in any
// header field, and more than one address where one is meant.
import { randomUUID } from 'node:crypto'
// zod/mini, as the rest of the server: the full zod sets its English messages for every schema
// of the process when imported (the API's "Invalid input" would change under it).
import * as z from 'zod/mini'

/** CR, LF and the other characters that end or fold a header line (NUL too). */
const lineBreak = /[\r\n\0\u0085\u2028\u2029]/

const oneLine = (what: string, max: number, ...checks: z.core.$ZodCheck<string>[]) =>
  z.string().check(
    z.maxLength(max, `${what} is longer than ${max} characters.`),
    z.refine((value) => !lineBreak.test(value), `${what} must be one line.`),
    ...checks,
  )

/** A person's name as one line of a header or a signature: white space, line breaks included,
 *  folded to single spaces (a name typed into a form may hold any of them), at most 200
 *  characters as `toName` allows. */
export const oneLineName = (name: string) =>
  name
    .replace(/[\s\u0085]+/g, ' ')
    .trim()
    .slice(0, 200)

/** One plain address: no display name, no list, no group, no quoted or commented part. */
export const mailAddress = z.email('The address is not a valid e-mail address.').check(
  z.maxLength(254),
  z.refine((value) => !/[\s,;<>()"\\:]/.test(value), 'One address only, without a name.'),
)

/** Headers a message may add: the list headers of newsletters, auto-reply marks, where a
 *  reply goes and the thread it joins, and the club's own X- headers. The rest (From, To,
 *  Subject, Message-ID, Date, MIME) are nodemailer's to write. */
const allowedHeader =
  /^(List-Unsubscribe|List-Unsubscribe-Post|List-Id|Auto-Submitted|Reply-To|In-Reply-To|References|X-[A-Za-z0-9-]{1,60})$/

/** A sender or a reply address as MAIL_FROM and MAIL_REPLY_TO take it: an address, or
 *  `Name <address>`, on one line. */
export const namedAddress = z.string().check(
  z.refine((value) => {
    const address = /<([^<>]+)>$/.exec(value)?.[1] ?? value
    return !lineBreak.test(value) && mailAddress.safeParse(address).success
  }),
)

/** What the headers that name addresses or messages must hold, beyond being one line. */
const headerShapes: Record<string, z.ZodMiniType<string>> = {
  'Reply-To': namedAddress,
  'In-Reply-To': z.string().check(z.regex(/^<[^<>\s]+@[^<>\s]+>$/)),
  References: z.string().check(z.regex(/^<[^<>\s]+@[^<>\s]+>( <[^<>\s]+@[^<>\s]+>)*$/)),
}

/** A secret of the message (secrets.ts): long enough that masking it masks nothing else. */
const secret = z.string().check(z.minLength(8, 'A secret is shorter than 8 characters.'))

export const outgoingMail = z
  .strictObject({
    to: mailAddress,
    /** The recipient's name, shown beside the address. */
    toName: z.optional(oneLine('The name', 200)),
    subject: oneLine('The subject', 300, z.minLength(1, 'The subject is empty.')),
    text: z.string().check(z.minLength(1, 'The text is empty.'), z.maxLength(100_000)),
    html: z.optional(z.string().check(z.maxLength(300_000))),
    headers: z.optional(
      z.record(
        z.string().check(z.regex(allowedHeader, 'That header cannot be set.')),
        oneLine('A header value', 900),
      ),
    ),
    /** The strings that only the recipient may read (a token, an access code): each must be in
     *  the text, the HTML or a header, as written there, where it is masked and scrubbed, and
     *  never in the subject or the name, which the console lists as they are. */
    secrets: z.optional(z.array(secret).check(z.maxLength(10))),
  })
  .check(
    z.refine(
      (message) =>
        (message.secrets ?? []).every(
          (value) =>
            [message.text, message.html ?? '', ...Object.values(message.headers ?? {})].some(
              (part) => part.includes(value),
            ) && ![message.subject, message.toName ?? ''].some((shown) => shown.includes(value)),
        ),
      'A secret must be in the text or a header, and not in the subject or the name.',
    ),
    z.refine(
      (message) =>
        Object.entries(message.headers ?? {}).every(
          ([name, value]) => headerShapes[name]?.safeParse(value).success ?? true,
        ),
      'Reply-To must be one address, In-Reply-To and References Message-IDs.',
    ),
  )

/** A message to send, as the code that causes it writes it (enqueueMail checks it). */
export type OutgoingMail = z.input<typeof outgoingMail>

/** A date as mail text writes it: 28 November 2026 (in UTC, the time zone mail states). */
export const mailDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** The sender when MAIL_FROM is not set. */
export const defaultMailFrom = 'Nova Club <no-reply@novaclub.example>'

/** Where replies to an agent's answer go when MAIL_REPLY_TO is not set. */
export const defaultMailReplyTo = 'The Talent Agents of Nova Club <agents@novaclub.example>'

/** The club's reply address (MAIL_REPLY_TO, checked at start by server/config/variables.ts):
 *  the Reply-To of the mail an agent signs, so that a reply reaches the club and not the
 *  sender's no-reply address. Read where the mail is written, as mailDomain reads MAIL_FROM. */
export function mailReplyTo(value: string | undefined = process.env.MAIL_REPLY_TO): string {
  const trimmed = value?.trim()
  return trimmed && namedAddress.safeParse(trimmed).success ? trimmed : defaultMailReplyTo
}

/** The domain of the sender's address: the right-hand side of each Message-ID. */
export function mailDomain(from: string = process.env.MAIL_FROM || defaultMailFrom): string {
  const address = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from
  const domain = address.split('@').pop()?.trim().toLowerCase()
  return domain && /^[a-z0-9.-]+$/.test(domain) ? domain : 'novaclub.example'
}

/** A new Message-ID, `<uuid@domain>`: the same on every attempt, unique to the message. */
export const newMessageId = (domain: string = mailDomain()) => `<${randomUUID()}@${domain}>`
