// What a recipient got: the server tests read a message's links and codes where its recipient
// would, in the local mailbox (the test servers have no SMTP_URL), since the outbox's row keeps
// them masked once the message is sent (server/mail/secrets.ts).
import { expect } from 'vitest'
import { readMailboxMessage } from '../../../server/mail/transport.ts'

/** The .eml of message `messageId` in the local mailbox of `dataDir`, once the worker has
 *  delivered it (it polls every 2 s, and is woken by a request that wrote mail): 10 s at most. */
export async function deliveredEml(dataDir: string, messageId: string): Promise<string> {
  let eml: string | undefined
  for (let tries = 0; tries < 100 && !eml; tries++) {
    if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 100))
    eml = readMailboxMessage(dataDir, messageId)
  }
  expect(eml, `${messageId} delivered to the local mailbox`).toBeDefined()
  return eml!
}

/** The plain text of a delivered message as its reader sees it: the body after the headers,
 *  quoted-printable undone (soft line breaks joined, `=XX` bytes decoded as UTF-8). */
export function plainTextOf(eml: string): string {
  const [head = '', ...rest] = eml.split(/\r?\n\r?\n/)
  const body = rest.join('\n\n')
  if (!/^Content-Transfer-Encoding:\s*quoted-printable/im.test(head)) return body
  const joined = body.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let at = 0; at < joined.length; at++) {
    const hex = joined[at] === '=' ? /^[0-9A-F]{2}$/i.exec(joined.slice(at + 1, at + 3)) : null
    if (hex) {
      bytes.push(parseInt(hex[0], 16))
      at += 2
    } else bytes.push(...Buffer.from(joined[at]!, 'utf8'))
  }
  return Buffer.from(bytes).toString('utf8')
}

/** The text of message `messageId` as delivered to the local mailbox of `dataDir`. */
export const deliveredText = async (dataDir: string, messageId: string) =>
  plainTextOf(await deliveredEml(dataDir, messageId))
