// The console's campaigns and candidates (issue 31, item 3), server side: campaigns created and
// edited with versions (a stale edit is 409) by their creator or an administrator, their rich
// text cleaned before it is stored and served; candidates invited with one outbox mail each,
// written with their code in one transaction; a candidate's code accepted by the site's check
// only while it is neither expired, revoked nor replaced, refused alike otherwise; the site's
// progress reports applied in order, once, for known invitations only.
import { desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as contract from '../../src/agents/contract.ts'
import * as schemas from '../../src/api/schemas.ts'
import { candidateProgressResponse } from '../../src/api/candidateProgress.ts'
import { invite } from '../../server/campaigns/invitations.ts'
import { accessCodes, candidates, outbox } from '../../server/db/schema.ts'
import { demo } from '../../server/demo/seed.ts'
import { operatorBase } from '../../server/operator/contract.ts'
import { adminPassword, startConsole, type Console } from './agentsConsole.ts'
import { databaseName, pathOf, startTestServer } from './harness.ts'
import { deliveredText } from './mail/delivered.ts'

let app: Console
let agentToken: string
let caseyId: number
let otherToken: string
const base = contract.agentsBase
const db = () => app.server.database.db

const campaignFields: contract.CampaignRequest = {
  positionName: 'Staff Data Engineer',
  keyResponsibilities:
    '<p onclick="steal()">Build the <strong>pipelines</strong>.<script>alert(1)</script></p>' +
    '<a href="javascript:alert(1)">details</a> <a href="https://jobs.example/data">more</a>',
  mustHaveTechnologies: '<ul><li>SQL</li><img src="x" onerror="alert(1)"></ul>',
  niceToHaveTechnologies: '<ul><li>Rust</li></ul>',
  interviewLink: 'https://interview.example/room/7',
  calendarLink: 'https://calendar.example/club',
}

const send = (method: string, path: string, body: unknown, token: string) =>
  app.client.request(method, path, { body, token })

async function create(token = agentToken, fields = campaignFields) {
  const response = await send('POST', `${base}/campaigns`, fields, token)
  expect(response.status, await response.clone().text()).toBe(201)
  return contract.campaignDetail.parse(await response.json())
}

async function inviteAll(campaignId: number, people: contract.InviteRequest['candidates']) {
  const response = await send(
    'POST',
    `${base}/campaigns/${campaignId}/candidates`,
    { candidates: people },
    agentToken,
  )
  expect(response.status, await response.clone().text()).toBe(201)
  return contract.candidateList.parse(await response.json()).candidates
}

/** The newest mail to `address`, with the code and the invitation id it carries. */
async function mailTo(address: string) {
  const [row] = await db()
    .select()
    .from(outbox)
    .where(eq(outbox.to, address))
    .orderBy(desc(outbox.id))
    .limit(1)
  // The code as the candidate reads it: the row keeps it masked once sent.
  const text = await deliveredText(app.server.dataDir, row!.messageId)
  const code = /\b[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}\b/.exec(text)?.[0]
  const invitation = /\?invite=([A-Za-z0-9_-]{22})\b/.exec(row!.text)?.[1]
  return { row: row!, code: code!, invitation: invitation! }
}

async function codeAnswer(code: string) {
  const response = await app.client.post(pathOf('accessToken'), { code })
  return { status: response.status, body: await response.json() }
}

const report = (campaign: string, invitation: string, event: string) =>
  app.client.post(pathOf('candidateProgress'), { campaign, invitation, event })

beforeAll(async () => {
  app = await startConsole({ DEMO_DATA: 'true', RATE_LIMIT_ACCESS_CODE: '1000' })
  for (const username of ['casey', 'morgan']) {
    const response = await send(
      'POST',
      `${base}/accounts`,
      { username, displayName: `${username} Agent`, password: adminPassword, role: 'agent' },
      app.admin,
    )
    expect(response.status).toBe(201)
  }
  const casey = await app.signIn('casey', adminPassword)
  agentToken = casey.token
  caseyId = casey.agent.id
  otherToken = (await app.signIn('morgan', adminPassword)).token
})

describe(`campaigns in the console (${databaseName})`, () => {
  it('creates a campaign with its rich text cleaned, as stored and as the site serves it', async () => {
    const created = await create()
    for (const text of [created.keyResponsibilities, created.mustHaveTechnologies]) {
      expect(text).not.toMatch(/script|onclick|onerror|javascript:|<img/i)
    }
    expect(created.keyResponsibilities).toBe(
      '<p>Build the <strong>pipelines</strong>.</p><a>details</a> <a href="https://jobs.example/data">more</a>',
    )
    expect(created).toMatchObject({
      version: 0,
      editable: true,
      createdBy: { displayName: 'casey Agent' },
    })
    expect(created.hash).toMatch(/^[A-Za-z0-9_-]{16}$/)

    const served = await app.client.get(pathOf('campaign').replace(':hash', created.hash))
    expect(served.status).toBe(200)
    const campaign = schemas.campaign.parse(await served.json())
    expect(campaign.keyResponsibilities).toBe(created.keyResponsibilities)
    expect(campaign.mustHaveTechnologies).toBe('<ul><li>SQL</li></ul>')

    const listed = await send('GET', `${base}/campaigns`, undefined, otherToken)
    const list = contract.campaignList.parse(await listed.json()).campaigns
    expect(list.find((row) => row.id === created.id)).toMatchObject({ editable: false })
  })

  it('cleans the operator command’s campaigns alike', async () => {
    const response = await app.client.post(
      `${operatorBase}/campaigns`,
      { ...campaignFields, hash: 'operator-made' },
      { token: app.server.operatorToken() },
    )
    expect(response.status).toBe(201)
    const served = await app.client.get(pathOf('campaign').replace(':hash', 'operator-made'))
    const campaign = schemas.campaign.parse(await served.json())
    expect(campaign.keyResponsibilities).not.toMatch(/script|onclick|javascript:/i)
    expect(campaign.mustHaveTechnologies).toBe('<ul><li>SQL</li></ul>')
  })

  it('refuses links that are not https, and fields that are missing or too long', async () => {
    const response = await send(
      'POST',
      `${base}/campaigns`,
      {
        ...campaignFields,
        interviewLink: 'http://elsewhere.example/x',
        calendarLink: 'javascript:alert(1)',
        positionName: ' ',
      },
      agentToken,
    )
    expect(response.status).toBe(400)
    const { fields } = schemas.apiError.parse(await response.json())
    expect(Object.keys(fields ?? {}).sort()).toEqual(['calendarLink', 'positionName'])
    const plainHttp = await send(
      'POST',
      `${base}/campaigns`,
      { ...campaignFields, interviewLink: 'http://elsewhere.example/x' },
      agentToken,
    )
    expect(plainHttp.status).toBe(400)
    expect(schemas.apiError.parse(await plainHttp.json()).fields).toHaveProperty('interviewLink')
  })

  it('edits with the version seen, refuses a stale edit with 409 and the campaign as it is', async () => {
    const created = await create()
    const path = `${base}/campaigns/${created.id}`
    const edit = { ...campaignFields, positionName: 'Principal Data Engineer', version: 0 }
    const first = await send('PUT', path, edit, agentToken)
    expect(first.status).toBe(200)
    expect(contract.campaignDetail.parse(await first.json())).toMatchObject({
      positionName: 'Principal Data Engineer',
      version: 1,
    })
    const stale = await send('PUT', path, { ...edit, positionName: 'Lost edit' }, app.admin)
    expect(stale.status).toBe(409)
    const conflict = contract.campaignConflict.parse(await stale.json())
    expect(conflict.campaign).toMatchObject({ positionName: 'Principal Data Engineer', version: 1 })
    // An administrator edits any campaign; another agent none but their own.
    expect((await send('PUT', path, { ...edit, version: 1 }, app.admin)).status).toBe(200)
    const refused = await send('PUT', path, { ...edit, version: 2 }, otherToken)
    expect(refused.status).toBe(403)
    expect((await send('GET', path, undefined, otherToken)).status).toBe(200)
    expect((await send('PUT', `${base}/campaigns/999999`, edit, app.admin)).status).toBe(404)
  })

  it('is closed without a staff session: no token, a member’s token', async () => {
    expect((await app.client.get(`${base}/campaigns`)).status).toBe(401)
    const login = await app.client.post(pathOf('login'), {
      username: demo.username,
      pwd: demo.password,
    })
    const member = schemas.loginResponse.parse(await login.json())
    expect((await send('GET', `${base}/campaigns`, undefined, member.token)).status).toBe(401)
    expect((await send('POST', `${base}/campaigns`, campaignFields, member.token)).status).toBe(401)
  })
})

describe(`candidates (${databaseName})`, () => {
  let campaign: contract.CampaignDetail
  beforeAll(async () => {
    campaign = await create()
  })

  it('invites each address with one mail, its code and link, no header from any field', async () => {
    const before = (await db().select({ id: outbox.id }).from(outbox)).length
    const invited = await inviteAll(campaign.id, [
      { email: 'river@example.com', name: 'River\r\nBcc: victim@example.com' },
      { email: 'sky@example.com' },
    ])
    expect(invited.map((one) => [one.email, one.progress, one.code.status])).toEqual([
      ['river@example.com', 'invited', 'active'],
      ['sky@example.com', 'invited', 'active'],
    ])
    expect(invited[0]!.name).toBe('River Bcc: victim@example.com')
    const rows = await db().select().from(outbox)
    expect(rows.length - before).toBe(2)
    const { row, code, invitation } = await mailTo('river@example.com')
    expect(row.toName).toBe('River Bcc: victim@example.com')
    expect(row.subject).toBe('Your interview with Nova Club: Staff Data Engineer')
    expect(row.text).toContain(`/interview/${campaign.hash}?invite=${invitation}`)
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/)
    // Only the hash of the code is kept.
    const stored = await db().select().from(accessCodes)
    expect(JSON.stringify(stored)).not.toContain(code)
  })

  it('refuses addresses that are not one plain address, and a line break in a position name', async () => {
    for (const email of [
      'a@example.com, b@example.com',
      'Name <a@example.com>',
      'a!b@example.com',
      'a@example.com\r\nBcc: b@example.com',
    ]) {
      const response = await send(
        'POST',
        `${base}/campaigns/${campaign.id}/candidates`,
        { candidates: [{ email }] },
        agentToken,
      )
      expect(response.status, email).toBe(400)
    }
    const multiLine = await create(agentToken, {
      ...campaignFields,
      positionName: 'Data\r\nBcc: victim@example.com',
    })
    await inviteAll(multiLine.id, [{ email: 'lake@example.com' }])
    const { row } = await mailTo('lake@example.com')
    expect(row.subject).toBe('Your interview with Nova Club: Data Bcc: victim@example.com')
  })

  it('writes the candidate, its code and its mail together, or none of them', async () => {
    const count = async () =>
      [
        (await db().select({ id: candidates.id }).from(candidates)).length,
        (await db().select({ id: accessCodes.id }).from(accessCodes)).length,
        (await db().select({ id: outbox.id }).from(outbox)).length,
      ] as const
    const before = await count()
    // The second address is one the outbox refuses (the API's schema refuses it first): the
    // first one's candidate, code and mail are rolled back with it.
    const people = [{ email: 'brook@example.com' }, { email: 'a!b@example.com' }]
    await expect(
      invite(db(), campaign.id, { candidates: people }, caseyId, {
        publicOrigin: () => 'https://club.example',
        codeLifetimeMs: 60_000,
      }),
    ).rejects.toThrow(/valid e-mail address/)
    expect(await count()).toEqual(before)
  })

  it('accepts a code until it is replaced, revoked or expired, and refuses each alike', async () => {
    const [first] = await inviteAll(campaign.id, [{ email: 'dune@example.com' }])
    const old = (await mailTo('dune@example.com')).code
    expect((await codeAnswer(old.toLowerCase())).status).toBe(200)
    expect((await codeAnswer(`  ${old}  `)).status).toBe(200)

    // Invited again: a new code, the old one ends; the candidate and its link stay.
    const [again] = await inviteAll(campaign.id, [{ email: 'DUNE@example.com' }])
    expect(again!.id).toBe(first!.id)
    const renewed = await mailTo('DUNE@example.com')
    expect(renewed.code).not.toBe(old)
    const refusals = [await codeAnswer(old)]
    expect((await codeAnswer(renewed.code)).status).toBe(200)

    // Revoked by an agent.
    const revoked = await send(
      'POST',
      `${base}/candidates/${first!.id}/revoke`,
      undefined,
      otherToken,
    )
    expect(revoked.status).toBe(200)
    expect(contract.candidate.parse(await revoked.json()).code.status).toBe('revoked')
    refusals.push(await codeAnswer(renewed.code))

    // Expired.
    await inviteAll(campaign.id, [{ email: 'glen@example.com' }])
    const glen = await mailTo('glen@example.com')
    expect((await codeAnswer(glen.code)).status).toBe(200)
    await db()
      .update(accessCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessCodes.candidateId, (await candidateId('glen@example.com'))!))
    refusals.push(await codeAnswer(glen.code))
    const list = await send(
      'GET',
      `${base}/campaigns/${campaign.id}/candidates`,
      undefined,
      agentToken,
    )
    const listed = contract.candidatePage.parse(await list.json()).candidates
    expect(listed.find((one) => one.email === 'glen@example.com')!.code.status).toBe('expired')

    // Unknown, forged, cut short.
    refusals.push(await codeAnswer('AAAA-BBBB-CCCC-DDDD'))
    refusals.push(await codeAnswer(glen.code.slice(0, -1)))
    for (const refusal of refusals) {
      expect(refusal).toEqual({ status: 401, body: { error: 'This access code is not valid.' } })
    }
    const check = await app.client.get(`${pathOf('validateCode')}?code=${encodeURIComponent(old)}`)
    expect(await check.json()).toEqual({ isValid: false })
  })

  it('keeps the demo’s code, now stored as a hash, whatever its case', async () => {
    expect((await codeAnswer(demo.accessCode.toLowerCase())).status).toBe(200)
  })

  it('records progress reports in order, once, for known invitations only', async () => {
    await inviteAll(campaign.id, [{ email: 'fern@example.com', name: 'Fern Hollow' }])
    const { invitation } = await mailTo('fern@example.com')
    const steps = async () => {
      const list = await send(
        'GET',
        `${base}/campaigns/${campaign.id}/candidates`,
        undefined,
        agentToken,
      )
      return contract.candidatePage
        .parse(await list.json())
        .candidates.find((one) => one.email === 'fern@example.com')!
    }
    const moved = async (event: string) => {
      const response = await report(campaign.hash, invitation, event)
      expect(response.status).toBe(200)
      return candidateProgressResponse.parse(await response.json()).moved
    }
    expect(await moved('LINK_OPENED')).toBe(true)
    expect(await moved('LINK_OPENED')).toBe(false)
    expect(await moved('POSITION_VIEWED')).toBe(true)
    expect(await moved('CODE_ACCEPTED')).toBe(true)
    expect(await moved('LINK_OPENED')).toBe(false)
    expect((await steps()).progress).toBe('codeAccepted')
    // jsonb keeps its keys in its own order.
    expect(Object.keys((await steps()).steps).sort()).toEqual([
      'codeAccepted',
      'linkOpened',
      'positionViewed',
    ])
    // A lost report does not stall the record: a later step is taken.
    expect(await moved('MEETING_SCHEDULED')).toBe(true)
    expect(await moved('INTERVIEW_STARTED')).toBe(false)
    expect((await steps()).progress).toBe('meetingScheduled')

    // Unknown invitation, another campaign's hash, an unknown event, personal data alongside.
    expect((await report(campaign.hash, 'A'.repeat(22), 'LINK_OPENED')).status).toBe(404)
    expect((await report('demo', invitation, 'LINK_OPENED')).status).toBe(404)
    expect((await report(campaign.hash, invitation, 'CV_UPLOADED')).status).toBe(400)
    const extra = await app.client.post(pathOf('candidateProgress'), {
      campaign: campaign.hash,
      invitation,
      event: 'LINK_OPENED',
      email: 'fern@example.com',
    })
    expect(extra.status).toBe(400)
  })

  it('erases a candidate with the person: their invitation, code and mail', async () => {
    await inviteAll(campaign.id, [{ email: 'gone.candidate@example.com' }])
    const { code } = await mailTo('gone.candidate@example.com')
    expect((await codeAnswer(code)).status).toBe(200)
    const response = await send(
      'POST',
      `${base}/erase`,
      { contact: 'Gone.Candidate@example.com', confirm: 'gone.candidate@example.com' },
      app.admin,
    )
    expect(response.status).toBe(200)
    expect(contract.eraseResponse.parse(await response.json()).erased).toMatchObject({
      candidate: 1,
      mail: 1,
    })
    const left = await db()
      .select()
      .from(candidates)
      .where(eq(candidates.email, 'gone.candidate@example.com'))
    expect(left).toEqual([])
    expect((await codeAnswer(code)).status).toBe(401)
  })

  it('answers 404 for a campaign or candidate that is not there', async () => {
    const invite = await send(
      'POST',
      `${base}/campaigns/999999/candidates`,
      { candidates: [{ email: 'x@example.com' }] },
      agentToken,
    )
    expect(invite.status).toBe(404)
    expect(
      (await send('GET', `${base}/campaigns/999999/candidates`, undefined, agentToken)).status,
    ).toBe(404)
    expect(
      (await send('POST', `${base}/candidates/999999/revoke`, undefined, agentToken)).status,
    ).toBe(404)
  })
})

async function candidateId(email: string) {
  const [row] = await db()
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.email, email))
  return row?.id
}

describe(`limits (${databaseName})`, () => {
  it('limits wrong codes per IP as sign-ins are, and progress reports per IP', async () => {
    const server = await startTestServer({
      env: { RATE_LIMIT_ACCESS_CODE: '3', RATE_LIMIT_FORMS: '4' },
    })
    const client = await server.client()
    const statuses = []
    for (let i = 0; i < 4; i++) {
      statuses.push((await client.post(pathOf('accessToken'), { code: `WRONG-${i}` })).status)
    }
    expect(statuses).toEqual([401, 401, 401, 429])
    const reports = []
    for (let i = 0; i < 5; i++) {
      const response = await client.post(pathOf('candidateProgress'), {
        campaign: 'demo',
        invitation: 'A'.repeat(22),
        event: 'LINK_OPENED',
      })
      reports.push(response.status)
    }
    expect(reports).toEqual([404, 404, 404, 404, 429])
    await server.close()
  })
})
