// Where mail goes: an SMTP server (SMTP_URL) through nodemailer, or, by default, a local
// mailbox of .eml files in the data directory, so that a fresh `npm start` needs no mail
// server and the whole loop can be walked locally. nodemailer builds the message either way
// (the .eml bytes are what SMTP would have carried).
import { mkdirSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import type Mail from 'nodemailer/lib/mailer'
import type { DeliveryError } from '../../src/machines/outboxDelivery.machine.ts'
import type { OutboxRow } from './outbox.ts'

export interface MailTransport {
  /** For logs and the start banner: 'smtp://host:port' (no password) or the mailbox folder. */
  describe: string
  /** Delivers the message; rejects with a DeliveryError. */
  send(message: OutboxRow): Promise<void>
  close(): void
}

/** nodemailer's options for a row: it writes every header, encoding what needs it. */
export function mailOptions(message: OutboxRow, from: string): Mail.Options {
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

export function smtpTransport(
  url: string,
  from: string,
  timeouts: Partial<typeof smtpTimeouts> = {},
): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...smtpTimeouts, ...timeouts })
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

/** Writes each message as `<message-id>.eml` (a resend replaces the file: one per message). */
export function mailboxTransport(dataDir: string, from: string): MailTransport {
  const dir = mailboxDir(dataDir)
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  })
  return {
    describe: `${dir} (local mailbox: set SMTP_URL to send mail)`,
    async send(message) {
      try {
        const info = await transporter.sendMail(mailOptions(message, from))
        mkdirSync(dir, { recursive: true, mode: 0o700 })
        const file = join(dir, mailboxFile(message.messageId))
        // Whole or not at all: a crash mid-write leaves no half message under the name.
        writeFileSync(`${file}.tmp`, info.message as Buffer, { mode: 0o600 })
        renameSync(`${file}.tmp`, file)
      } catch (error) {
        throw deliveryError(error)
      }
    },
    close: () => transporter.close(),
  }
}

export interface MailboxEntry {
  messageId: string
  bytes: number
  deliveredAt: Date
}

/** The local mailbox's messages, newest first (for the console). */
export function listMailbox(dataDir: string): MailboxEntry[] {
  const dir = mailboxDir(dataDir)
  let files: string[]
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.eml'))
  } catch {
    return []
  }
  return files
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
