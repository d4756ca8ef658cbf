// Secrets are never shown or kept after they are sent (issue 43, item 2): the console's mail
// API masks a welcome link's token and an access code (staff never receive them); the outbox
// row is scrubbed of them once the message is sent, while a failed one keeps them for a resend;
// the local mailbox (no SMTP_URL) holds the delivered copy for 14 days, an SMTP server's run
// writes none; erasing a person leaves their address in no file of the data directory but the
// database's own (docs/mail.md says why those are a separate matter).
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import * as contract from '../../src/agents/contract.ts'
import { outbox } from '../../server/db/schema.ts'
import { enqueueMail, getOutboxMessage } from '../../server/mail/outbox.ts'
import { secretMask } from '../../server/mail/secrets.ts'
import { welcomeSubject } from '../../server/welcome/mail.ts'
import {
  eraseFromMailbox,
  mailboxDir,
  mailboxKeepMs,
  pruneMailbox,
} from '../../server/mail/transport.ts'
import { base, sendForms, startConsole, type Console } from './agentsConsole.ts'
import { databaseName, pathOf, postgresUrl } from './harness.ts'
import { deliveredText } from './mail/delivered.ts'
import { startSmtpServer, type TestSmtpServer } from './mail/smtpServer.ts'

let requestCount = 0
const requestId = () => `secrets-${Date.now()}-${++requestCount}`

/** Every file under `dir`, recursively, as paths. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

/** The files of `dir` (every one, recursively) whose bytes hold `text`, relative to `dir`. */
const filesHolding = (dir: string, text: string) =>
  filesUnder(dir)
    .filter((file) => readFileSync(file).includes(Buffer.from(text, 'utf8')))
    .map((file) => relative(dir, file))

/** The embedded database's own files (PGlite, under `<dataDir>/pglite`). */
const isDatabaseFile = (file: string) => file.startsWith('pglite/')

/** The console's calls as one agent. */
function consoleOf(app: Console) {
  const token = app.admin
  const send = (method: string, path: string, body?: unknown) =>
    app.client.request(method, path, { body, token })
  const item = async (kind: contract.ItemKind, q: string) => {
    const response = await send('GET', `${base}/items?kind=${kind}&q=${encodeURIComponent(q)}`)
    const [found] = contract.inboxPage.parse(await response.json()).items
    expect(found, `${kind} ${q}`).toBeDefined()
    return found!
  }
  /** Takes the item, then sends `event` (with `extra`); the answer's body. */
  const takeAnd = async (
    kind: contract.ItemKind,
    q: string,
    event: string,
    extra: Record<string, string> = {},
  ) => {
    const { id, version } = await item(kind, q)
    const path = `${base}/items/${kind}/${id}/events`
    const taken = await send('POST', path, { event: 'TAKE', version, requestId: requestId() })
    expect(taken.status, await taken.clone().text()).toBe(200)
    const body = { event, version: version + 1, requestId: requestId(), ...extra }
    const response = await send('POST', path, body)
    expect(response.status, await response.clone().text()).toBe(200)
    return contract.itemEventAnswer.parse(await response.json())
  }
  const inviteCandidate = async (email: string) => {
    const created = await send('POST', `${base}/campaigns`, {
      positionName: 'Staff Data Engineer',
      keyResponsibilities: '<p>Build the pipelines.</p>',
      mustHaveTechnologies: '<ul><li>SQL</li></ul>',
      niceToHaveTechnologies: '<ul><li>Rust</li></ul>',
      interviewLink: 'https://interview.example/room/7',
      calendarLink: 'https://calendar.example/club',
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const campaign = contract.campaignDetail.parse(await created.json())
    const invited = await send('POST', `${base}/campaigns/${campaign.id}/candidates`, {
      candidates: [{ email, name: 'Robin Vale' }],
    })
    expect(invited.status, await invited.clone().text()).toBe(201)
  }
  const mailDetail = async (id: number) => {
    const response = await send('GET', `${base}/mail/${id}`)
    expect(response.status).toBe(200)
    return {
      raw: await response.clone().text(),
      detail: contract.mailDetail.parse(await response.json()),
    }
  }
  return { send, takeAnd, inviteCandidate, mailDetail }
}

/** The outbox's rows to `address`, oldest first. */
const rowsTo = (app: Console, address: string) =>
  app.server.database.db.select().from(outbox).where(eq(outbox.to, address)).orderBy(outbox.id)

/** Waits until every message to `address` has left the outbox (sent): 10 s at most. */
async function allSent(app: Console, address: string) {
  let statuses: string[] = []
  for (let tries = 0; tries < 100; tries++) {
    if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 100))
    statuses = (await rowsTo(app, address)).map((row) => row.status)
    if (statuses.length && statuses.every((status) => status === 'sent')) break
  }
  expect(statuses.length).toBeGreaterThan(0)
  expect(
    statuses.every((status) => status === 'sent'),
    statuses.join(),
  ).toBe(true)
}

const welcomeToken = /\/welcome\/([A-Za-z0-9_-]{43})\b/
const accessCode = /\b[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}\b/

describe(`secrets in mail, delivered to the local mailbox (${databaseName})`, () => {
  let app: Console
  beforeAll(async () => {
    app = await startConsole()
  })

  it('the mail API shows a welcome link and an access code masked, before and after sending; the recipient’s copy works', async () => {
    const agent = consoleOf(app)
    const address = 'robin.secret@example.com'
    await sendForms(app.client, { name: 'Robin Vale', email: address })
    const approved = await agent.takeAnd('registration', address, 'APPROVE')
    expect(approved.welcomeLink).toBeUndefined() // it had an address: the link went by mail
    await agent.inviteCandidate(address)
    await allSent(app, address)

    const rows = await rowsTo(app, address)
    const welcome = rows.find((row) => row.subject === welcomeSubject)!
    const invitation = rows.find((row) => row.subject.startsWith('Your interview'))!
    // What the person received works: the welcome link is usable, the code is one.
    const welcomeText = await deliveredText(app.server.dataDir, welcome.messageId)
    const token = welcomeToken.exec(welcomeText)![1]!
    const check = await app.client.post(pathOf('welcomeCheck'), { token })
    expect(check.status).toBe(200)
    const code = accessCode.exec(await deliveredText(app.server.dataDir, invitation.messageId))![0]

    // Staff read neither, in any answer of the mail API.
    const list = await agent.send('GET', `${base}/mail?limit=200`)
    const listed = await list.text()
    for (const row of [welcome, invitation]) {
      const { raw, detail } = await agent.mailDetail(row.id)
      expect(raw).not.toContain(token)
      expect(raw).not.toContain(code)
      expect(detail.text).toContain(
        row === welcome ? `/welcome/${secretMask}` : `    ${secretMask}`,
      )
    }
    expect(listed).not.toContain(token)
    expect(listed).not.toContain(code)

    // The rows keep them no more: sent, scrubbed, the list of secrets emptied.
    for (const row of await rowsTo(app, address)) {
      expect(row.text).not.toContain(token)
      expect(row.text).not.toContain(code)
      expect(row.secrets).toEqual([])
    }
    // And what the agent could copy from the screen opens nothing.
    const masked = await app.client.post(pathOf('welcomeCheck'), { token: secretMask })
    expect(masked.status).toBe(401)
  })

  it('the local mailbox keeps the delivered copy, with its link, for 14 days; then it is removed', async () => {
    const address = 'kept.copy@example.com'
    const { messageId, id } = await enqueueMail(app.server.database.db, {
      to: address,
      subject: 'A link',
      text: `Your link: http://127.0.0.1/welcome/${'k'.repeat(43)}`,
      secrets: ['k'.repeat(43)],
    })
    app.server.mail.poke()
    expect(await deliveredText(app.server.dataDir, messageId)).toContain('k'.repeat(43))
    // The worker writes the file before it marks the row sent (and masks its secrets): under
    // load the row read at once could still hold the link, so wait for the masked record.
    await vi.waitFor(
      async () =>
        expect((await getOutboxMessage(app.server.database.db, id))!.text).toBe(
          `Your link: http://127.0.0.1/welcome/${secretMask}`,
        ),
      { timeout: 10_000, interval: 100 },
    )

    const dir = mailboxDir(app.server.dataDir)
    const file = join(dir, `${messageId.slice(1, -1)}.eml`)
    const old = (Date.now() - mailboxKeepMs - 60_000) / 1000
    utimesSync(file, old, old)
    const fresh = join(dir, 'fresh@novaclub.example.eml')
    writeFileSync(fresh, 'To: someone@example.com\n\nHello')
    expect(pruneMailbox(app.server.dataDir)).toBe(1)
    expect(readdirSync(dir)).not.toContain(`${messageId.slice(1, -1)}.eml`)
    expect(readdirSync(dir)).toContain('fresh@novaclub.example.eml')
  })

  it('erasing a person leaves their address in no file of the data directory outside the database', async () => {
    const agent = consoleOf(app)
    const address = 'erase.everywhere@example.com'
    await sendForms(app.client, { name: 'Eli Everywhere', email: address })
    await agent.takeAnd('registration', address, 'APPROVE')
    await agent.takeAnd('message', address, 'ANSWER', { answer: 'Yes, on Thursdays.' })
    await agent.inviteCandidate(address)
    await allSent(app, address)
    const dataDir = app.server.dataDir
    const before = filesHolding(dataDir, address)
    // The subscription's confirmation, the welcome, the answer and the invitation.
    expect(before.filter((file) => file.startsWith('mailbox/'))).toHaveLength(4)

    const erased = await agent.send('POST', `${base}/erase`, {
      contact: address.toUpperCase(),
      confirm: address,
    })
    expect(erased.status).toBe(200)
    expect(contract.eraseResponse.parse(await erased.json()).erased).toMatchObject({ mail: 4 })

    const left = filesHolding(dataDir, address)
    expect(left.filter((file) => !isDatabaseFile(file))).toEqual([])
    // On PostgreSQL the database is elsewhere: no file of the data directory holds it at all.
    if (postgresUrl) expect(left).toEqual([])
    expect(await rowsTo(app, address)).toEqual([])
    // The database's files (PGlite's) may hold the erased rows' bytes until their pages are
    // written over (docs/mail.md, "What is kept"): said, and not asserted either way.
    console.info(
      `erasure: the address is left in ${left.length} database file(s): ${left.join(', ')}`,
    )
  })
})

describe(`secrets in mail sent over SMTP (${databaseName})`, () => {
  let app: Console
  let smtp: TestSmtpServer
  beforeAll(async () => {
    smtp = await startSmtpServer(['permanent', 'accept'])
    app = await startConsole({ SMTP_URL: smtp.url })
  })

  it('a failed message keeps its secret for the resend, masked in the API; once sent, the row is scrubbed and no file keeps it', async () => {
    const db = app.server.database.db
    const agent = consoleOf(app)
    const secret = 'ABCD-EFGH-JKLM-NPQR'
    const { id, messageId } = await enqueueMail(db, {
      to: 'sam.smtp@example.com',
      subject: 'Your interview with Nova Club: Engineer',
      text: `Enter your personal access code:\n\n    ${secret}\n`,
      headers: { 'X-Club': `code ${secret}` },
      secrets: [secret],
    })
    app.server.mail.poke()
    let row = (await getOutboxMessage(db, id))!
    for (let tries = 0; tries < 100 && row.status !== 'failed'; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      row = (await getOutboxMessage(db, id))!
    }
    expect(row.status).toBe('failed') // 550: not sent, so the row keeps what a resend needs
    expect(row.text).toContain(secret)
    expect(row.secrets).toEqual([secret])
    const failed = await agent.mailDetail(id)
    expect(failed.raw).not.toContain(secret)
    expect(failed.detail.text).toBe(`Enter your personal access code:\n\n    ${secretMask}\n`)
    expect(failed.detail.headers).toContainEqual({ name: 'X-Club', value: `code ${secretMask}` })

    const resent = await agent.send('POST', `${base}/mail/${id}/resend`)
    expect(resent.status).toBe(200)
    expect(await resent.text()).not.toContain(secret)
    for (let tries = 0; tries < 100 && row.status !== 'sent'; tries++) {
      app.server.mail.poke()
      await new Promise((resolve) => setTimeout(resolve, 100))
      row = (await getOutboxMessage(db, id))!
    }
    expect(row.status).toBe('sent')
    // The resend carried the secret to the recipient (both copies, by Message-ID)…
    const copies = smtp.received.filter((message) => message.messageId === messageId)
    expect(copies.map((copy) => copy.answer)).toEqual(['permanent', 'accept'])
    expect(copies[1]!.raw).toContain(secret)
    // …and the row keeps it no more, in the text or the headers.
    expect(row).toMatchObject({
      text: `Enter your personal access code:\n\n    ${secretMask}\n`,
      headers: { 'X-Club': `code ${secretMask}` },
      secrets: [],
    })
    // Over SMTP nothing is written to the data directory's mailbox.
    expect(
      filesHolding(app.server.dataDir, secret).filter((file) => !isDatabaseFile(file)),
    ).toEqual([])
    expect(readdirSync(app.server.dataDir)).not.toContain('mailbox')
  })

  it('refuses a secret the message does not hold as written, or shows in its subject', async () => {
    const db = app.server.database.db
    await expect(
      enqueueMail(db, {
        to: 'a@example.com',
        subject: 'Hi',
        text: 'No code',
        secrets: ['ABCD-EFGH'],
      }),
    ).rejects.toThrow(/A secret must be in the text or a header/)
    await expect(
      enqueueMail(db, {
        to: 'a@example.com',
        subject: 'Code ABCD-EFGH',
        text: 'Code ABCD-EFGH',
        secrets: ['ABCD-EFGH'],
      }),
    ).rejects.toThrow(/not in the subject/)
    await expect(
      enqueueMail(db, { to: 'a@example.com', subject: 'Hi', text: 'a short', secrets: ['short'] }),
    ).rejects.toThrow(/shorter than 8/)
  })
})

describe('the local mailbox, erasing an address', () => {
  it('removes the erased messages and every file naming the address whole, and no other', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'nova-mailbox-'))
    try {
      const dir = mailboxDir(dataDir)
      mkdirSync(dir)
      const files = {
        'erased-row@club.example.eml': 'To: someone.else@example.com\n\nThe outbox row was erased',
        'to-bo@club.example.eml': 'To: "Bo Lind" <BO@Example.com>\n\nHello',
        'mentions-bo@club.example.eml': 'To: x@example.com\n\nWrite to bo@example.com. Thanks',
        'to-jimbo@club.example.eml': 'To: jimbo@example.com\n\nNot Bo',
        'to-longer-domain@club.example.eml': 'To: bo@example.com.evil\n\nNot Bo',
        'to-bo-plus@club.example.eml': 'To: x+bo@example.com\n\nNot Bo',
      }
      for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
      expect(eraseFromMailbox(dataDir, ' Bo@example.com ', ['<erased-row@club.example>'])).toBe(3)
      expect(readdirSync(dir).sort()).toEqual([
        'to-bo-plus@club.example.eml',
        'to-jimbo@club.example.eml',
        'to-longer-domain@club.example.eml',
      ])
      expect(eraseFromMailbox(join(dataDir, 'none'), 'bo@example.com', [])).toBe(0)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
