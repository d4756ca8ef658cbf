// The bare server's mail (scripts/bench/bare-server.ts), so that it does the product's work for
// a subscription: the confirmation is a row of the outbox written in the subscription's
// transaction, and a plain poller sends it the plainest way, nodemailer's stream transport
// written to a local mailbox of .eml files (as the product's default transport does,
// server/mail/transport.ts), then marks it sent. Each message is claimed with the product's
// statement (one UPDATE of the row due longest, FOR UPDATE SKIP LOCKED, on its partial
// index), by as many senders at once as the product's worker runs (4). Nothing else: no
// statechart, no retry schedule, no log line, no secrets scrubbed from the row.
import { mkdirSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer from 'nodemailer'

type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>

export interface BareMailer {
  /** Looks for due messages now (after a subscription's commit), not at the next poll. */
  wake(): void
  /** Claims nothing more and resolves once the messages under way are sent. */
  stop(): Promise<void>
}

const claim =
  "update outbox set status = 'sending', attempts = attempts + 1, " +
  "lease_until = now() + interval '5 minutes', leased_by = $1 where id = (" +
  'select id from outbox where ' +
  "(status = 'pending' and next_attempt_at <= now()) or (status = 'sending' and lease_until < now()) " +
  'order by next_attempt_at, id limit 1 for update skip locked) ' +
  'returning id, message_id, "to", subject, text, html, headers'

const markSent =
  "update outbox set status = 'sent', sent_at = now(), lease_until = null where id = $1"

export function startBareMailer(
  query: Query,
  {
    dataDir,
    from,
    senders = 4,
    pollMs = 2_000,
  }: { dataDir: string; from: string; senders?: number; pollMs?: number },
): BareMailer {
  const mailbox = join(dataDir, 'mailbox')
  mkdirSync(mailbox, { recursive: true, mode: 0o700 })
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  })
  let stopped = false
  /** Senders waiting for a wake or their next poll. */
  const sleeping = new Set<() => void>()
  /** One sender looks: as the product's worker, one claim after another while there is room
   *  (a sender that finds a message wakes the next), not every sender at each commit. */
  const wake = () => {
    const [resume] = sleeping
    if (!resume) return
    sleeping.delete(resume)
    resume()
  }

  /** Sends the message due longest; false when none is due. */
  async function sendOne(): Promise<boolean> {
    const [row] = await query(claim, [`bare:${process.pid}`])
    if (!row) return false
    wake()
    const info = await transporter.sendMail({
      from,
      to: row.to as string,
      subject: row.subject as string,
      text: row.text as string,
      ...(row.html ? { html: row.html as string } : {}),
      messageId: row.message_id as string,
      headers: row.headers as Record<string, string>,
    })
    const file = `${(row.message_id as string).replace(/^<|>$/g, '')}.eml`
    await writeFile(join(mailbox, file), info.message as Buffer, { mode: 0o600 })
    await query(markSent, [row.id])
    return true
  }

  async function sender() {
    while (!stopped) {
      try {
        while (!stopped && (await sendOne()));
      } catch (error) {
        console.error(`bare mail: ${(error as Error).message}`)
      }
      if (stopped) return
      await new Promise<void>((resume) => {
        const woken = () => {
          clearTimeout(timer)
          resume()
        }
        const timer = setTimeout(() => {
          sleeping.delete(woken)
          resume()
        }, pollMs)
        sleeping.add(woken)
      })
    }
  }

  const running = Array.from({ length: senders }, sender)
  return {
    wake,
    stop: async () => {
      stopped = true
      for (const resume of sleeping) resume()
      await Promise.all(running)
    },
  }
}
