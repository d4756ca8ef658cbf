// Notices of new requests to Talent Agents (issue 31, item 4): a mail per request in the
// request's transaction, or a digest per period claimed once across instances; never the
// visitor's data in the mail; nothing for accounts that chose off or are disabled.
import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as contract from '../../src/agents/contract.ts'
import { noticeNewItem, runDigests, sendDigest } from '../../server/agents/notices.ts'
import { digestLinkLimit } from '../../server/agents/noticeMail.ts'
import { agentDigestItems, agents, outbox, reachOutMessages } from '../../server/db/schema.ts'
import { adminPassword, base, startConsole, type Console } from './agentsConsole.ts'
import { createStore, databaseName, pathOf, startTestServer } from './harness.ts'

let app: Console
const password = 'a staff password'
const ids = { each: 0, digest: 0, off: 0, gone: 0 }
const addresses = {
  each: 'each.notices@staff.example',
  digest: 'digest.notices@staff.example',
  off: 'off.notices@staff.example',
  gone: 'gone.notices@staff.example',
}
/** The visitor's data: none of it may leave in a notice. */
const visitor = {
  fullName: 'Quinn Marlowe-Tessary',
  email: 'quinn.tessary@visitor.example',
  content: 'About the lighthouse project in my own words',
}
const origin = 'https://club.example'
const hour = 60 * 60_000

const db = () => app.server.database.db
const patch = (id: number, body: unknown, token = app.admin) =>
  app.client.request('PATCH', `${base}/accounts/${id}`, { body, token })

/** The outbox's messages to `to` written after message id `after`. */
/** The mail to `to` written after the id `after`, oldest first (PostgreSQL returns rows in no
 *  order without one: a row the worker has marked sent may come after a newer one). */
const mailTo = (to: string, after = 0) =>
  db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), gt(outbox.id, after)))
    .orderBy(asc(outbox.id))
const lastOutboxId = async () => {
  const rows = await db().select({ id: outbox.id }).from(outbox)
  return Math.max(0, ...rows.map((row) => row.id))
}

async function account(username: string, change: Record<string, unknown>) {
  const created = await app.client.post(
    `${base}/accounts`,
    { username, displayName: `Staff ${username}`, password, role: 'agent' },
    { token: app.admin },
  )
  expect(created.status).toBe(201)
  const { id } = contract.agent.parse(await created.json())
  const changed = await patch(id, change)
  expect(changed.status, await changed.clone().text()).toBe(200)
  return id
}

beforeAll(async () => {
  app = await startConsole()
  ids.each = await account('each.one', { email: addresses.each, notices: 'each' })
  ids.digest = await account('digest.one', { email: addresses.digest, notices: 'digest' })
  ids.off = await account('off.one', { email: addresses.off })
  ids.gone = await account('gone.one', { email: addresses.gone, notices: 'each' })
  expect((await patch(ids.gone, { disabled: true })).status).toBe(200)
  // The server's own digest run (hourly) must not take this account's digest before the tests.
  await lastDigestAt(ids.digest, sql`now()`)
})

const lastDigestAt = (id: number, at: SQL) =>
  db().update(agents).set({ lastDigestAt: at }).where(eq(agents.id, id))

describe(`notices of new requests (${databaseName})`, () => {
  let messageId: number

  it('writes one mail per request to each subscribed account, without the visitor’s data', async () => {
    const before = await lastOutboxId()
    const sent = await app.client.post(pathOf('reachOut'), visitor)
    expect(sent.status).toBe(200)
    messageId = ((await sent.json()) as { id: number }).id
    const mails = await mailTo(addresses.each, before)
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail!.subject).toBe('A new message to a Talent Agent in the Nova Club inbox')
    expect(mail!.toName).toBe('Staff each.one')
    expect(mail!.text).toContain(`/agents/items/message/${messageId}`)
    expect(mail!.text).toMatch(/reached the inbox on \d{1,2} \w+ \d{4} at \d\d:\d\d \(UTC\)\./)
    for (const personal of [visitor.fullName, 'Quinn', visitor.email, 'lighthouse']) {
      expect(`${mail!.subject}\n${mail!.text}`).not.toContain(personal)
    }
    // off, disabled and digest accounts get no mail of their own for it.
    for (const to of [addresses.off, addresses.gone, addresses.digest]) {
      expect(await mailTo(to, before)).toHaveLength(0)
    }
  })

  it('notifies of every kind of request, subscriptions and registrations too', async () => {
    const before = await lastOutboxId()
    await app.client.post(pathOf('subscribe'), { email: 'reader@visitor.example' })
    await app.client.post(pathOf('requestInvitation'), { contactInfo: 'linkedin.com/in/someone' })
    const subjects = (await mailTo(addresses.each, before)).map((mail) => mail.subject).sort()
    expect(subjects).toEqual([
      'A new invitation request in the Nova Club inbox',
      'A new newsletter subscription in the Nova Club inbox',
    ])
  })

  it('writes no notice when the request’s transaction rolls back', async () => {
    const before = await lastOutboxId()
    const queued = await db().select().from(agentDigestItems)
    await expect(
      db().transaction(async (tx) => {
        const [row] = await tx
          .insert(reachOutMessages)
          .values({ fullName: 'Rolled Back', email: 'rb@visitor.example', content: 'gone' })
          .returning({ id: reachOutMessages.id })
        await noticeNewItem(tx, 'message', row!.id, origin)
        throw new Error('the request failed after its notice')
      }),
    ).rejects.toThrow('the request failed after its notice')
    expect(await lastOutboxId()).toBe(before)
    expect(await db().select().from(agentDigestItems)).toEqual(queued)
  })

  it('writes one digest when two runs race, grouped by kind, with a link per item', async () => {
    const before = await lastOutboxId()
    await lastDigestAt(ids.digest, sql`now() - interval '2 hours'`)
    const results = await Promise.all([
      sendDigest(db(), ids.digest, hour, origin),
      sendDigest(db(), ids.digest, hour, origin),
    ])
    expect(results.sort()).toEqual([false, true])
    const digests = await mailTo(addresses.digest, before)
    expect(digests).toHaveLength(1)
    const { subject, text } = digests[0]!
    expect(subject).toBe('Your Nova Club digest: 3 new requests')
    expect(text).toContain('- 1 invitation request\n')
    expect(text).toContain('- 1 message to a Talent Agent\n')
    expect(text).toContain('- 1 newsletter subscription\n')
    expect(text).toContain(`${origin}/agents/items/message/${messageId}`)
    expect(text.match(/\/agents\/items\//g)).toHaveLength(3)
    for (const personal of ['Quinn', visitor.email, 'lighthouse', 'reader@', 'linkedin']) {
      expect(text).not.toContain(personal)
    }
    // Taken: nothing left for this account, and the next run within the period writes nothing.
    expect(
      await db().select().from(agentDigestItems).where(eq(agentDigestItems.agentId, ids.digest)),
    ).toEqual([])
    await app.client.post(pathOf('requestInvitation'), { contactInfo: 'later@visitor.example' })
    expect(await runDigests(db(), hour, origin)).toBe(0)
    // Once the period is over (1 ms here), the new one goes, alone.
    expect(await runDigests(db(), 1, origin)).toBe(1)
    const next = await mailTo(addresses.digest, before)
    expect(next).toHaveLength(2)
    expect(next[1]!.subject).toBe('Your Nova Club digest: one new request')
  })

  it('links at most the first items of a long digest and counts the rest', async () => {
    for (let index = 0; index < digestLinkLimit + 2; index++) {
      await app.client.post(pathOf('subscribe'), { email: `r${index}@visitor.example` })
    }
    const before = await lastOutboxId()
    expect(await sendDigest(db(), ids.digest, 1, origin)).toBe(true)
    const [digest] = await mailTo(addresses.digest, before)
    expect(digest!.text).toContain(`- ${digestLinkLimit + 2} newsletter subscriptions\n`)
    expect(digest!.text.match(/\/agents\/items\//g)).toHaveLength(digestLinkLimit)
    expect(digest!.text).toContain('And 2 more in the inbox, they wait for you there.')
    expect(digest!.text).toContain(`Open the inbox\n${origin}/agents\n`)
  })

  it('stops digests when the account turns them off, and forgets what was queued', async () => {
    await app.client.post(pathOf('requestInvitation'), { contactInfo: 'queued@visitor.example' })
    expect((await patch(ids.digest, { notices: 'off' })).status).toBe(200)
    const queued = await db()
      .select()
      .from(agentDigestItems)
      .where(eq(agentDigestItems.agentId, ids.digest))
    expect(queued).toEqual([])
    expect(await runDigests(db(), 1, origin)).toBe(0)
  })

  it('sends nothing to an account without an address, and refuses notices without one', async () => {
    const cleared = await patch(ids.each, { email: null })
    expect(contract.agent.parse(await cleared.json())).toMatchObject({
      email: null,
      notices: 'off',
    })
    const refused = await patch(ids.each, { notices: 'each' })
    expect(refused.status).toBe(400)
    const before = await lastOutboxId()
    await app.client.post(pathOf('requestInvitation'), { contactInfo: 'x@visitor.example' })
    const mails = await db()
      .select()
      .from(outbox)
      .where(and(gt(outbox.id, before), inArray(outbox.to, Object.values(addresses))))
    expect(mails).toEqual([])
  })
})

describe(`digests across a restart (${databaseName})`, () => {
  it('keeps what is queued through a restart, and lists each item in one digest only', async () => {
    const store = await createStore()
    const first = await startTestServer({ store })
    const client = await first.client()
    const { run } = await import('../../server/operator/cli.ts')
    await run(
      ['create-admin', 'root', '--name', 'Root', '--password', adminPassword, '--url', first.url],
      {
        DATA_DIR: store.dataDir,
      },
    )
    const signedIn = await client.post(`${base}/session`, {
      username: 'root',
      password: adminPassword,
    })
    const { token, agent } = contract.signInResponse.parse(await signedIn.json())
    const set = await client.request('PATCH', `${base}/accounts/${agent.id}`, {
      body: { email: 'root@staff.example', notices: 'digest' },
      token,
    })
    expect(set.status).toBe(200)
    await first.database.db
      .update(agents)
      .set({ lastDigestAt: sql`now()` })
      .where(eq(agents.id, agent.id))
    await client.post(pathOf('requestInvitation'), { contactInfo: 'one@visitor.example' })
    expect(await runDigests(first.database.db, 1, origin)).toBe(1)
    await client.post(pathOf('requestInvitation'), { contactInfo: 'two@visitor.example' })
    await first.close()

    const second = await startTestServer({ store })
    expect(await runDigests(second.database.db, 1, origin)).toBe(1)
    const digests = await second.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'root@staff.example'))
    expect(digests.map((mail) => mail.subject)).toEqual([
      'Your Nova Club digest: one new request',
      'Your Nova Club digest: one new request',
    ])
    const links = digests.map((mail) => mail.text.match(/\/agents\/items\/invitation\/\d+/g))
    expect(links[0]).toHaveLength(1)
    expect(links[1]).toHaveLength(1)
    expect(links[0]![0]).not.toBe(links[1]![0])
    await second.close()
  })
})
