// Approval sends the welcome invitation (issue 31, item 2): approving an invitation request or a
// registration makes a single-use, expiring link (only its hash stored) and writes the welcome
// mail in the same transaction; the link makes a member once. Every refusal of a link is the
// same 401, whatever was wrong with it, and repeated refusals are limited as sign-ins are.
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as contract from '../../src/agents/contract.ts'
import * as schemas from '../../src/api/schemas.ts'
import { hashToken } from '../../server/auth/tokens.ts'
import { demo } from '../../server/demo/seed.ts'
import { itemRequests, outbox, welcomeLinks } from '../../server/db/schema.ts'
import { welcomeSubject } from '../../server/welcome/mail.ts'
import { base, findItem, sendForms, startConsole, type Console } from './agentsConsole.ts'
import { databaseName, pathOf, startTestServer } from './harness.ts'
import { deliveredText } from './mail/delivered.ts'

let app: Console
let requestCount = 0
const requestId = () => `welcome-${Date.now()}-${++requestCount}`

const post = (path: string, body: unknown, token?: string) => app.client.post(path, body, { token })
const db = () => app.server.database.db

const itemOf = (kind: contract.ItemKind, q: string) => findItem(app, kind, q)

/** Takes the item and approves it as the admin; answers the approval's response. */
async function approve(kind: contract.ItemKind, q: string, id = requestId()) {
  const item = await itemOf(kind, q)
  const taken = await post(
    `${base}/items/${kind}/${item.id}/events`,
    { event: 'TAKE', version: item.version, requestId: requestId() },
    app.admin,
  )
  expect(taken.status).toBe(200)
  const approveBody = { event: 'APPROVE', version: item.version + 1, requestId: id }
  const response = await post(`${base}/items/${kind}/${item.id}/events`, approveBody, app.admin)
  return { item, response, approveBody }
}

/** The welcome mails written to `address` (sendForms' subscription writes a confirmation). */
const welcomeMailsTo = (address: string) =>
  db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, address), eq(outbox.subject, welcomeSubject)))

/** The welcome mail written to `address`, and the token of its link, read where the person
 *  reads it: the outbox's row keeps it masked once sent. */
async function mailTo(address: string) {
  const rows = await welcomeMailsTo(address)
  expect(rows).toHaveLength(1)
  const [mail] = rows
  const text = await deliveredText(app.server.dataDir, mail!.messageId)
  const link = /^(http:\/\/\S+\/welcome\/(\S+))$/m.exec(text)
  expect(link, text).not.toBeNull()
  return { mail: mail!, link: link![1]!, token: link![2]! }
}

const check = (token: string) => post(pathOf('welcomeCheck'), { token })
const accept = (token: string, username: string, password = 'A club password 2025') =>
  post(pathOf('welcomeAccept'), { token, username, password })

async function refusedAsUnusable(response: Response) {
  expect(response.status).toBe(401)
  expect(await response.json()).toEqual({ error: schemas.WELCOME_LINK_UNUSABLE })
}

const signIn = (username: string, pwd: string) => post(pathOf('login'), { username, pwd })

beforeAll(async () => {
  app = await startConsole({ DEMO_DATA: 'true', RATE_LIMIT_LOGIN: '1000' })
})

describe(`approval sends the welcome invitation (${databaseName})`, () => {
  it('an approved registration gets a mail with its link, in the approval’s transaction; the link makes a member once', async () => {
    await sendForms(app.client, { name: 'Robin Vale', email: 'robin.vale@example.com' })
    const { response } = await approve('registration', 'robin.vale@example.com')
    expect(response.status).toBe(200)
    const answer = contract.itemEventAnswer.parse(await response.json())
    expect(answer.item.status).toBe('approved')
    expect(answer.welcomeLink).toBeUndefined() // mailed, not shown

    const { mail, link, token } = await mailTo('robin.vale@example.com')
    expect(mail.subject).toBe(welcomeSubject)
    expect(mail.toName).toBe('Robin Vale')
    expect(mail.text).toMatch(/^Hello Robin,$/m)
    expect(link.startsWith(`${app.server.publicUrl}/welcome/`)).toBe(true)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // Only the hash is stored, and the link works for seven days.
    const [stored] = await db()
      .select()
      .from(welcomeLinks)
      .where(eq(welcomeLinks.tokenHash, hashToken(token)))
    expect(stored).toBeDefined()
    const rowText = JSON.stringify(await db().select().from(welcomeLinks))
    expect(rowText).not.toContain(token)
    const days = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 86_400_000
    expect(days).toBeCloseTo(7, 3)

    const checked = await check(token)
    expect(checked.status).toBe(200)
    expect(await checked.json()).toEqual({ firstName: 'Robin' })

    const created = await accept(token, 'robin.vale')
    expect(created.status).toBe(201)
    expect(await created.json()).toEqual({ username: 'robin.vale' })
    const session = await signIn('robin.vale', 'A club password 2025')
    expect(session.status).toBe(200)
    const login = schemas.loginResponse.parse(await session.json())
    // The agent who took and approved the request greets the new member on /home.
    expect(login.user_login).toMatchObject({
      first_name: 'Robin',
      last_name: 'Vale',
      talent_agent: 'Ada Admin',
    })

    // Replayed: used, refused as any other.
    await refusedAsUnusable(await accept(token, 'robin.again'))
    await refusedAsUnusable(await check(token))
  })

  it('a name with line breaks becomes one line of the To header: the approval stands', async () => {
    await sendForms(app.client, {
      name: 'Casey\r\nBcc: all@example.com',
      email: 'casey.w@example.com',
    })
    const { response } = await approve('registration', 'casey.w@example.com')
    expect(response.status).toBe(200)
    const { mail } = await mailTo('casey.w@example.com')
    expect(mail.toName).toBe('Casey Bcc: all@example.com')
    expect(mail.text).toMatch(/^Hello Casey,$/m)
  })

  it('an invitation request with an address gets the mail, without a name; its member is named by the user name', async () => {
    await post(pathOf('requestInvitation'), { contactInfo: 'sky.hart@example.com' })
    const { response } = await approve('invitation', 'sky.hart@example.com')
    expect(response.status).toBe(200)
    const { mail, token } = await mailTo('sky.hart@example.com')
    expect(mail.toName).toBeNull()
    expect(mail.text).toMatch(/^Hello,$/m)
    expect(await (await check(token)).json()).toEqual({ firstName: null })
    expect((await accept(token, 'Sky_Hart')).status).toBe(201)
    const login = schemas.loginResponse.parse(
      await (await signIn('sky_hart', 'A club password 2025')).json(),
    )
    expect(login.user_login).toMatchObject({ first_name: 'Sky_Hart', last_name: '' })
  })

  it('a member no request made (the demo member) signs in with no Talent Agent named', async () => {
    const login = schemas.loginResponse.parse(
      await (await signIn(demo.username, demo.password)).json(),
    )
    expect(login.user_login.talent_agent).toBeNull()
  })

  it('a LinkedIn profile only: the approval answers the link once, for the agent to send by hand; no mail', async () => {
    const profile = 'linkedin.com/in/jo-rowe-42'
    await post(pathOf('requestInvitation'), { contactInfo: profile })
    const before = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(outbox)
    const { item, response, approveBody } = await approve('invitation', profile)
    const answer = contract.itemEventAnswer.parse(await response.json())
    expect(answer.welcomeLink).toMatch(/\/welcome\/[A-Za-z0-9_-]{43}$/)
    const after = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(outbox)
    expect(after[0]!.count).toBe(before[0]!.count)

    // The same request sent again gets the stored answer: without the link, which is nowhere.
    const retried = await post(`${base}/items/invitation/${item.id}/events`, approveBody, app.admin)
    expect(retried.status).toBe(200)
    expect(contract.itemEventAnswer.parse(await retried.json()).welcomeLink).toBeUndefined()
    const stored = JSON.stringify(await db().select().from(itemRequests))
    expect(stored).not.toContain(answer.welcomeLink!.split('/').at(-1))

    const token = answer.welcomeLink!.split('/').at(-1)!
    expect((await check(token)).status).toBe(200)
  })

  it('approving twice makes no second link (the lifecycle refuses it)', async () => {
    await post(pathOf('requestInvitation'), { contactInfo: 'twice@example.com' })
    const { item } = await approve('invitation', 'twice@example.com')
    const again = await post(
      `${base}/items/invitation/${item.id}/events`,
      { event: 'APPROVE', version: item.version + 2, requestId: requestId() },
      app.admin,
    )
    expect(again.status).toBe(409)
    expect(contract.itemEventRefusal.parse(await again.json()).reason).toBe('notAllowed')
    const rows = await welcomeMailsTo('twice@example.com')
    expect(rows).toHaveLength(1)
  })

  it('erasing the person erases the mail written to them, its link with it', async () => {
    await post(pathOf('requestInvitation'), { contactInfo: 'gone.soon@example.com' })
    await approve('invitation', 'gone.soon@example.com')
    const { token } = await mailTo('gone.soon@example.com')
    const erased = await post(
      `${base}/erase`,
      { contact: 'Gone.Soon@example.com', confirm: 'gone.soon@example.com' },
      app.admin,
    )
    expect(contract.eraseResponse.parse(await erased.json()).erased).toMatchObject({
      invitation: 1,
      mail: 1,
    })
    expect(await db().select().from(outbox).where(eq(outbox.to, 'gone.soon@example.com'))).toEqual(
      [],
    )
    await refusedAsUnusable(await check(token))
  })

  it('a declined registration gets no link and no mail', async () => {
    await sendForms(app.client, { name: 'Lee Park', email: 'lee.park@example.com' })
    const item = await itemOf('registration', 'lee.park@example.com')
    for (const [event, version] of [
      ['TAKE', item.version],
      ['DECLINE', item.version + 1],
    ] as const) {
      const response = await post(
        `${base}/items/registration/${item.id}/events`,
        { event, version, requestId: requestId() },
        app.admin,
      )
      expect(response.status).toBe(200)
    }
    expect(await welcomeMailsTo('lee.park@example.com')).toEqual([])
  })

  it('refuses an unknown, forged, cut short or expired link with the same answer', async () => {
    await post(pathOf('requestInvitation'), { contactInfo: 'ria.moss@example.com' })
    await approve('invitation', 'ria.moss@example.com')
    const { token } = await mailTo('ria.moss@example.com')
    const forged = (token[0] === 'A' ? 'B' : 'A') + token.slice(1)
    for (const wrong of [
      'A'.repeat(43), // unknown
      forged, // one character changed
      token.slice(0, 42), // cut short
      `${token}x`, // one too many
      'not a token at all',
    ]) {
      await refusedAsUnusable(await check(wrong))
      await refusedAsUnusable(await accept(wrong, 'ria.moss'))
    }
    // Expired: the same answer, and no member is made.
    await db()
      .update(welcomeLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(welcomeLinks.tokenHash, hashToken(token)))
    await refusedAsUnusable(await check(token))
    await refusedAsUnusable(await accept(token, 'ria.moss'))
    expect((await signIn('ria.moss', 'A club password 2025')).status).toBe(401)
  })

  it('a user name already taken gets a field message, and the link stays usable', async () => {
    await post(pathOf('requestInvitation'), { contactInfo: 'max.lund@example.com' })
    await approve('invitation', 'max.lund@example.com')
    const { token } = await mailTo('max.lund@example.com')
    // Taken whatever its case.
    const taken = await accept(token, demo.username.toUpperCase())
    expect(taken.status).toBe(409)
    const body = schemas.apiError.parse(await taken.json())
    expect(body.fields).toEqual({ username: [schemas.USERNAME_TAKEN] })
    expect((await check(token)).status).toBe(200)
    expect((await accept(token, 'max.lund')).status).toBe(201)
  })

  it('checks the user name and password with the shared rules: each unmet rule is a field message', async () => {
    const token = 'A'.repeat(43)
    const cases: [string, string, Record<string, string[]>][] = [
      ['ab', 'A club password 2025', { username: [schemas.USERNAME_RULE] }],
      ['.dot', 'A club password 2025', { username: [schemas.USERNAME_RULE] }],
      [
        'kim',
        'short',
        {
          password: [
            'The password needs at least 12 characters.',
            'The password needs a digit or a symbol.',
          ],
        },
      ],
      ['kim', '123456789012', { password: ['The password needs a letter.'] }],
      [
        'kim.noor',
        'my KIM.NOOR pass!',
        { password: ['The password must not contain your user name.'] },
      ],
    ]
    for (const [username, password, fields] of cases) {
      const response = await post(pathOf('welcomeAccept'), { token, username, password })
      expect(response.status, `${username} ${password}`).toBe(400)
      expect(schemas.apiError.parse(await response.json()).fields).toEqual(fields)
    }
  })
})

describe(`welcome links are rate limited as sign-ins are (${databaseName})`, () => {
  it('refuses after the limit of unusable links per IP, with Retry-After', async () => {
    const server = await startTestServer({ env: { RATE_LIMIT_LOGIN: '3' } })
    const client = await server.client()
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await client.post(pathOf('welcomeCheck'), { token: 'A'.repeat(43) })
      expect(response.status).toBe(401)
    }
    const limited = await client.post(pathOf('welcomeAccept'), {
      token: 'A'.repeat(43),
      username: 'guess.er',
      password: 'A club password 2025',
    })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
  })
})
