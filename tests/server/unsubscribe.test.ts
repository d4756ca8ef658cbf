// A new subscriber's confirmation and its one-click unsubscribe (issue 31): subscribing writes
// one plain-text mail with the List-Unsubscribe headers (RFC 8058) in the subscription's
// transaction, and only the token's hash is stored. The link's GET shows a page and changes
// nothing; its POST (a mail client's one-click, with no CSRF token) unsubscribes, again and
// again. Every link no subscription has gets the same 404, refusals are limited per IP, and
// subscribing after unsubscribing mails a new link.
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as contract from '../../src/agents/contract.ts'
import * as schemas from '../../src/api/schemas.ts'
import { hashToken } from '../../server/auth/tokens.ts'
import { outbox, subscriptions } from '../../server/db/schema.ts'
import { confirmationSubject } from '../../server/subscriptions/mail.ts'
import { base, startConsole, type Console } from './agentsConsole.ts'
import { appAlone, from } from './appFixture.ts'
import { databaseName, pathOf, startTestServer } from './harness.ts'
import { captureLog } from './logLines.ts'
import { deliveredEml, deliveredText } from './mail/delivered.ts'

let app: Console
const db = () => app.server.database.db

const subscribe = (email: string) => app.client.post(pathOf('subscribe'), { email })

/** The confirmations written to `address`, oldest first. */
const mailsTo = (address: string) =>
  db().select().from(outbox).where(eq(outbox.to, address)).orderBy(outbox.id)

/** The one confirmation to `address`: its link and token. */
async function confirmationTo(address: string, count = 1) {
  const rows = await mailsTo(address)
  expect(rows).toHaveLength(count)
  const mail = rows[count - 1]!
  // The link as the reader gets it: the row keeps its token masked once sent.
  const text = await deliveredText(app.server.dataDir, mail.messageId)
  const link = /^(http:\/\/\S+\/api\/subscriptions\/unsubscribe\?token=([A-Za-z0-9_-]{43}))$/m.exec(
    text,
  )
  expect(link, text).not.toBeNull()
  return { mail, link: link![1]!, token: link![2]! }
}

const unsubscribeUrl = (token: string) =>
  `${app.server.url}${pathOf('unsubscribe')}?token=${encodeURIComponent(token)}`

/** What a mail client sends on one click: a form-encoded POST, no cookie, no CSRF header. */
const oneClickInit: RequestInit = {
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: 'List-Unsubscribe=One-Click',
}
const oneClick = (token: string) => fetch(unsubscribeUrl(token), oneClickInit)

const openLink = (token: string) => fetch(unsubscribeUrl(token))

async function subscriptionItem(address: string) {
  const response = await app.client.get(
    `${base}/items?kind=subscription&q=${encodeURIComponent(address)}`,
    { token: app.admin },
  )
  return contract.inboxPage.parse(await response.json()).items
}

const rowsOf = (address: string) =>
  db()
    .select()
    .from(subscriptions)
    .where(sql`lower(${subscriptions.email}) = ${address.toLowerCase()}`)
    .orderBy(subscriptions.id)

beforeAll(async () => {
  app = await startConsole({ RATE_LIMIT_LOGIN: '1000' })
})

describe(`the subscription's confirmation (${databaseName})`, () => {
  it('is one mail (HTML and its text twin) with both list headers and a link; only the hash is stored', async () => {
    expect((await subscribe('wren.harbor@example.com')).status).toBe(200)
    const { mail, link, token } = await confirmationTo('wren.harbor@example.com')
    expect(mail.subject).toBe(confirmationSubject)
    // The footer's link, worded: the token in it is the recipient's alone (masked once sent).
    expect(mail.html).toMatch(
      /<a href="[^"]+\/api\/subscriptions\/unsubscribe\?token=[^"]+"[^>]*>Unsubscribe from the letter<\/a>/,
    )
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    // As the recipient's mail client reads them: both headers, the link whole.
    const headerBlock = (await deliveredEml(app.server.dataDir, mail.messageId)).split(
      /\r?\n\r?\n/,
    )[0]!
    const unfolded = headerBlock.replace(/\r?\n[ \t]+/g, ' ')
    expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m)
    expect(unfolded.match(/^List-Unsubscribe: (.*)$/m)?.[1]?.replace(/ /g, '')).toBe(`<${link}>`)
    const [row] = await rowsOf('wren.harbor@example.com')
    expect(row!.unsubscribeTokenHash).toBe(hashToken(token))
    expect(JSON.stringify(row)).not.toContain(token)
    expect((await openLink(token)).status).toBe(200)
  })

  it('is not written again for a repeat subscription, in any case', async () => {
    await subscribe('lark.meadow@example.com')
    const again = await subscribe('Lark.Meadow@example.com')
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ email: 'lark.meadow@example.com' })
    await confirmationTo('lark.meadow@example.com', 1)
    expect(await rowsOf('lark.meadow@example.com')).toHaveLength(1)
  })
})

describe(`the unsubscribe link (${databaseName})`, () => {
  it('opens a page with a button that posts, and unsubscribes nobody by itself', async () => {
    await subscribe('fern.quay@example.com')
    const { token } = await confirmationTo('fern.quay@example.com')
    for (let visit = 0; visit < 2; visit++) {
      const page = await openLink(token)
      expect(page.status).toBe(200)
      expect(page.headers.get('Content-Type')).toMatch(/^text\/html/)
      expect(page.headers.get('Content-Security-Policy')).toContain("default-src 'self'")
      expect(page.headers.get('Cache-Control')).toBe('no-store')
      const html = await page.text()
      expect(html).toMatch(/<form method="post" action="\/api\/subscriptions\/unsubscribe\?token=/)
      expect(html).toContain(`token=${token}"`)
      // The button sends the body the POST requires, as a mail client's one-click does.
      expect(html).toContain('<input type="hidden" name="List-Unsubscribe" value="One-Click">')
      expect(html).not.toContain('<script')
    }
    const [row] = await rowsOf('fern.quay@example.com')
    expect(row!.unsubscribedAt).toBeNull()
    expect((await subscriptionItem('fern.quay@example.com'))[0]!.status).toBe('active')
  })

  it('unsubscribes on a one-click POST without a CSRF token, and again is fine', async () => {
    await subscribe('moss.tern@example.com')
    const { token } = await confirmationTo('moss.tern@example.com')
    for (let click = 0; click < 2; click++) {
      const response = await oneClick(token)
      expect(response.status).toBe(200)
      expect(schemas.unsubscribeResponse.parse(await response.json())).toEqual({
        unsubscribed: true,
      })
    }
    const [row] = await rowsOf('moss.tern@example.com')
    expect(row!.unsubscribedAt).toBeInstanceOf(Date)
    const [item] = await subscriptionItem('moss.tern@example.com')
    expect(item!.status).toBe('unsubscribed')
    const detail = await app.client.get(`${base}/items/subscription/${item!.id}`, {
      token: app.admin,
    })
    const { history } = contract.itemDetail.parse(await detail.json())
    expect(history.map(({ event, from, to, by }) => ({ event, from, to, by }))).toEqual([
      { event: 'UNSUBSCRIBE', from: 'active', to: 'unsubscribed', by: null },
    ])
  })

  it('unsubscribes on a multipart one-click too (RFC 8058 allows either encoding)', async () => {
    await subscribe('sorrel.ness@example.com')
    const { token } = await confirmationTo('sorrel.ness@example.com')
    const body = new FormData()
    body.set('List-Unsubscribe', 'One-Click')
    const response = await fetch(unsubscribeUrl(token), { method: 'POST', body })
    expect(response.status).toBe(200)
    expect(schemas.unsubscribeResponse.parse(await response.json())).toEqual({ unsubscribed: true })
    expect((await rowsOf('sorrel.ness@example.com'))[0]!.unsubscribedAt).toBeInstanceOf(Date)
  })

  it('changes nothing on a POST without the one-click body: 400, the subscription runs on', async () => {
    await subscribe('yarrow.sound@example.com')
    const { token } = await confirmationTo('yarrow.sound@example.com')
    const posts: RequestInit[] = [
      { method: 'POST' },
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=Yes',
      },
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ 'List-Unsubscribe': 'One-Click' }),
      },
      {
        method: 'POST',
        headers: { 'Content-Type': 'multipart/form-data; boundary=cut' },
        body: '--cut\r\nbroken',
      },
    ]
    for (const init of posts) {
      const response = await fetch(unsubscribeUrl(token), init)
      expect(response.status, String(init.body)).toBe(400)
      const { error } = schemas.apiError.parse(await response.json())
      expect(error).not.toMatch(/at .*\.(ts|js)|\n/)
    }
    expect((await rowsOf('yarrow.sound@example.com'))[0]!.unsubscribedAt).toBeNull()
  })

  it('answers the page’s button with a page', async () => {
    await subscribe('sedge.cove@example.com')
    const { token } = await confirmationTo('sedge.cove@example.com')
    const response = await fetch(unsubscribeUrl(token), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'text/html,application/xhtml+xml',
      },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('You are unsubscribed')
    expect((await subscriptionItem('sedge.cove@example.com'))[0]!.status).toBe('unsubscribed')
  })

  it('refuses an unknown, forged or cut-short token with the same 404, never a 500', async () => {
    await subscribe('reed.shoal@example.com')
    const { token } = await confirmationTo('reed.shoal@example.com')
    const forged = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A')
    for (const bad of ['A'.repeat(43), forged, token.slice(0, 20), `${token}x`, '<b>"&']) {
      const post = await oneClick(bad)
      expect(post.status, bad).toBe(404)
      expect(await post.json()).toEqual({ error: schemas.UNSUBSCRIBE_LINK_UNUSABLE })
      const page = await openLink(bad)
      expect(page.status, bad).toBe(404)
      const html = await page.text()
      expect(html).toContain(schemas.UNSUBSCRIBE_LINK_UNUSABLE)
      expect(html).not.toContain('<b>')
    }
    const missing = await fetch(`${app.server.url}${pathOf('unsubscribe')}`, { method: 'POST' })
    expect(missing.status).toBe(400)
    schemas.apiError.parse(await missing.json())
    expect((await rowsOf('reed.shoal@example.com'))[0]!.unsubscribedAt).toBeNull()
  })

  it('lets the address subscribe again, with a new confirmation and a new link', async () => {
    await subscribe('tansy.brook@example.com')
    const first = await confirmationTo('tansy.brook@example.com')
    expect((await oneClick(first.token)).status).toBe(200)
    expect((await subscribe('tansy.brook@example.com')).status).toBe(200)
    const second = await confirmationTo('tansy.brook@example.com', 2)
    expect(second.token).not.toBe(first.token)
    const rows = await rowsOf('tansy.brook@example.com')
    expect(rows.map((row) => row.unsubscribedAt === null)).toEqual([false, true])
    const statuses = (await subscriptionItem('tansy.brook@example.com')).map((item) => item.status)
    expect(statuses.sort()).toEqual(['active', 'unsubscribed'])
    // The old link still answers (unsubscribed already); the new one ends the new subscription.
    expect((await oneClick(first.token)).status).toBe(200)
    expect((await rowsOf('tansy.brook@example.com'))[1]!.unsubscribedAt).toBeNull()
    expect((await oneClick(second.token)).status).toBe(200)
    expect((await rowsOf('tansy.brook@example.com'))[1]!.unsubscribedAt).toBeInstanceOf(Date)
  })

  it('is ended by an agent’s UNSUBSCRIBE too: the address may subscribe again', async () => {
    await subscribe('heath.wold@example.com')
    const [item] = await subscriptionItem('heath.wold@example.com')
    const response = await app.client.post(
      `${base}/items/subscription/${item!.id}/events`,
      { event: 'UNSUBSCRIBE', version: item!.version, requestId: 'unsubscribe-agent-1' },
      { token: app.admin },
    )
    expect(response.status).toBe(200)
    expect((await subscribe('heath.wold@example.com')).status).toBe(200)
    await confirmationTo('heath.wold@example.com', 2)
  })

  it('stops working once the person is erased', async () => {
    await subscribe('brae.fell@example.com')
    const { token } = await confirmationTo('brae.fell@example.com')
    const erased = await app.client.post(
      `${base}/erase`,
      { contact: 'brae.fell@example.com', confirm: 'brae.fell@example.com' },
      { token: app.admin },
    )
    expect(erased.status).toBe(200)
    const hashes = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.unsubscribeTokenHash, hashToken(token)))
    expect(hashes).toEqual([])
    expect((await oneClick(token)).status).toBe(404)
  })
})

describe(`unsubscribe links are rate limited as sign-ins are (${databaseName})`, () => {
  it('refuses after the limit of unusable links per IP, with Retry-After', async () => {
    const server = await startTestServer({ env: { RATE_LIMIT_LOGIN: '3' } })
    const url = `${server.url}${pathOf('unsubscribe')}?token=${'A'.repeat(43)}`
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await fetch(url, oneClickInit)).status).toBe(404)
    }
    const limited = await fetch(url)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    schemas.apiError.parse(await limited.json())
  })
})

describe(`the log of an unsubscribe (${databaseName})`, () => {
  it('names the path and never the token, whatever the answer', async () => {
    // The app again, on the console's database, with a logger whose lines the test reads.
    const log = captureLog()
    const { database } = app.server
    const logged = appAlone({
      db: database.db,
      limitsPool: database.limitsPool,
      logger: log.logger,
    })
    await subscribe('linnet.scar@example.com')
    const { token } = await confirmationTo('linnet.scar@example.com')
    const url = (query: string) => `${pathOf('unsubscribe')}?token=${query}`
    // An address of its own: on PostgreSQL the limits' counts are the database's, shared with
    // the server above, whose tests ran 127.0.0.1's down.
    const reader = '192.0.2.47'
    const answers = [
      await logged.request(url(token), {}, from(reader)),
      await logged.request(url(token), oneClickInit, from(reader)),
      await logged.request(url(`${token.slice(0, -2)}xy`), oneClickInit, from(reader)),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 404])
    const lines = log.entries().filter((entry) => entry.path === pathOf('unsubscribe'))
    expect(lines.map((line) => line.status)).toEqual([200, 200, 404])
    expect(log.lines.join('\n')).not.toContain(token.slice(0, 20))
  })
})
