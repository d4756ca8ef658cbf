// Where mail goes: an SMTP server (SMTP_URL) through nodemailer, or, by default, a local
// mailbox of .eml files in the data directory, so that a fresh `npm start` needs no mail
// server and the whole loop can be walked locally. nodemailer builds the message either way
// (the .eml bytes are what SMTP would have carried).
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import type Mail from 'nodemailer/lib/mailer'
import type { DeliveryError } from '../../src/machines/outboxDelivery.machine.ts'
import type { ClaimedMessage } from './outbox.ts'

export interface MailTransport {
  /** For logs and the start banner: 'smtp://host:port' (no password) or the mailbox folder. */
  describe: string
  /** Delivers the message; rejects with a DeliveryError. */
  send(message: ClaimedMessage): Promise<void>
  close(): void
}

/** nodemailer's options for a row: it writes every header, encoding what needs it. */
export function mailOptions(message: ClaimedMessage, from: string): Mail.Options {
  return {
    from,
    to: message.toName ? { name: message.toName, address: message.to } : message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    messageId: message.messageId,
    headers: message.headers,
    // One address, already checked: nothing for nodemailer to read out of other fields.
    disableFileAccess: true,
    disableUrlAccess: true,
  }
}

/** What the outbox and the machine keep of a failure: no stack, the SMTP reply as given. */
export function deliveryError(error: unknown): DeliveryError {
  const { responseCode, code, message } = (error ?? {}) as Partial<DeliveryError>
  return {
    ...(typeof responseCode === 'number' ? { responseCode } : {}),
    ...(typeof code === 'string' ? { code } : {}),
    message: typeof message === 'string' && message ? message.slice(0, 1000) : String(error),
  }
}

/** How long nodemailer waits for a connection, the greeting and each answer: a delivery
 *  ends well within the claim's lease (worker.ts), so no other instance takes it meanwhile. */
export const smtpTimeouts = {
  connectionTimeout: 15_000,
  greetingTimeout: 15_000,
  socketTimeout: 60_000,
}

/**
 * The SMTP connections kept open and reused (nodemailer's pool): one connection per message
 * (greeting, EHLO, STARTTLS, AUTH each time) delivered about 37 messages a second; pooled, the
 * same library reached 457-582 (issue 46). `maxConnections` is the outbox worker's concurrency
 * (worker.ts: at most 4 deliveries at once), so no claimed message waits in the pool for a
 * connection while its lease runs; `maxMessages` opens a fresh connection after 100 messages,
 * the cap many relays put on one connection, so a long burst is never cut by the server's own
 * limit. An idle connection ends at `socketTimeout` and the next message opens another.
 */
export const smtpPool = { pool: true, maxConnections: 4, maxMessages: 100 } as const

export function smtpTransport(
  url: string,
  from: string,
  timeouts: Partial<typeof smtpTimeouts> = {},
): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    ...smtpPool,
    ...smtpTimeouts,
    ...timeouts,
  })
  const shown = new URL(url)
  return {
    describe: `${shown.protocol}//${shown.host}`,
    async send(message) {
      try {
        await transporter.sendMail(mailOptions(message, from))
      } catch (error) {
        throw deliveryError(error)
      }
    },
    close: () => transporter.close(),
  }
}

/** The local mailbox: `<dataDir>/mailbox`. */
export const mailboxDir = (dataDir: string) => join(dataDir, 'mailbox')

/** The file of a message: its Message-ID without the angle brackets, `.eml`. */
export function mailboxFile(messageId: string): string {
  const bare = messageId.replace(/^<|>$/g, '')
  if (!/^[A-Za-z0-9._@-]+$/.test(bare)) throw new Error('Not a Message-ID of the outbox.')
  return `${bare}.eml`
}

/** How long the local mailbox keeps a message: the longest life of a secret mail carries (a
 *  candidate's access code, 14 days; a welcome link, 7 by default), so a developer or a demo
 *  can use what was delivered while it works, and the copy does not outlive it for long. */
export const mailboxKeepMs = 14 * 24 * 60 * 60 * 1000

/** How often a delivery also prunes the mailbox: at most once an hour, late by nothing that
 *  matters against a keep of days. Pruning looks at every file, and doing it at each delivery
 *  made a burst's mail cost more with each message already delivered (`npm run bench`). */
export const mailboxPruneEveryMs = 60 * 60 * 1000

/** Removes the mailbox's messages delivered more than `keepMs` ago (and a write a crash left
 *  half done); the number removed. */
export function pruneMailbox(dataDir: string, keepMs = mailboxKeepMs, now = Date.now()): number {
  const dir = mailboxDir(dataDir)
  let removed = 0
  for (const file of mailboxFiles(dir, /\.eml(\.tmp)?$/)) {
    try {
      if (now - statSync(join(dir, file)).mtimeMs > keepMs) {
        rmSync(join(dir, file), { force: true })
        removed += 1
      }
    } catch {
      // Gone meanwhile (an erasure): nothing to remove.
    }
  }
  return removed
}

/**
 * Writes each message as `<message-id>.eml` (a resend replaces the file: one per message),
 * whole, secrets included: the mailbox stands for the recipient's own, where a developer, the
 * demo and the e2e tests read the links. It is never a copy the club keeps: with SMTP_URL
 * nothing is written here. A message is kept `keepMs` (pruned when the transport starts and
 * at a delivery an hour or more after the last prune) and removed at once when its recipient is erased (eraseFromMailbox).
 */
export function mailboxTransport(
  dataDir: string,
  from: string,
  keepMs = mailboxKeepMs,
): MailTransport {
  const dir = mailboxDir(dataDir)
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  })
  pruneMailbox(dataDir, keepMs)
  let prunedAt = Date.now()
  return {
    describe: `${dir} (local mailbox: set SMTP_URL to send mail)`,
    async send(message) {
      try {
        const info = await transporter.sendMail(mailOptions(message, from))
        await writeWhole(dir, mailboxFile(message.messageId), info.message as Buffer)
      } catch (error) {
        throw deliveryError(error)
      }
      if (Date.now() - prunedAt >= mailboxPruneEveryMs) {
        pruneMailbox(dataDir, keepMs)
        prunedAt = Date.now()
      }
    },
    close: () => transporter.close(),
  }
}

/**
 * Writes `bytes` as `dir/name`, whole or not at all: a crash mid-write leaves no half message
 * under the name. Asynchronous, so that the disk's time is not the event loop's (on PGlite,
 * the database's thread too); the folder is made again only when it is missing.
 */
async function writeWhole(dir: string, name: string, bytes: Buffer): Promise<void> {
  const file = join(dir, name)
  try {
    await writeFile(`${file}.tmp`, bytes, { mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    await mkdir(dir, { recursive: true, mode: 0o700 })
    await writeFile(`${file}.tmp`, bytes, { mode: 0o600 })
  }
  await rename(`${file}.tmp`, file)
}

/** The names in `dir` that match `pattern` ([] when there is no such folder). */
function mailboxFiles(dir: string, pattern: RegExp): string[] {
  try {
    return readdirSync(dir).filter((file) => pattern.test(file))
  } catch {
    return [] // no mail delivered yet
  }
}

/** The characters a longer address may hold around `address`: RFC 5322's atext and the dot
 *  before it, a domain's letters, digits, dots and hyphens after it. */
const localPart = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]"
const domainPart = '[A-Za-z0-9.-]'

/** Matches `address` whole, any case: not as the end of a longer local part or the start of
 *  a longer domain (erasing bo@example.com leaves jimbo@example.com's mail alone). */
function wholeAddress(address: string): RegExp {
  const escaped = address.trim().replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
  // A dot after it may end a sentence: only one that a longer domain goes on from is refused.
  return new RegExp(`(?<!${localPart})${escaped}(?!${domainPart}*[A-Za-z0-9])`, 'i')
}

/**
 * Erasing a person (agents/erase.ts): removes from the local mailbox of `dataDir` the messages
 * of `messageIds` (the outbox rows erased), and any other that names `address` (written before
 * a restore, say). The address is looked for whole, any case, in the file as nodemailer wrote
 * it (its To header holds it plain); the number of files removed.
 */
export function eraseFromMailbox(
  dataDir: string,
  address: string,
  messageIds: readonly string[],
): number {
  const dir = mailboxDir(dataDir)
  const named = new Set(messageIds.map(mailboxFile))
  const naming = wholeAddress(address)
  let removed = 0
  for (const file of mailboxFiles(dir, /\.eml$/)) {
    const path = join(dir, file)
    try {
      if (named.has(file) || naming.test(readFileSync(path, 'utf8'))) {
        rmSync(path, { force: true })
        removed += 1
      }
    } catch {
      // Gone meanwhile (pruned): nothing to remove.
    }
  }
  return removed
}

export interface MailboxEntry {
  messageId: string
  bytes: number
  deliveredAt: Date
}

/** The local mailbox's messages, newest first (for the console). */
export function listMailbox(dataDir: string): MailboxEntry[] {
  const dir = mailboxDir(dataDir)
  return mailboxFiles(dir, /\.eml$/)
    .map((file) => {
      const stats = statSync(join(dir, file))
      return { messageId: `<${file.slice(0, -4)}>`, bytes: stats.size, deliveredAt: stats.mtime }
    })
    .sort((a, b) => b.deliveredAt.getTime() - a.deliveredAt.getTime())
}

/** One message of the local mailbox as delivered (the .eml text), or undefined. */
export function readMailboxMessage(dataDir: string, messageId: string): string | undefined {
  try {
    return readFileSync(join(mailboxDir(dataDir), mailboxFile(messageId)), 'utf8')
  } catch {
    return undefined
  }
}
