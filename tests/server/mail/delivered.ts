// What a recipient got: the server tests read a message's links and codes where its recipient
// would, in the local mailbox (the test servers have no SMTP_URL), since the outbox's row keeps
// them masked once the message is sent (server/mail/secrets.ts).
import { expect } from 'vitest'
import { readMailboxMessage } from '../../../server/mail/transport.ts'
import { partOf } from './mime.ts'

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

/** The plain text of a delivered message as its reader sees it (its text/plain part). */
export const plainTextOf = (eml: string): string => partOf(eml, 'text/plain') ?? ''

/** The text of message `messageId` as delivered to the local mailbox of `dataDir`. */
export const deliveredText = async (dataDir: string, messageId: string) =>
  plainTextOf(await deliveredEml(dataDir, messageId))

/** The HTML part of message `messageId` as delivered to the local mailbox of `dataDir`. */
export const deliveredHtml = async (dataDir: string, messageId: string) =>
  partOf(await deliveredEml(dataDir, messageId), 'text/html') ?? ''
