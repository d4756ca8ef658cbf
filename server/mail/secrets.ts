// A message's secrets (issue 43, item 2): the strings of its text and headers that let someone
// in, such as a welcome link's token or a candidate's access code. The code that writes the
// message names them (`secrets` of enqueueMail); only the recipient may read them. Staff see
// the message with each one masked, the server masking it before anything leaves, and once the
// message is sent the row itself keeps only the masked text: no stored copy (the outbox, a
// backup of it) holds a usable token. Until then the row keeps them, so that a retry sends
// the same message.
import type { OutboxRow } from './outbox.ts'

/** What a secret is shown as: the same for every secret, its length told by nothing. */
export const secretMask = '••••••'

/** `text` with every occurrence of each secret masked. */
export function maskSecrets(text: string, secrets: readonly string[]): string {
  // Longest first: a secret that holds another is masked whole, not around the shorter one.
  const longestFirst = [...secrets].sort((a, b) => b.length - a.length)
  return longestFirst.reduce((masked, secret) => masked.split(secret).join(secretMask), text)
}

type Readable = Pick<OutboxRow, 'text' | 'html' | 'headers' | 'secrets'>

/** The body and headers of a message with its secrets masked: what staff read, and what the
 *  row keeps once the message is sent. The list of secrets is then empty. */
export function masked(message: Readable): Readable {
  const { secrets } = message
  return {
    text: maskSecrets(message.text, secrets),
    html: message.html === null ? null : maskSecrets(message.html, secrets),
    headers: Object.fromEntries(
      Object.entries(message.headers).map(([name, value]) => [name, maskSecrets(value, secrets)]),
    ),
    secrets: [],
  }
}
