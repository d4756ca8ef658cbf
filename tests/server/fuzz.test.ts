// Text the database cannot store (a NUL, half of a surrogate pair, bytes that are not UTF-8)
// in every field, query and path segment of every call of the shared endpoint table: each is
// refused with a 4xx and a message, never a 500, and nothing lands in the error log. The
// metrics endpoint is probed the same way, and its counts must agree: no 5xx. Then every call
// of the console and its mail, as an agent and as an administrator, gets ids, numbers, dates,
// limits and cursors at and past what the database holds (2147483648, 2026-02-30, ...): every
// answer is below 500 (a 400 in the API's error shape, or the handler's own 404 or 409).
import { formatWithOptions } from 'node:util'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { endpoints } from '../../src/api/endpoints.ts'
import * as schemas from '../../src/api/schemas.ts'
import { consoleEndpoints, type ConsoleCallName } from '../../src/api/console/endpoints.ts'
import { consolePath } from '../../server/agents/consoleRoute.ts'
import { metricsPath } from '../../server/api/health.ts'
import { operatorBase } from '../../server/operator/contract.ts'
import { maxDatabaseInteger, signInResponse } from '../../src/agents/contract.ts'
import { demo } from '../../server/demo/seed.ts'
import { log } from '../../server/log.ts'
import { databaseName, pathOf, startTestServer, type Client, type TestServer } from './harness.ts'

/** The Talent Agents' console calls: each names its entry of the console's endpoint table. */
const consoleCalls = {
  agentSignIn: 'signIn',
  agentSignOut: 'signOut',
  agentMe: 'me',
  agentAccounts: 'accounts',
  agentNewAccount: 'createAccount',
  agentAccount: 'changeAccount',
  agentInbox: 'inbox',
  agentItem: 'item',
  agentItemEvent: 'itemEvent',
  agentItemsBulk: 'itemsBulk',
  agentExport: 'export',
  agentErase: 'erase',
  agentErasures: 'erasures',
  agentMail: 'mail',
  agentMailMessage: 'mailMessage',
  agentMailResend: 'resendMail',
  agentCampaigns: 'campaigns',
  agentNewCampaign: 'createCampaign',
  agentCampaign: 'campaign',
  agentEditCampaign: 'editCampaign',
  agentCandidates: 'candidates',
  agentInvite: 'inviteCandidates',
  agentRevoke: 'revokeCandidate',
  agentExports: 'listExports',
  agentViews: 'listViews',
  agentSaveView: 'saveView',
  agentDeleteView: 'deleteView',
} as const satisfies Record<string, ConsoleCallName>
const agentCalls = Object.fromEntries(
  Object.entries(consoleCalls).map(([name, call]) => [
    name,
    { method: consoleEndpoints[call].method, path: consolePath(call) },
  ]),
) as Record<keyof typeof consoleCalls, { method: string; path: string }>

/** The calls of the shared table, the console's, and the metrics (read from this machine, no
 *  token). */
type EndpointName = keyof typeof endpoints | keyof typeof agentCalls | 'metrics'
const methodOf = (name: EndpointName) =>
  name === 'metrics'
    ? 'GET'
    : name in agentCalls
      ? agentCalls[name as keyof typeof agentCalls].method
      : endpoints[name as keyof typeof endpoints].method
const templateOf = (name: EndpointName) =>
  name === 'metrics'
    ? metricsPath
    : name in agentCalls
      ? agentCalls[name as keyof typeof agentCalls].path
      : pathOf(name as keyof typeof endpoints)

/** Put into a JSON field (the value stays valid otherwise: only the character is wrong). */
const badCharacters = ['\u0000', '\ud800', '\udc00', '\ud83d'] as const
/** Put into a path segment or a query, percent-encoded: NUL, lone surrogates (as WTF-8),
 *  an overlong NUL and a truncated sequence, none of them UTF-8 text the database takes. */
const badEncodings = ['%00', '%ED%A0%80', '%ED%B0%80', '%C0%80', '%E2%82'] as const

/** Every request's ceiling: the fuzz is bounded (729 probes once the welcome link's, the
 *  console's mail and the unsubscribe link's calls joined; more with the campaigns', the
 *  candidates' progress and the account settings' fields; 1,045 with saved views and the export
 *  log; a new endpoint raises it knowingly). */
const maxRequests = 1100

let server: TestServer
let client: Client
let session: schemas.LoginResponse
/** An administrator of the console (made with the operator API) and its token. */
let staffToken: string
/** An agent of the console (not an administrator) and its token. */
let agentToken: string
const errorLog = vi.spyOn(log, 'error')

/** A staff account made with the operator API, signed in: its token. */
async function staffAccount(username: string, displayName: string, role: 'admin' | 'agent') {
  const credentials = { username, password: `a fuzzing ${role} password` }
  await client.post(
    `${operatorBase}/agents`,
    { ...credentials, displayName, role },
    { token: server.operatorToken() },
  )
  const signedIn = await client.post(consolePath('signIn'), credentials)
  return signInResponse.parse(await signedIn.json()).token
}

beforeAll(async () => {
  // Forms count every request: a higher limit lets each reach validation.
  server = await startTestServer({ env: { DEMO_DATA: 'true', RATE_LIMIT_FORMS: '1000' } })
  client = await server.client()
  const response = await client.post(pathOf('login'), {
    username: demo.username,
    pwd: demo.password,
  })
  session = schemas.loginResponse.parse(await response.json())
  staffToken = await staffAccount('fuzz.admin', 'Fuzz Admin', 'admin')
  agentToken = await staffAccount('fuzz.agent.two', 'Fuzz Agent Two', 'agent')
  errorLog.mockClear()
})
afterAll(() => errorLog.mockRestore())

/** A request each endpoint's handler would accept, or at least validate and process. */
const valid = (): Record<
  EndpointName,
  {
    body?: Record<string, string>
    /** Sent in the body as they are: enums, patterns and numbers, whose own messages refuse
     *  bad text before the characters are looked at. */
    fixed?: Record<string, unknown>
    query?: Record<string, string>
    /** A body field holding a list of objects: each text field of its one item is probed. */
    list?: { field: string; item: Record<string, string> }
    token?: string
  }
> => ({
  login: { body: { username: demo.username, pwd: 'not the password' } },
  refresh: { body: { refreshToken: session.user_login.refresh_token }, token: session.token },
  logout: { body: { refreshToken: session.user_login.refresh_token }, token: session.token },
  completeBoarding: { body: { username: demo.username }, token: session.token },
  validateCode: { query: { code: 'NOT-A-CODE' } },
  accessToken: { body: { code: 'NOT-A-CODE' } },
  subscribe: { body: { email: 'fuzz@example.com' } },
  registerMember: {
    body: {
      fullName: 'Fuzz Tester',
      email: 'fuzz@example.com',
      role: 'Engineer',
      referralName: 'Avery',
    },
  },
  reachOut: { body: { fullName: 'Fuzz Tester', email: 'fuzz@example.com', content: 'Hello' } },
  requestInvitation: { body: { contactInfo: 'fuzz@example.com' } },
  campaign: {},
  // A token of the right shape that no link has: refused (401) once its text is well formed.
  welcomeCheck: { body: { token: 'A'.repeat(43) } },
  welcomeAccept: {
    body: { token: 'A'.repeat(43), username: 'fuzz.member', password: 'a fuzz password 1' },
  },
  // A token of the right shape that no subscription has: refused (404) once well formed.
  unsubscribePage: { query: { token: 'A'.repeat(43) } },
  unsubscribe: { query: { token: 'A'.repeat(43) } },
  metrics: { query: { name: 'http_requests_total' } },
  agentSignIn: { body: { username: 'fuzz.admin', password: 'not the password' } },
  agentSignOut: { token: staffToken },
  agentMe: { token: staffToken },
  agentAccounts: { token: staffToken },
  agentNewAccount: {
    body: { displayName: 'Fuzz Agent', password: 'a long fuzz password' },
    fixed: { username: 'fuzz.agent', role: 'agent' },
    token: staffToken,
  },
  // Every field at once: the address, the new password and the current one are text.
  agentAccount: {
    body: {
      email: 'fuzz@staff.example',
      password: 'a new fuzzing password',
      currentPassword: 'a fuzzing admin password',
    },
    fixed: { disabled: false, role: 'admin', notices: 'digest' },
    token: staffToken,
  },
  agentInbox: {
    query: { q: 'fuzz', kind: 'message', owner: 'none', from: '2020-01-01', limit: '5' },
    token: staffToken,
  },
  agentItem: { token: staffToken },
  agentMail: { query: { status: 'failed', after: '5', limit: '5' }, token: staffToken },
  agentMailMessage: { token: staffToken },
  agentMailResend: { token: staffToken },
  agentItemEvent: {
    // ANSWER, the one event with every text field: the note and the answer to mail.
    body: { note: 'A note', answer: 'An answer' },
    fixed: { event: 'ANSWER', version: 0, requestId: 'fuzz-request-1' },
    token: staffToken,
  },
  // Its fields are an enum, a pattern and a list of numbers: sent as they are, with the ids at
  // the database's edge, which must be a refusal per item or a 400, never a failed query.
  agentItemsBulk: {
    fixed: {
      event: 'TAKE',
      items: [
        { kind: 'message', id: 1, version: 0 },
        { kind: 'invitation', id: maxDatabaseInteger, version: maxDatabaseInteger },
      ],
      requestId: 'fuzz-bulk-request-1',
    },
    token: staffToken,
  },
  agentExport: { query: { q: 'fuzz', status: 'new' }, token: staffToken },
  agentErase: {
    body: { contact: 'fuzz@example.com', confirm: 'fuzz@example.com' },
    token: staffToken,
  },
  agentErasures: { token: staffToken },
  // The campaign's pattern fields are fixed: their own messages refuse bad text first.
  candidateProgress: {
    fixed: { campaign: 'demo', invitation: 'A'.repeat(22), event: 'LINK_OPENED' },
  },
  agentCampaigns: { token: staffToken },
  agentNewCampaign: { body: campaignFields, token: staffToken },
  agentCampaign: { token: staffToken },
  agentEditCampaign: { body: campaignFields, fixed: { version: 0 }, token: staffToken },
  agentCandidates: { token: staffToken },
  agentInvite: {
    list: { field: 'candidates', item: { email: 'fuzz@example.com', name: 'Fuzz Candidate' } },
    token: staffToken,
  },
  agentRevoke: { token: staffToken },
  agentExports: { token: staffToken },
  agentViews: { token: staffToken },
  agentSaveView: {
    body: { name: 'Fuzz view' },
    fixed: { filters: { q: 'fuzz' } },
    token: staffToken,
  },
  agentDeleteView: { token: staffToken },
})

/** A campaign's text fields, each of them probed. */
const campaignFields = {
  positionName: 'Fuzz Engineer',
  keyResponsibilities: '<p>Fuzz the API</p>',
  mustHaveTechnologies: '<ul><li>TypeScript</li></ul>',
  niceToHaveTechnologies: '<ul><li>Go</li></ul>',
  interviewLink: 'https://interview.example/fuzz',
  calendarLink: 'https://calendar.example/fuzz',
}

interface Probe {
  name: EndpointName
  /** What was made invalid, and the field the answer must name (if any). */
  part: string
  field?: string
  path: string
  body?: Record<string, unknown>
  token?: string
}

const insert = (value: string, bad: string) => value.slice(0, 1) + bad + value.slice(1)
const queryString = (query: Record<string, string>) =>
  Object.entries(query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&')

function probes(): Probe[] {
  const all: Probe[] = []
  for (const [name, request] of Object.entries(valid()) as [
    EndpointName,
    ReturnType<typeof valid>[EndpointName],
  ][]) {
    const template = templateOf(name)
    const path = template.replace(':hash', 'demo').replace(':kind', 'message').replace(':id', '1')
    const list = request.list ? { [request.list.field]: [request.list.item] } : {}
    const fixedBody = { ...request.fixed, ...list }
    const wholeBody =
      request.body || request.fixed || request.list ? { ...request.body, ...fixedBody } : undefined
    const query = request.query ? `?${queryString(request.query)}` : ''
    for (const [field, value] of Object.entries(request.body ?? {})) {
      for (const bad of badCharacters) {
        const body = { ...fixedBody, ...request.body, [field]: insert(value, bad) }
        all.push({
          name,
          part: `body ${field}`,
          field,
          path: path + query,
          body,
          token: request.token,
        })
      }
    }
    const listField = request.list?.field ?? ''
    for (const [key, value] of Object.entries(request.list?.item ?? {})) {
      for (const bad of badCharacters) {
        const item = { ...request.list!.item, [key]: insert(value, bad) }
        all.push({
          name,
          part: `body ${listField}[0].${key}`,
          field: listField,
          path: path + query,
          body: { ...wholeBody, [listField]: [item] },
          token: request.token,
        })
      }
    }
    for (const [field, value] of Object.entries(request.query ?? {})) {
      for (const bad of badEncodings) {
        const others = { ...request.query }
        delete others[field]
        const rest = Object.keys(others).length ? `&${queryString(others)}` : ''
        const raw = `?${field}=${encodeURIComponent(value).slice(0, 1)}${bad}${encodeURIComponent(value).slice(1)}${rest}`
        const sent = { body: wholeBody, token: request.token }
        all.push({ name, part: `query ${field}`, field, path: path + raw, ...sent })
        all.push({
          name,
          part: 'query key',
          field: 'query',
          path: `${path}${raw}&k${bad}=1`,
          ...sent,
        })
      }
    }
    const segments = template.split('/')
    segments.forEach((segment, index) => {
      if (!segment) return
      for (const bad of badEncodings) {
        const changed = [...segments]
        const param = segment.startsWith(':') ? segment.slice(1) : undefined
        changed[index] = param ? `de${bad}mo` : segment + bad
        all.push({
          name,
          part: `path segment ${index}`,
          field: param,
          path: changed.join('/') + query,
          body: wholeBody,
          token: request.token,
        })
      }
    })
  }
  return all
}

/** Sends `probe`: its method, the answer and the answer's text. */
async function send(probe: Probe) {
  const method = methodOf(probe.name)
  const response = await client.request(method, probe.path, {
    body: probe.body,
    token: probe.token,
  })
  return { method, response, text: await response.text() }
}

describe('the console’s calls', () => {
  it('are all fuzzed: each entry of the console’s endpoint table has its request here', () => {
    const fuzzed = new Set<string>(Object.values(consoleCalls))
    const missing = Object.keys(consoleEndpoints).filter((name) => !fuzzed.has(name))
    expect(missing).toEqual([])
  })
})

describe(`bad text in every field, query and path segment (${databaseName})`, () => {
  it('is refused with a 4xx and a message, never a 500, and logs nothing', async () => {
    const all = probes()
    expect(all.length).toBeLessThanOrEqual(maxRequests)
    const failures: string[] = []
    let serverErrors = 0
    for (const probe of all) {
      const { method, response, text } = await send(probe)
      const what = `${method} ${probe.path} (${probe.name}, ${probe.part}): ${response.status}`
      if (response.status >= 500) serverErrors++
      if (response.status < 400 || response.status >= 500) {
        failures.push(what)
        continue
      }
      const isJson = response.headers.get('Content-Type')?.startsWith('application/json')
      if (!isJson) {
        // A path outside the API is the site's: its 404 page, or Hono's plain 404 for a POST.
        if (response.status !== 404 || !/PAGE NOT FOUND|404 Not Found/.test(text)) {
          failures.push(`${what}: ${text.slice(0, 80)}`)
        }
        continue
      }
      const error = schemas.apiError.parse(JSON.parse(text))
      if (!error.error) failures.push(`${what} without a message`)
      if (probe.field && response.status !== 400) failures.push(`${what}, not 400`)
      if (probe.field && !error.fields?.[probe.field]?.includes(schemas.invalidCharacters)) {
        failures.push(`${what} without the field message: ${text}`)
      }
    }
    console.log(
      `fuzz (${databaseName}): ${all.length} requests, ${serverErrors} answered 5xx, ` +
        `${failures.length} failures, ${errorLog.mock.calls.length} error log entries ` +
        `(${errorLog.mock.calls.map((args) => formatWithOptions({}, ...args)).join('\n').length} bytes)`,
    )
    expect(failures).toEqual([])
    expect(errorLog).not.toHaveBeenCalled()
    const metrics = await (await client.get(metricsPath)).text()
    expect(metrics).not.toMatch(/^http_requests_total\{[^}]*status="5\d\d"\} /m)
    expect(metrics).toMatch(/^http_requests_total\{[^}]*status="400"\} /m)
  })
})

/** Numbers and dates at and past what the database holds, and text that only looks like one:
 *  put into every `:id` of the console's and the mail's paths. */
const idValues = [
  '0',
  '-1',
  '1',
  String(maxDatabaseInteger),
  String(maxDatabaseInteger + 1),
  '99999999999',
  '1e3',
  '1.5',
  '0x10',
  '%201',
  '%EF%BC%91',
] as const
/** Into each query value of the console's list calls (the inbox, the export, the mail). */
const queryValues: Record<string, readonly string[]> = {
  owner: ['0', '-1', String(maxDatabaseInteger + 1), '99999999999', 'nonee'],
  from: ['2026-02-30', '2025-02-29', '0000-01-01', '9999-12-31', '10000-01-01', '2026-2-3'],
  to: ['2026-02-30', '2026-13-01', '0001-01-01', '9999-12-31'],
  limit: ['0', '101', '1e2', '-1', '99999999999'],
  status: ['gone', ''],
  kind: ['everything', ''],
  q: ['%25', '_', '\\'],
  after: [
    '0',
    String(maxDatabaseInteger + 1),
    Buffer.from(`1.${maxDatabaseInteger + 1}`).toString('base64url'),
    Buffer.from(`${'9'.repeat(17)}.1`).toString('base64url'),
    'not-a-cursor',
  ],
}
/** Into each number of a body (an item's or a campaign's version). */
const numberValues = [maxDatabaseInteger + 1, -1, 1.5, 1e308, '1', null] as const

/** The console's calls a value fuzz sends: all but signing out (it would end the session the
 *  rest use) and signing in (its attempts count against the sign-in limit). */
const valueFuzzed = (Object.keys(agentCalls) as (keyof typeof agentCalls)[]).filter(
  (name) => name !== 'agentSignOut' && name !== 'agentSignIn',
)

function valueProbes(role: string, token: string): (Probe & { role: string })[] {
  const all: (Probe & { role: string })[] = []
  const requests = valid()
  for (const name of valueFuzzed) {
    const request = requests[name]
    const template = templateOf(name).replace(':kind', 'message')
    const list = request.list ? { [request.list.field]: [request.list.item] } : {}
    const body =
      request.body || request.fixed || request.list
        ? { ...request.body, ...request.fixed, ...list }
        : undefined
    const query = request.query ? `?${queryString(request.query)}` : ''
    const at = (path: string, part: string, sent = body) =>
      all.push({ name, part, path, body: sent, token, role })
    if (template.includes(':id')) {
      for (const id of idValues) at(template.replaceAll(':id', id) + query, `id ${id}`)
    }
    const path = template.replaceAll(':id', '1')
    for (const [field, value] of Object.entries(request.fixed ?? {})) {
      if (typeof value !== 'number') continue
      for (const bad of numberValues) {
        at(path + query, `body ${field} ${bad}`, { ...body, [field]: bad })
      }
    }
    if (name === 'agentInbox' || name === 'agentExport' || name === 'agentMail') {
      for (const [field, values] of Object.entries(queryValues)) {
        for (const value of values) {
          const changed = { ...request.query, [field]: value }
          at(`${path}?${queryString(changed)}`, `query ${field}=${value}`)
        }
      }
    }
  }
  return all
}

describe(`ids, numbers and dates past what the database holds (${databaseName})`, () => {
  it('are answered below 500 on every console and mail call, as an agent and as an admin', async () => {
    const all = [...valueProbes('agent', agentToken), ...valueProbes('admin', staffToken)]
    expect(all.length).toBeLessThanOrEqual(maxRequests)
    errorLog.mockClear()
    const serverErrors: string[] = []
    const notApiErrors: string[] = []
    for (const probe of all) {
      const { method, response, text } = await send(probe)
      const what = `${probe.role}: ${method} ${probe.path} (${probe.part}): ${response.status}`
      if (response.status >= 500) serverErrors.push(`${what} ${text.slice(0, 120)}`)
      else if (response.status >= 400 && !schemas.apiError.safeParse(JSON.parse(text)).success) {
        notApiErrors.push(`${what} ${text.slice(0, 120)}`)
      }
    }
    console.log(
      `value fuzz (${databaseName}): ${all.length} requests, ${serverErrors.length} answered 5xx`,
    )
    expect(serverErrors).toEqual([])
    expect(notApiErrors).toEqual([])
    expect(errorLog).not.toHaveBeenCalled()
  })
})
