// The sending instance killed mid-delivery (issue 31): a process of its own claims a message
// and sends it; the SMTP server has the whole message but holds its answer to DATA; the
// process is killed with SIGKILL. Once the claim's lease runs out another worker sends it
// again: nothing is lost, and the receiving server sees the Message-ID at most twice.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../server/db/database.ts'
import { createLogger } from '../../server/log.ts'
import { enqueueMail, getOutboxMessage } from '../../server/mail/outbox.ts'
import { smtpTransport } from '../../server/mail/transport.ts'
import { startMailWorker } from '../../server/mail/worker.ts'
import { createStore, databaseName, type TestStore } from './harness.ts'
import { startSmtpServer, type TestSmtpServer } from './mail/smtpServer.ts'

const leaseMs = 1500
let store: TestStore
let smtp: TestSmtpServer

beforeAll(async () => {
  store = await createStore()
  smtp = await startSmtpServer(['hold', 'accept'])
})
afterAll(() => smtp.stop())

const open = () => openDatabase(store)

async function until(check: () => Promise<boolean>, ms = 15_000) {
  const end = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe(`the sending instance killed mid-delivery, on ${databaseName}`, () => {
  it('no loss, at most one duplicate (the same Message-ID), and the message ends sent', async () => {
    let database: Database = await open()
    const { id, messageId } = await database.db.transaction((tx) =>
      enqueueMail(tx, {
        to: 'robin@example.com',
        subject: 'Your approval',
        text: 'You are in.',
      }),
    )
    // PGlite is one process's: the sender takes the data directory's lock.
    if (!store.databaseUrl) await database.close()

    const sender = spawn(process.execPath, ['--import', 'tsx', 'tests/server/mail/sender.ts'], {
      env: {
        ...process.env,
        DATA_DIR: store.dataDir,
        DATABASE_URL: store.databaseUrl ?? '',
        SMTP_URL: smtp.url,
        LEASE_MS: String(leaseMs),
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const exited = once(sender, 'exit')
    await smtp.holding()
    expect(smtp.seen(messageId)).toBe(1)
    sender.kill('SIGKILL')
    await exited

    if (!store.databaseUrl) database = await open()
    const claimed = (await getOutboxMessage(database.db, id))!
    expect(claimed).toMatchObject({ status: 'sending', leasedBy: 'doomed-sender', attempts: 1 })

    const survivor = startMailWorker({
      db: database.db,
      transport: smtpTransport(smtp.url, 'Nova Club <no-reply@novaclub.example>'),
      logger: createLogger({ level: process.env.DEBUG_MAIL ? 'debug' : 'silent' }),
      instance: 'survivor',
      leaseMs,
      pollMs: 50,
    })
    await until(async () => (await getOutboxMessage(database.db, id))!.status === 'sent')
    // Not before the killed sender's lease ran out (the database's clock set both).
    const sent = (await getOutboxMessage(database.db, id))!
    expect(sent.sentAt!.getTime()).toBeGreaterThanOrEqual(claimed.leaseUntil!.getTime())
    await survivor.stop()
    if (process.env.DEBUG_MAIL) console.log('AFTER STOP', await getOutboxMessage(database.db, id))
    expect(await getOutboxMessage(database.db, id)).toMatchObject({
      status: 'sent',
      leasedBy: 'survivor',
      attempts: 2,
    })
    // The held copy (its sender died before the answer) and the delivered one.
    expect(smtp.seen(messageId)).toBe(2)
    expect(smtp.received.map((message) => message.answer)).toEqual(['hold', 'accept'])
    await database.close()
  })
})
