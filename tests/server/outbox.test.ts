// The outbox (issue 31): mail written in the transaction of its cause, delivered over real SMTP
// (smtp-server on 127.0.0.1) by the worker, retried with backoff, failed and sent again.
// Backoffs are milliseconds here: the worker is given the schedule (the machine's backoffMs),
// which it writes to the row's next_attempt_at for the poll to find (issue 43, item 6).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../server/db/database.ts'
import { outbox } from '../../server/db/schema.ts'
import { createLogger } from '../../server/log.ts'
import { createMetrics } from '../../server/metrics.ts'
import {
  claimNextStatement,
  enqueueMail,
  getOutboxMessage,
  listOutbox,
  retryMessage,
} from '../../server/mail/outbox.ts'
import {
  listMailbox,
  mailboxDir,
  mailboxTransport,
  readMailboxMessage,
  smtpTransport,
} from '../../server/mail/transport.ts'
import { startMailWorker, type MailWorkerOptions } from '../../server/mail/worker.ts'
import { MAX_ATTEMPTS } from '../../src/machines/outboxDelivery.machine.ts'
import { createStore, databaseName, type TestStore } from './harness.ts'
import { captureLog } from './logLines.ts'
import { partOf } from './mail/mime.ts'
import { headerOf, startSmtpServer, type TestSmtpServer } from './mail/smtpServer.ts'
import { welcomeMail } from '../../server/welcome/mail.ts'

const from = 'Nova Club <no-reply@novaclub.example>'
const quiet = createLogger({ level: 'silent' })

let store: TestStore
let database: Database
let smtp: TestSmtpServer

beforeAll(async () => {
  store = await createStore()
  database = await openDatabase(store)
  smtp = await startSmtpServer()
})
afterAll(async () => {
  await smtp.stop()
  await database.close()
})
beforeEach(async () => {
  await database.db.delete(outbox)
  smtp.received.length = 0
  smtp.answers.splice(0, smtp.answers.length, 'accept')
})

const letter = (n = 1) => ({
  to: `member${n}@example.com`,
  toName: 'Robin Vale',
  subject: `Your invitation ${n}`,
  text: 'Welcome to the club.',
})

async function enqueue(n = 1) {
  return database.db.transaction((tx) => enqueueMail(tx, letter(n)))
}

/** A worker on the test SMTP server with backoffs of a few milliseconds. */
function worker(options: Partial<MailWorkerOptions> = {}) {
  const metrics = createMetrics({ processMetrics: false })
  const started = startMailWorker({
    db: database.db,
    transport: smtpTransport(smtp.url, from, { connectionTimeout: 2000 }),
    logger: quiet,
    metrics,
    pollMs: 20,
    backoff: () => 30,
    ...options,
  })
  return { worker: started, metrics }
}

const row = async (id: number) => (await getOutboxMessage(database.db, id))!

async function until(check: () => Promise<boolean> | boolean, ms = 10_000) {
  const end = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

const counter = async (metrics: ReturnType<typeof createMetrics>, name: string) =>
  (await metrics.registry.getSingleMetric(name)!.get()).values[0]?.value ?? 0

describe(`the outbox on ${databaseName}`, () => {
  it('is written with the transaction of its cause: a rolled-back change leaves no mail', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, letter())
        throw new Error('the approval failed')
      }),
    ).rejects.toThrow('the approval failed')
    expect(await listOutbox(database.db)).toEqual([])
    const { id, messageId } = await enqueue()
    expect(messageId).toMatch(/^<[0-9a-f-]{36}@novaclub\.example>$/)
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 0, messageId })
  })

  it('delivered: the SMTP server receives it once, with its Message-ID; sent is recorded', async () => {
    const { id, messageId } = await enqueue()
    const { worker: mail, metrics } = worker()
    await until(async () => (await row(id)).status === 'sent')
    await mail.stop()
    expect(smtp.seen(messageId)).toBe(1)
    const raw = smtp.received[0]!.raw
    expect(headerOf(raw, 'To')).toBe('Robin Vale <member1@example.com>')
    expect(headerOf(raw, 'From')).toBe(from)
    expect(headerOf(raw, 'Subject')).toBe('Your invitation 1')
    expect(await row(id)).toMatchObject({ attempts: 1, leaseUntil: null, lastError: null })
    expect((await row(id)).sentAt).toBeInstanceOf(Date)
    expect(await counter(metrics, 'mail_sent_total')).toBe(1)
  })

  it('a message with HTML goes as multipart/alternative: the text twin, then the HTML', async () => {
    const mail = welcomeMail({
      firstName: 'Robin',
      link: 'https://novaclub.example/welcome/' + 'w'.repeat(43),
      origin: 'https://novaclub.example',
      expiresAt: new Date(Date.UTC(2026, 11, 13)),
    })
    const { id, messageId } = await database.db.transaction((tx) =>
      enqueueMail(tx, { ...letter(1), ...mail }),
    )
    const { worker: sender } = worker()
    await until(async () => (await row(id)).status === 'sent')
    await sender.stop()
    expect(smtp.seen(messageId)).toBe(1)
    const raw = smtp.received[0]!.raw
    expect(headerOf(raw, 'Content-Type')).toMatch(/^multipart\/alternative;/)
    // The text first and the HTML last: a client shows the last part it can read.
    expect(partOf(raw, 'text/plain')).toBe(mail.text)
    expect(partOf(raw, 'text/html')).toBe(mail.html)
    expect(raw.indexOf('Content-Type: text/plain')).toBeLessThan(
      raw.indexOf('Content-Type: text/html'),
    )
  })

  it('a temporary refusal (451), then delivered on the next attempt', async () => {
    smtp.answers.splice(0, 1, 'temporary', 'accept')
    const { id, messageId } = await enqueue()
    const { worker: mail, metrics } = worker()
    await until(async () => (await row(id)).status === 'sent')
    await mail.stop()
    expect(smtp.received.map((message) => message.answer)).toEqual(['temporary', 'accept'])
    expect(smtp.seen(messageId)).toBe(2) // the refused copy and the accepted one
    expect(await row(id)).toMatchObject({ attempts: 2, status: 'sent' })
    expect(await counter(metrics, 'mail_retries_total')).toBe(1)
  })

  it('a retry waits in the row, not in the worker: the poll sends it once next_attempt_at has come', async () => {
    smtp.answers.splice(0, 1, 'temporary', 'accept')
    const { id, messageId } = await enqueue()
    // The real schedule: a minute after the first attempt.
    const { worker: mail } = worker({ backoff: undefined })
    await until(async () => (await row(id)).status === 'pending' && (await row(id)).attempts === 1)
    // Nothing is held for it: the delivery is over, no timer is running.
    await mail.idle()
    const waiting = await row(id)
    expect(waiting.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(50_000)
    expect(smtp.seen(messageId)).toBe(1)
    // The minute passes for the database (or another instance's clock says so): the next
    // poll claims it, without this process having waited at all.
    await database.db
      .update(outbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(sql`${outbox.id} = ${id}`)
    await until(async () => (await row(id)).status === 'sent', 2_000)
    await mail.stop()
    expect(await row(id)).toMatchObject({ attempts: 2, status: 'sent' })
    expect(smtp.seen(messageId)).toBe(2)
  })

  it('a retry is not sent before its next_attempt_at, and is sent by the poll once it has come', async () => {
    smtp.answers.splice(0, 1, 'temporary', 'accept')
    const { id } = await enqueue()
    const { worker: mail } = worker({ backoff: () => 800 })
    await until(async () => (await row(id)).status === 'pending' && (await row(id)).attempts === 1)
    const due = (await row(id)).nextAttemptAt
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1 })
    await until(async () => (await row(id)).status === 'sent')
    await mail.stop()
    // Both times are the database's clock.
    expect((await row(id)).sentAt!.getTime()).toBeGreaterThanOrEqual(due.getTime())
  })

  it('a permanent refusal (550) leaves it failed, with the reply; an agent sends it again', async () => {
    smtp.answers.splice(0, 1, 'permanent')
    const { id, messageId } = await enqueue()
    const { worker: mail, metrics } = worker()
    await until(async () => (await row(id)).status === 'failed')
    expect(await row(id)).toMatchObject({ attempts: 1, status: 'failed' })
    expect((await row(id)).lastError).toContain('550')
    expect(await counter(metrics, 'mail_failed_total')).toBe(1)
    expect(await listOutbox(database.db, { status: 'failed' })).toMatchObject([{ id, messageId }])

    smtp.answers.splice(0, 1, 'accept')
    expect(await retryMessage(database.db, id)).toBe(true)
    expect(await retryMessage(database.db, id)).toBe(false) // no longer failed
    mail.poke()
    await until(async () => (await row(id)).status === 'sent')
    await mail.stop()
    expect(smtp.received.map((message) => message.messageId)).toEqual([messageId, messageId])
    expect(await row(id)).toMatchObject({ attempts: 1, status: 'sent' })
  })

  it('logs the id, Message-ID and status of each outcome, never the address, subject or reply', async () => {
    smtp.answers.splice(0, 1, 'temporary', 'permanent')
    const { id, messageId } = await enqueue()
    const captured = captureLog('debug')
    const { worker: mail } = worker({ logger: captured.logger })
    await until(async () => (await row(id)).status === 'failed')
    await mail.stop()
    const text = captured.lines.join('\n')
    for (const secret of [
      'member1@example.com',
      'Robin Vale',
      'Your invitation',
      'Welcome',
      'Try again',
      'Mailbox unavailable',
    ])
      expect(text).not.toContain(secret)
    expect(captured.entries()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id,
          messageId,
          attempt: 1,
          smtpError: 'EMESSAGE',
          responseCode: 451,
        }),
        expect.objectContaining({ id, messageId, attempt: 1, status: 'retry' }),
        expect.objectContaining({
          id,
          messageId,
          attempt: 2,
          smtpError: 'EMESSAGE',
          responseCode: 550,
        }),
        expect.objectContaining({ id, messageId, attempt: 2, status: 'failed' }),
      ]),
    )
  })

  it(`too many tries: ${MAX_ATTEMPTS} temporary refusals leave it failed`, async () => {
    smtp.answers.splice(0, 1, 'temporary')
    const { id } = await enqueue()
    const { worker: mail } = worker()
    await until(async () => (await row(id)).status === 'failed')
    await mail.stop()
    expect(smtp.received).toHaveLength(MAX_ATTEMPTS)
    expect(await row(id)).toMatchObject({ attempts: MAX_ATTEMPTS, status: 'failed' })
    expect((await row(id)).lastError).toContain('451')
  })

  it('the SMTP server down for a while: retried until it is back, then delivered once', async () => {
    await smtp.stop()
    const { id, messageId } = await enqueue()
    const { worker: mail } = worker({ backoff: () => 100 })
    await until(async () => (await row(id)).attempts >= 3)
    expect((await row(id)).lastError).toMatch(/ECONNREFUSED|connect/i)
    await smtp.start()
    await until(async () => (await row(id)).status === 'sent')
    await mail.stop()
    expect(smtp.seen(messageId)).toBe(1)
  })

  it('every message once, however many are queued (bounded concurrency)', async () => {
    const ids = []
    for (let n = 1; n <= 12; n += 1) ids.push(await enqueue(n))
    const { worker: mail } = worker({ concurrency: 3 })
    await until(async () => (await listOutbox(database.db, { status: 'sent' })).length === 12)
    await mail.stop()
    for (const { messageId } of ids) expect(smtp.seen(messageId)).toBe(1)
  })

  it('two instances on one database: each message is sent by one of them, once', async () => {
    const ids = []
    for (let n = 1; n <= 16; n += 1) ids.push(await enqueue(n))
    const a = worker({ concurrency: 2 })
    const b = worker({ concurrency: 2 })
    await until(async () => (await listOutbox(database.db, { status: 'sent' })).length === 16)
    await Promise.all([a.worker.stop(), b.worker.stop()])
    for (const { messageId } of ids) expect(smtp.seen(messageId)).toBe(1)
    const byInstance = await database.db.execute<{ leased_by: string }>(
      sql`select leased_by from outbox`,
    )
    const instances = new Set(
      (byInstance as unknown as { rows: { leased_by: string }[] }).rows.map((r) => r.leased_by),
    )
    expect(
      [...instances].every((name) => [a.worker.instance, b.worker.instance].includes(name)),
    ).toBe(true)
  })

  it('lists the outbox newest first, by status and a page at a time', async () => {
    const made = []
    for (let n = 1; n <= 5; n += 1) made.push(await enqueue(n))
    const all = await listOutbox(database.db)
    expect(all.map((entry) => entry.id)).toEqual(made.map((entry) => entry.id).reverse())
    expect(all[0]).not.toHaveProperty('text')
    const first = await listOutbox(database.db, { limit: 2 })
    const second = await listOutbox(database.db, { limit: 2, after: first[1]!.id })
    expect([...first, ...second].map((entry) => entry.id)).toEqual(all.slice(0, 4).map((e) => e.id))
    expect(await listOutbox(database.db, { status: 'sent' })).toEqual([])
    expect(await listOutbox(database.db, { limit: 0 })).toHaveLength(1)
  })

  it('stop() claims nothing more and waits for the delivery under way', async () => {
    smtp.answers.splice(0, 1, 'hold')
    const { id } = await enqueue()
    const { worker: mail } = worker()
    await smtp.holding()
    const stopped = mail.stop()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect((await row(id)).status).toBe('sending')
    smtp.release('accept')
    await stopped
    expect((await row(id)).status).toBe('sent')
    smtp.answers.splice(0, 1, 'accept')
  })
})

describe(`the worker's claim on ${databaseName}`, () => {
  it('reads the next due message from the head of the waiting ones, not the whole backlog', async () => {
    // A backlog as a burst of subscriptions leaves it: 2,000 messages, a fifth already sent.
    await database.db.execute(sql`
      insert into outbox (message_id, "to", subject, text)
      select 'backlog-' || n || '@novaclub.example', 'member' || n || '@example.com', 'A letter',
        'Welcome.'
      from generate_series(1, 2000) as n`)
    await database.db.execute(sql`update outbox set status = 'sent' where id % 5 = 0`)
    await database.db.execute(sql`analyze outbox`)
    for (const held of [[], [1, 2]]) {
      const statement = claimNextStatement(database.db, 'instance-a', 60_000, held)
      const explained = await database.db.execute(sql`explain ${statement.getSQL()}`)
      const { rows } = explained as unknown as { rows: { 'QUERY PLAN': string }[] }
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n')
      // Without outbox_waiting_idx: a sequential scan of every message and a sort, per claim.
      expect(plan).toContain('outbox_waiting_idx')
      expect(plan).not.toMatch(/Seq Scan on outbox|Sort/)
    }
  })
})

describe('the local mailbox (no SMTP_URL)', () => {
  it('keeps each message as <message-id>.eml in the data directory, listed for the console', async () => {
    const { id, messageId } = await enqueue()
    const mail = startMailWorker({
      db: database.db,
      transport: mailboxTransport(store.dataDir, from),
      logger: quiet,
      pollMs: 20,
    })
    await until(async () => (await row(id)).status === 'sent')
    await mail.stop()
    const file = join(mailboxDir(store.dataDir), `${messageId.slice(1, -1)}.eml`)
    expect(existsSync(file)).toBe(true)
    const eml = readFileSync(file, 'utf8')
    expect(headerOf(eml, 'Message-ID')).toBe(messageId)
    expect(headerOf(eml, 'To')).toBe('Robin Vale <member1@example.com>')
    expect(eml).toContain('Welcome to the club.')
    expect(listMailbox(store.dataDir)).toMatchObject([{ messageId }])
    expect(readMailboxMessage(store.dataDir, messageId)).toBe(eml)
    expect(readMailboxMessage(store.dataDir, '<../../etc/passwd>')).toBeUndefined()
  })
})
