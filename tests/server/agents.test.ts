// The Talent Agents' console API (issue 30): staff accounts and sessions apart from members',
// the inbox, item events with versions and request ids, the CSV export and erasing a person.
import { beforeAll, describe, expect, it } from 'vitest'
import * as contract from '../../src/agents/contract.ts'
import * as schemas from '../../src/api/schemas.ts'
import { agentsBase as base } from '../../src/agents/contract.ts'
import { operatorBase } from '../../server/operator/contract.ts'
import { adminPassword, sendForms, startConsole, type Console } from './agentsConsole.ts'
import { databaseName, pathOf } from './harness.ts'
import { signInWith } from './signIn.ts'

let app: Console
let agentToken: string
let agentId: number
let otherToken: string

const agentPassword = 'an agent password'
let requestCount = 0
const requestId = () => `req-${Date.now()}-${++requestCount}`

const get = (path: string, token?: string) => app.client.get(path, { token })
const post = (path: string, body: unknown, token?: string) => app.client.post(path, body, { token })
const patch = (path: string, body: unknown, token?: string) =>
  app.client.request('PATCH', path, { body, token })

/** The items of this file's three visitors (dana, eve, finn): the demo data has its own. */
const visitorsOf = (page: contract.InboxPage) =>
  page.items.filter((item) => item.contact?.match(/^(dana|eve|finn)@/))

async function inbox(query: string, token = agentToken) {
  const response = await get(`${base}/items${query}`, token)
  expect(response.status, await response.clone().text()).toBe(200)
  return contract.inboxPage.parse(await response.json())
}

async function detail(kind: string, id: number, token = agentToken) {
  const response = await get(`${base}/items/${kind}/${id}`, token)
  expect(response.status).toBe(200)
  return contract.itemDetail.parse(await response.json())
}

const send = (
  kind: string,
  id: number,
  body: Partial<contract.ItemEventRequest>,
  token = agentToken,
) => post(`${base}/items/${kind}/${id}/events`, { requestId: requestId(), ...body }, token)

async function refusal(response: Response, status = 409) {
  expect(response.status).toBe(status)
  return contract.itemEventRefusal.parse(await response.json())
}

beforeAll(async () => {
  app = await startConsole({ DEMO_DATA: 'true', RATE_LIMIT_LOGIN: '6' })
  const created = await post(
    `${base}/accounts`,
    { username: 'bo.agent', displayName: 'Bo Agent', password: agentPassword, role: 'agent' },
    app.admin,
  )
  expect(created.status).toBe(201)
  agentId = contract.agent.parse(await created.json()).id
  await post(
    `${base}/accounts`,
    { username: 'cy.agent', displayName: 'Cy Agent', password: agentPassword, role: 'agent' },
    app.admin,
  )
  agentToken = (await app.signIn('bo.agent', agentPassword)).token
  otherToken = (await app.signIn('cy.agent', agentPassword)).token
  await sendForms(app.client, { name: 'Dana Early', email: 'dana@example.com' })
  await sendForms(app.client, { name: '=HYPERLINK("x")', email: 'eve@example.com' })
  await sendForms(app.client, { name: 'Finn Late', email: 'finn@example.com' })
})

describe(`staff accounts and sessions (${databaseName})`, () => {
  it('makes the first administrator with the operator command, once per user name', async () => {
    await expect(
      app.club('create-admin', 'ada', '--name', 'Ada Again', '--password', adminPassword),
    ).rejects.toThrow('The user name ada is taken.')
    const output = await app.club('create-admin', 'root.two', '--name', 'Root Two')
    expect(output).toMatch(/^Added administrator root\.two \(id \d+\) with the password \S+\.$/)
    const response = await post(
      `${operatorBase}/agents`,
      { username: 'X', displayName: '', password: 'short', role: 'boss' },
      app.server.operatorToken(),
    )
    expect(response.status).toBe(400)
    const { fields } = schemas.apiError.parse(await response.json())
    expect(Object.keys(fields ?? {}).sort()).toEqual([
      'displayName',
      'password',
      'role',
      'username',
    ])
  })

  it('signs in with one refusal for a wrong name or password, and validates', async () => {
    for (const body of [
      { username: 'ada', password: 'wrong password' },
      { username: 'nobody', password: adminPassword },
    ]) {
      const response = await post(`${base}/session`, body)
      expect(response.status).toBe(401)
      expect(schemas.apiError.parse(await response.json()).error).toBe(
        'The user name or password is not correct.',
      )
    }
    const invalid = await post(`${base}/session`, { username: '' })
    expect(invalid.status).toBe(400)
    const me = await get(`${base}/me`, agentToken)
    expect(me.status).toBe(200)
    expect(me.headers.get('Cache-Control')).toBe('no-store')
    expect(contract.agent.parse(await me.json())).toEqual({
      id: agentId,
      username: 'bo.agent',
      displayName: 'Bo Agent',
      role: 'agent',
      disabled: false,
      email: null,
      notices: 'off',
    })
  })

  it('opens nothing without a staff token, and a member token opens nothing here', async () => {
    const member = await signInWith(app.client)
    for (const token of [undefined, 'not-a-token', member.token]) {
      for (const path of ['/me', '/items', '/items/message/1', '/export.csv', '/accounts']) {
        const response = await get(base + path, token)
        expect(response.status, `${path} ${token}`).toBe(401)
        schemas.apiError.parse(await response.json())
      }
    }
  })

  it("a staff token opens nothing of the members' API", async () => {
    const response = await app.client.put(
      pathOf('completeBoarding'),
      { username: 'bo.agent' },
      {
        token: agentToken,
      },
    )
    expect(response.status).toBe(401)
    const refresh = await post(pathOf('refresh'), { refreshToken: agentToken }, agentToken)
    expect(refresh.status).toBe(401)
  })

  it('lets only administrators manage accounts', async () => {
    const asAgent = [
      await get(`${base}/accounts`, agentToken),
      await post(
        `${base}/accounts`,
        { username: 'sneaky', displayName: 'S', password: 'a long password!', role: 'admin' },
        agentToken,
      ),
      await patch(`${base}/accounts/${agentId}`, { disabled: true }, agentToken),
      await post(
        `${base}/erase`,
        { contact: 'x@example.com', confirm: 'x@example.com' },
        agentToken,
      ),
    ]
    for (const response of asAgent) {
      expect(response.status).toBe(403)
      expect(schemas.apiError.parse(await response.json()).error).toBe(
        'Only an administrator may do this.',
      )
    }
    const list = contract.accountList.parse(await (await get(`${base}/accounts`, app.admin)).json())
    expect(list.accounts.map((account) => account.username)).toEqual(
      expect.arrayContaining(['ada', 'bo.agent', 'cy.agent']),
    )
    const taken = await post(
      `${base}/accounts`,
      { username: 'bo.agent', displayName: 'B', password: 'a long password!', role: 'agent' },
      app.admin,
    )
    expect(taken.status).toBe(409)
    const invalid = await post(`${base}/accounts`, { username: 'UPPER case' }, app.admin)
    expect(invalid.status).toBe(400)
    expect((await patch(`${base}/accounts/99999`, { disabled: true }, app.admin)).status).toBe(404)
    expect((await patch(`${base}/accounts/abc`, { disabled: true }, app.admin)).status).toBe(400)
  })

  it('disabling an account ends its sessions and refuses its sign-in; enabling lets it in', async () => {
    const ada = contract.agent.parse(await (await get(`${base}/me`, app.admin)).json())
    const self = await patch(`${base}/accounts/${ada.id}`, { disabled: true }, app.admin)
    expect(self.status).toBe(409)

    const { token, agent } = await app.signIn('cy.agent', agentPassword)
    const disabled = await patch(`${base}/accounts/${agent.id}`, { disabled: true }, app.admin)
    expect(contract.agent.parse(await disabled.json()).disabled).toBe(true)
    expect((await get(`${base}/me`, token)).status).toBe(401)
    expect((await get(`${base}/me`, otherToken)).status).toBe(401)
    const refused = await post(`${base}/session`, { username: 'cy.agent', password: agentPassword })
    expect(refused.status).toBe(403)
    await patch(`${base}/accounts/${agent.id}`, { disabled: false }, app.admin)
    otherToken = (await app.signIn('cy.agent', agentPassword)).token
    expect((await get(`${base}/me`, otherToken)).status).toBe(200)
  })
})

describe(`account settings (${databaseName})`, () => {
  const refusedWith = async (response: Response, status: number, error?: string) => {
    expect(response.status, await response.clone().text()).toBe(status)
    const body = schemas.apiError.parse(await response.json())
    if (error) expect(body.error).toBe(error)
    return body
  }

  it('lets an agent change their own address and notices, and nothing of another account', async () => {
    const own = await patch(
      `${base}/accounts/${agentId}`,
      { email: 'bo@staff.example', notices: 'digest' },
      agentToken,
    )
    expect(own.status).toBe(200)
    expect(contract.agent.parse(await own.json())).toMatchObject({
      id: agentId,
      email: 'bo@staff.example',
      notices: 'digest',
      role: 'agent',
    })
    const me = contract.agent.parse(await (await get(`${base}/me`, agentToken)).json())
    expect(me.notices).toBe('digest')
    const ada = contract.agent.parse(await (await get(`${base}/me`, app.admin)).json())
    const onlyAdmins = 'Only an administrator may do this.'
    for (const [id, body] of [
      [ada.id, { email: 'taken@staff.example' }],
      [ada.id, { notices: 'off' }],
      [agentId, { role: 'admin' }],
      [agentId, { disabled: false }],
      [ada.id, { password: 'a password of mine now' }],
    ] as const) {
      await refusedWith(await patch(`${base}/accounts/${id}`, body, agentToken), 403, onlyAdmins)
    }
    const after = contract.agent.parse(await (await get(`${base}/me`, app.admin)).json())
    expect(after).toEqual(ada)
  })

  it('refuses notices without an address, a bad address and an empty change', async () => {
    const noAddress = await refusedWith(
      await patch(`${base}/accounts/${agentId}`, { email: null, notices: 'each' }, agentToken),
      400,
    )
    expect(Object.keys(noAddress.fields ?? {})).toEqual(['notices'])
    for (const body of [
      { email: 'two@a.example, three@b.example' },
      { email: 'Bo <bo@x.example>' },
      {},
    ]) {
      await refusedWith(await patch(`${base}/accounts/${agentId}`, body, agentToken), 400)
    }
  })

  it('changes one’s own password only with the current one, ending one’s other sessions', async () => {
    const second = (await app.signIn('bo.agent', agentPassword)).token
    const newPassword = 'a brand new agent password'
    const wrong = await refusedWith(
      await patch(
        `${base}/accounts/${agentId}`,
        { password: newPassword, currentPassword: 'not my password' },
        agentToken,
      ),
      400,
    )
    expect(Object.keys(wrong.fields ?? {})).toEqual(['currentPassword'])
    await refusedWith(
      await patch(`${base}/accounts/${agentId}`, { password: newPassword }, agentToken),
      400,
    )
    expect((await get(`${base}/me`, second)).status).toBe(200)
    const changed = await patch(
      `${base}/accounts/${agentId}`,
      { password: newPassword, currentPassword: agentPassword },
      agentToken,
    )
    expect(changed.status).toBe(200)
    expect((await get(`${base}/me`, agentToken)).status).toBe(200)
    expect((await get(`${base}/me`, second)).status).toBe(401)
    const old = await post(`${base}/session`, { username: 'bo.agent', password: agentPassword })
    expect(old.status).toBe(401)
    await app.signIn('bo.agent', newPassword)
    // An administrator sets it back without the current one, ending every session of it.
    const reset = await patch(`${base}/accounts/${agentId}`, { password: agentPassword }, app.admin)
    expect(reset.status).toBe(200)
    expect((await get(`${base}/me`, agentToken)).status).toBe(401)
    agentToken = (await app.signIn('bo.agent', agentPassword)).token
  })

  it('lets an administrator change a role, never leaving no enabled administrator', async () => {
    const ada = contract.agent.parse(await (await get(`${base}/me`, app.admin)).json())
    const promoted = await patch(`${base}/accounts/${agentId}`, { role: 'admin' }, app.admin)
    expect(contract.agent.parse(await promoted.json()).role).toBe('admin')
    const demoted = await patch(`${base}/accounts/${agentId}`, { role: 'agent' }, app.admin)
    expect(contract.agent.parse(await demoted.json()).role).toBe('agent')
    // Every other administrator disabled: ada is the last one, and stays one.
    const { accounts } = contract.accountList.parse(
      await (await get(`${base}/accounts`, app.admin)).json(),
    )
    const others = accounts.filter(
      (account) => account.role === 'admin' && !account.disabled && account.id !== ada.id,
    )
    for (const other of others) {
      expect(
        (await patch(`${base}/accounts/${other.id}`, { disabled: true }, app.admin)).status,
      ).toBe(200)
    }
    await refusedWith(
      await patch(`${base}/accounts/${ada.id}`, { role: 'agent' }, app.admin),
      409,
      'The last enabled administrator must stay one.',
    )
    expect(contract.agent.parse(await (await get(`${base}/me`, app.admin)).json()).role).toBe(
      'admin',
    )
    for (const other of others) {
      await patch(`${base}/accounts/${other.id}`, { disabled: false }, app.admin)
    }
    if (others.length) {
      // With another administrator enabled, the demotion would be allowed: ask it of the other.
      const other = others[0]!
      const otherDemoted = await patch(`${base}/accounts/${other.id}`, { role: 'agent' }, app.admin)
      expect(otherDemoted.status).toBe(200)
      await patch(`${base}/accounts/${other.id}`, { role: 'admin' }, app.admin)
    }
  })
})

describe(`the inbox (${databaseName})`, () => {
  it('has an item for every form row, newest first, with counts per status', async () => {
    const page = await inbox('')
    // Three visitors' four forms, and the demo data's.
    expect(visitorsOf(page)).toHaveLength(12)
    expect(page.items[0]).toMatchObject({ kind: 'invitation', contact: 'finn@example.com' })
    const times = page.items.map((item) => `${item.receivedAt}`)
    expect([...times].sort().reverse()).toEqual(times)
    expect(page.counts.active).toBeGreaterThanOrEqual(3)
    expect(page.counts.new).toBeGreaterThanOrEqual(9)
    const messages = await inbox('?kind=message')
    expect(messages.items.every((item) => item.kind === 'message')).toBe(true)
    // The counts are the page's statuses (the demo's messages are in several).
    const counted: Record<string, number> = {}
    for (const item of messages.items) counted[item.status] = (counted[item.status] ?? 0) + 1
    expect(messages.counts).toEqual(counted)
    expect(visitorsOf(messages).map((item) => item.status)).toEqual(['new', 'new', 'new'])
  })

  it('pages with a cursor through every item once', async () => {
    const all = await inbox('?limit=100')
    const seen: string[] = []
    let query = '?limit=5'
    for (;;) {
      const page = await inbox(query)
      seen.push(...page.items.map((item) => `${item.kind}/${item.id}`))
      if (!page.next) break
      query = `?limit=5&after=${page.next}`
    }
    expect(seen).toEqual(all.items.map((item) => `${item.kind}/${item.id}`))
    for (const bad of ['?after=bm90IGEgY3Vyc29y', '?limit=0', '?limit=101', '?kind=letters']) {
      const response = await get(`${base}/items${bad}`, agentToken)
      expect(response.status, bad).toBe(400)
      schemas.apiError.parse(await response.json())
    }
  })

  it('filters by search, date and owner', async () => {
    const dana = await inbox('?q=DANA')
    expect(dana.items).toHaveLength(4)
    expect(await inbox('?q=Finn%20L')).toMatchObject({ items: [{}, {}] })
    // Wildcards are taken literally.
    expect((await inbox('?q=%25')).items).toEqual([])
    const today = new Date().toISOString().slice(0, 10)
    expect(visitorsOf(await inbox(`?from=${today}&to=${today}&q=example.com`))).toHaveLength(12)
    expect((await inbox('?to=2000-01-01')).items).toEqual([])
    const unowned = await inbox('?owner=none&q=example.com')
    expect(unowned.items.every((item) => item.owner === null)).toBe(true)
    expect(visitorsOf(unowned)).toHaveLength(12)
    expect((await inbox(`?owner=${agentId}&kind=subscription`)).items).toEqual([])
  })

  it('shows everything the visitor sent, as text', async () => {
    const [message] = (await inbox('?kind=message&q=eve')).items
    const shown = await detail('message', message!.id)
    expect(shown.fields).toEqual([
      { label: 'Full name', value: '=HYPERLINK("x")' },
      { label: 'Email', value: 'eve@example.com' },
      { label: 'Message', value: 'Hello there' },
    ])
    expect(Date.parse(shown.item.receivedAt)).not.toBeNaN()
    expect(shown.history).toEqual([])
    expect(shown.allowedEvents).toEqual(['TAKE'])
    expect((await get(`${base}/items/message/999999`, agentToken)).status).toBe(404)
    const bad = await get(`${base}/items/letters/1`, agentToken)
    expect(bad.status).toBe(400)
    expect(schemas.apiError.parse(await bad.json()).fields).toHaveProperty('kind')
  })
})

describe(`item events (${databaseName})`, () => {
  it('takes, refuses what the status does not accept, and keeps the history', async () => {
    const [item] = (await inbox('?kind=invitation&q=dana')).items
    const taken = await send('invitation', item!.id, { event: 'TAKE', version: 0, note: 'Mine' })
    expect(taken.status).toBe(200)
    const after = contract.itemDetail.parse(await taken.json())
    expect(after.item).toMatchObject({ status: 'inReview', version: 1 })
    expect(after.item.owner).toEqual({ id: agentId, displayName: 'Bo Agent' })
    expect(after.allowedEvents).toEqual(['RELEASE', 'APPROVE', 'DECLINE', 'MARK_SPAM'])
    expect(after.history).toEqual([
      {
        at: expect.any(String),
        by: { id: agentId, displayName: 'Bo Agent' },
        event: 'TAKE',
        from: 'new',
        to: 'inReview',
        note: 'Mine',
      },
    ])

    // Another agent may not decide it; the administrator may release it.
    const notOwner = await refusal(
      await send('invitation', item!.id, { event: 'APPROVE', version: 1 }, otherToken),
    )
    expect(notOwner).toMatchObject({ reason: 'notAllowed', allowedEvents: [] })
    const wrong = await refusal(
      await send('invitation', item!.id, { event: 'ANSWER', version: 1, answer: 'Hello' }),
    )
    expect(wrong.reason).toBe('notAllowed')
    expect(wrong.allowedEvents).toEqual(['RELEASE', 'APPROVE', 'DECLINE', 'MARK_SPAM'])
    expect(wrong.item.version).toBe(1)

    const approved = await send('invitation', item!.id, { event: 'APPROVE', version: 1 })
    expect(approved.status).toBe(200)
    const reopen = await refusal(
      await send('invitation', item!.id, { event: 'REOPEN', version: 2 }),
    )
    expect(reopen).toMatchObject({ reason: 'notAllowed', allowedEvents: [] })
    const shown = await detail('invitation', item!.id)
    expect(shown.history.map((entry) => `${entry.event} ${entry.from}>${entry.to}`)).toEqual([
      'TAKE new>inReview',
      'APPROVE inReview>approved',
    ])
    const counted = await inbox('?kind=invitation')
    expect(counted.counts.approved).toBe(1)
  })

  it('refuses a stale version, naming who changed what', async () => {
    const [item] = (await inbox('?kind=message&q=dana')).items
    await send('message', item!.id, { event: 'TAKE', version: 0 }, otherToken)
    const stale = await refusal(await send('message', item!.id, { event: 'TAKE', version: 0 }))
    expect(stale.reason).toBe('stale')
    expect(stale.error).toContain('Cy Agent')
    expect(stale.latest).toMatchObject({ event: 'TAKE', by: { displayName: 'Cy Agent' } })
    expect(stale.item).toMatchObject({ status: 'inReview', version: 1 })
    const released = await send('message', item!.id, { event: 'RELEASE', version: 1 }, app.admin)
    expect(released.status).toBe(200)
    expect(contract.itemDetail.parse(await released.json()).item.owner).toBeNull()
  })

  it('applies a request id once and answers it the same again', async () => {
    const [item] = (await inbox('?kind=subscription&q=finn')).items
    const body = { event: 'MARK_SPAM' as const, version: 0, requestId: 'retry-0001' }
    const answers = await Promise.all([
      send('subscription', item!.id, body),
      send('subscription', item!.id, body),
    ])
    const again = await send('subscription', item!.id, body)
    const texts = await Promise.all([...answers, again].map((response) => response.json()))
    expect([...answers, again].map((response) => response.status)).toEqual([200, 200, 200])
    expect(texts[1]).toEqual(texts[0])
    expect(texts[2]).toEqual(texts[0])
    const shown = await detail('subscription', item!.id)
    expect(shown.history).toHaveLength(1)
    expect(shown.item).toMatchObject({ status: 'spam', version: 1 })
    expect(shown.allowedEvents).toEqual(['REOPEN'])
  })

  it('lets one of two changes from the same version through', async () => {
    const [item] = (await inbox('?kind=registration&q=finn')).items
    const answers = await Promise.all([
      send('registration', item!.id, { event: 'TAKE', version: 0 }),
      send('registration', item!.id, { event: 'MARK_SPAM', version: 0 }, otherToken),
    ])
    expect(answers.map((response) => response.status).sort()).toEqual([200, 409])
    expect((await detail('registration', item!.id)).history).toHaveLength(1)
  })

  it('validates the event', async () => {
    const [item] = (await inbox('?kind=registration&q=eve')).items
    const response = await post(
      `${base}/items/registration/${item!.id}/events`,
      { event: 'FLY', version: -1, requestId: 'x', note: 'n'.repeat(2001) },
      agentToken,
    )
    expect(response.status).toBe(400)
    const { fields } = schemas.apiError.parse(await response.json())
    expect(Object.keys(fields ?? {}).sort()).toEqual(['event', 'note', 'requestId', 'version'])
    const missing = await send('registration', 999999, { event: 'TAKE', version: 0 })
    expect(missing.status).toBe(404)
  })
})

describe(`export and erase (${databaseName})`, () => {
  it('exports the filtered list as CSV with formulas neutralised', async () => {
    const response = await get(`${base}/export.csv?q=example.com&kind=registration`, agentToken)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="inbox-/)
    const lines = (await response.text()).trimEnd().split('\r\n')
    expect(lines[0]).toBe('kind,id,status,name,contact,owner,received,version')
    // This file's three visitors' registrations (the demo data has others at example.com).
    expect(lines.filter((line) => /(dana|eve|finn)@/.test(line))).toHaveLength(3)
    expect(lines.slice(1).every((line) => line.startsWith('registration,'))).toBe(true)
    expect(lines.some((line) => line.includes(`"'=HYPERLINK(""x"")"`))).toBe(true)
    expect(lines.some((line) => line.includes('Finn Late'))).toBe(true)
    const bad = await get(`${base}/export.csv?status=gone`, agentToken)
    expect(bad.status).toBe(400)
  })

  it('erases every row of a contact, keeping only that it happened', async () => {
    const mismatch = await post(
      `${base}/erase`,
      { contact: 'dana@example.com', confirm: 'dan@example.com' },
      app.admin,
    )
    expect(mismatch.status).toBe(400)
    expect(schemas.apiError.parse(await mismatch.json()).fields).toHaveProperty('confirm')
    const response = await post(
      `${base}/erase`,
      { contact: 'Dana@Example.com', confirm: 'dana@example.com ' },
      app.admin,
    )
    expect(response.status).toBe(200)
    expect(contract.eraseResponse.parse(await response.json())).toEqual({
      // The mail: her subscription's confirmation, and the welcome her approved invitation
      // request sent (item events, above).
      erased: { subscription: 1, registration: 1, message: 1, invitation: 1, mail: 2 },
    })
    expect((await inbox('?q=dana')).items).toEqual([])
    expect((await inbox('?q=eve')).items).toHaveLength(4)

    // The log says who erased how much, and when; never whom.
    const logged = await get(`${base}/erasures`, app.admin)
    expect(logged.status).toBe(200)
    const text = await logged.text()
    expect(text.toLowerCase()).not.toContain('dana')
    const [newest] = contract.erasureLog.parse(JSON.parse(text)).erasures
    expect(newest).toMatchObject({
      by: 'Ada Admin',
      counts: { subscription: 1, registration: 1, message: 1, invitation: 1, mail: 2 },
    })
    expect(Date.now() - Date.parse(newest!.at)).toBeLessThan(60_000)
    expect((await get(`${base}/erasures`, agentToken)).status).toBe(403)
  })
})

describe(`sign-out and lock-out (${databaseName})`, () => {
  it('ends the session on the server at sign-out', async () => {
    const { token } = await app.signIn('bo.agent', agentPassword)
    const out = await app.client.request('DELETE', `${base}/session`, { token })
    expect(out.status).toBe(204)
    expect((await get(`${base}/me`, token)).status).toBe(401)
    expect((await get(`${base}/me`, agentToken)).status).toBe(200)
  })

  it('locks out after repeated failures, as the site’s sign-in', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 8; attempt++) {
      const response = await post(`${base}/session`, { username: 'ada', password: 'guess it' })
      statuses.push(response.status)
      if (response.status === 429)
        expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0)
    }
    expect(statuses.at(-1)).toBe(429)
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(6)
  })

  it('answers 405 for a method the path does not take', async () => {
    const response = await app.client.request('PUT', `${base}/items`, { token: agentToken })
    expect(response.status).toBe(405)
  })
})
