// What the server tells its operators: one log line per request (its fields, its level, what it
// never holds), the Prometheus metrics and who may read them, and the limit on wrong operator
// tokens. The app is built here (createApp) on a real store, with a logger whose lines the test
// reads and a registry of its own.
import { sql } from 'drizzle-orm'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schemas from '../../src/api/schemas.ts'
import { createApp } from '../../server/app.ts'
import { createTokenService } from '../../server/auth/tokens.ts'
import { openDatabase, type Database } from '../../server/db/database.ts'
import { addDemoData, demo } from '../../server/demo/seed.ts'
import { maxLoggedText, redactedPathsFor, shapedLogger } from '../../server/log.ts'
import { createMetrics } from '../../server/metrics.ts'
import { enqueueMail } from '../../server/mail/outbox.ts'
import type { MailTransport } from '../../server/mail/transport.ts'
import { startMailWorker } from '../../server/mail/worker.ts'
import { operatorBase } from '../../server/operator/contract.ts'
import { appAlone, from, testOperatorToken } from './appFixture.ts'
import { createStore, databaseName, pathOf, siteFixture } from './harness.ts'
import { captureLog } from './logLines.ts'

const log = captureLog()
const csrf = 'k'.repeat(43)
/** Wrong operator tokens (and sign-ins) an address may send per minute here. */
const loginLimit = 3
let database: Database
let app: ReturnType<typeof createApp>
const metrics = createMetrics()

beforeAll(async () => {
  const store = await createStore()
  database = await openDatabase({ dataDir: store.dataDir, databaseUrl: store.databaseUrl })
  await addDemoData(database.db, 'http://127.0.0.1:8787')
  app = createApp({
    clientDir: siteFixture(),
    db: database.db,
    pingDatabase: database.ping,
    tokens: createTokenService('a test secret of at least 32 characters'),
    operatorToken: testOperatorToken,
    trustProxy: false,
    rateLimits: {
      login: { limit: loginLimit, windowMs: 60_000 },
      accessCode: { limit: 10, windowMs: 60_000 },
      form: { limit: 10, windowMs: 60_000 },
    },
    limitsPool: database.limitsPool,
    logger: log.logger,
    metrics,
  })
})
afterAll(() => database.close())

interface Send {
  body?: unknown
  token?: string
  headers?: Record<string, string>
  /** The client's address (the socket's). */
  address?: string
}

/** A request as a browser of the site sends it (the CSRF pair), from `address`. */
function send(
  method: string,
  path: string,
  { body, token, headers, address = '127.0.0.1' }: Send = {},
) {
  return app.request(
    path,
    {
      method,
      headers: {
        Cookie: `XSRF-TOKEN=${csrf}`,
        'X-XSRF-TOKEN': csrf,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    from(address),
  )
}

/** The log line of the request answered by `response`. */
function lineOf(response: Response) {
  const id = response.headers.get('X-Request-Id')
  const lines = log.entries().filter((entry) => entry.requestId === id)
  expect(lines, `the lines of ${id}`).toHaveLength(1)
  return lines[0]!
}

describe(`the request log (${databaseName})`, () => {
  it('has one info line per answered request: id, method, route, path, status, duration', async () => {
    const response = await send('GET', pathOf('campaign').replace(':hash', demo.campaignHash))
    expect(response.status).toBe(200)
    expect(lineOf(response)).toEqual({
      level: 'info',
      time: expect.any(String),
      service: 'nova-club',
      msg: 'request',
      requestId: response.headers.get('X-Request-Id'),
      method: 'GET',
      route: pathOf('campaign'),
      path: pathOf('campaign').replace(':hash', demo.campaignHash),
      status: 200,
      ms: expect.any(Number),
    })
  })

  it('warns of a refused sign-in with the address and user agent, never the password', async () => {
    const password = 'Typed-Secret-Password-42'
    const response = await send('POST', pathOf('login'), {
      body: { username: demo.username, pwd: password },
      headers: { 'User-Agent': 'curl/8.0' },
      address: '192.0.2.10',
    })
    expect(response.status).toBe(401)
    expect(lineOf(response)).toMatchObject({
      level: 'warn',
      route: pathOf('login'),
      status: 401,
      ip: '192.0.2.10',
      userAgent: 'curl/8.0',
    })
    expect(log.lines.join('\n')).not.toContain(password)
  })

  it('keeps a signed-in member its password and tokens, and a candidate its access code', async () => {
    const signIn = await send('POST', pathOf('login'), {
      body: { username: demo.username, pwd: demo.password },
    })
    expect(signIn.status).toBe(200)
    const session = schemas.loginResponse.parse(await signIn.json())
    const wrongBearer = 'not-a-token-but-a-secret-all-the-same'
    const boarding = await send('PUT', pathOf('completeBoarding'), {
      body: { username: demo.username },
      token: wrongBearer,
    })
    expect(boarding.status).toBe(401)
    expect(lineOf(boarding)).toMatchObject({ level: 'warn', status: 401 })
    const check = await send('GET', `${pathOf('validateCode')}?code=${demo.accessCode}`)
    expect(lineOf(check)).toMatchObject({ path: pathOf('validateCode'), status: 200 })
    const text = log.lines.join('\n')
    for (const secret of [
      demo.password,
      session.token,
      session.user_login.refresh_token,
      wrongBearer,
      demo.accessCode,
      csrf,
    ]) {
      expect(text).not.toContain(secret)
    }
  })

  it('warns of every refusal that protects something: 403 CSRF, 409, 413, 429', async () => {
    const csrfRefused = await app.request(
      pathOf('subscribe'),
      { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } },
      from('127.0.0.1'),
    )
    const taken = await send('POST', `${operatorBase}/access-codes`, {
      body: { code: demo.accessCode },
      token: testOperatorToken,
    })
    const tooLarge = await send('POST', pathOf('subscribe'), {
      body: { email: 'x'.repeat(70_000) },
    })
    const statuses = [csrfRefused, taken, tooLarge].map((response) => lineOf(response))
    expect(statuses.map((line) => [line.level, line.status])).toEqual([
      ['warn', 403],
      ['warn', 409],
      ['warn', 413],
    ])
    // 429: below.
  })

  it('keeps what a hostile client chooses (its path, its user agent) to a bounded length', async () => {
    const response = await send('GET', `/api/${'a'.repeat(5000)}`, {
      headers: { 'User-Agent': 'b'.repeat(5000) },
      address: '192.0.2.11',
    })
    expect(response.status).toBe(404)
    const line = lineOf(response)
    expect(line).toMatchObject({ route: '/*', status: 404 })
    expect(String(line.path)).toHaveLength(maxLoggedText + 1) // and the mark that it was cut
    const raw = log.lines.find((text) => text.includes(String(line.requestId)))!
    expect(raw.length).toBeLessThan(2 * maxLoggedText + 400)
  })

  it('redacts passwords, tokens, access codes, cookies and Authorization by configuration', () => {
    const own = captureLog()
    own.logger.warn({
      headers: { authorization: 'Bearer abc', cookie: 'XSRF-TOKEN=def' },
      body: { password: 'ghi', token: 'jkl', code: 'mno', refreshToken: 'pqr', pwd: 'stu' },
      query: { code: 'vwx' },
      candidate: { accessCode: 'yza' },
      config: { mail: { smtpUrl: 'smtp://user:bcd@relay.example' }, operatorToken: 'efg' },
      session: { refresh_token: 'hij' },
    })
    const [line] = own.entries()
    expect(line).toMatchObject({
      headers: { authorization: '[redacted]', cookie: '[redacted]' },
      body: { password: '[redacted]', token: '[redacted]', code: '[redacted]', pwd: '[redacted]' },
      query: { code: '[redacted]' },
      candidate: { accessCode: '[redacted]' },
      config: { mail: { smtpUrl: '[redacted]' }, operatorToken: '[redacted]' },
    })
    for (const secret of ['abc', 'def', 'ghi', 'jkl', 'mno', 'pqr', 'stu', 'vwx', 'yza', 'bcd']) {
      expect(own.lines[0]).not.toContain(secret)
    }
    for (const secret of ['efg', 'hij']) expect(own.lines[0]).not.toContain(secret)
  })

  it("writes a request line's shape as the configuration does, secrets in its objects redacted", () => {
    const own = captureLog()
    const lines = shapedLogger(own.logger, ['error'])
    const request = {
      requestId: 'r-1',
      method: 'GET',
      route: '/api/live',
      path: '/api/live',
      status: 500,
      ms: 1.5,
      bodyCut: true,
      // What a Failure never holds: the shaped redaction still removes it.
      error: { name: 'Error', message: 'failed', token: 'abc', nested: { smtpUrl: 'def' } },
    }
    own.logger.error(request, 'request')
    lines.error(request, 'request')
    const [byConfiguration, shaped] = own.lines.map((line) => line.replace(/"time":"[^"]+"/, ''))
    expect(shaped).toBe(byConfiguration)
    expect(JSON.parse(own.lines[1]!)).toMatchObject({ error: { token: '[redacted]' } })
    for (const secret of ['abc', 'def']) expect(shaped).not.toContain(secret)
    // A path without a wildcard is kept as it is; one with it is applied to the given fields.
    expect(redactedPathsFor(['error'])).toEqual(
      expect.arrayContaining(['password', 'error.password', 'error.*.smtpUrl', 'query.code']),
    )
    expect(redactedPathsFor(['error']).some((path) => path.startsWith('*'))).toBe(false)
  })

  it("shows an error's code (ECONNREFUSED, EAUTH, 23505), with no stack and no SQL", () => {
    const own = captureLog()
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    })
    own.logger.error({ err: refused }, 'database unreachable')
    own.logger.warn({ code: 'EAUTH', responseCode: 535 }, 'mail refused')
    own.logger.warn({ err: { message: 'Invalid login\n535 5.7.8 details', code: 'EAUTH' } }, 'x')
    const duplicate = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
    })
    const query = new DrizzleQueryError(
      'insert into "members" ("username") values ($1)',
      ['robin.secret'],
      duplicate,
    )
    own.logger.error({ err: query }, 'a query failed')
    // What a worker copies of such an error: its message only.
    own.logger.warn({ err: { message: query.message } }, 'could not claim')
    const [connection, mail, login, failedQuery, copied] = own.entries()
    expect(copied!.err).toEqual({ message: 'A database query failed.' })
    expect(connection!.err).toEqual({
      name: 'Error',
      message: 'connect ECONNREFUSED 127.0.0.1:5432',
      code: 'ECONNREFUSED',
    })
    expect(mail).toMatchObject({ code: 'EAUTH', responseCode: 535 })
    expect(login!.err).toEqual({ message: 'Invalid login', code: 'EAUTH' })
    expect(failedQuery!.err).toEqual({
      name: 'Error',
      message: 'duplicate key value violates unique constraint',
      code: '23505',
    })
    const text = own.lines.join('\n')
    for (const leak of ['insert into', 'robin.secret', '    at ', 'details']) {
      expect(text).not.toContain(leak)
    }
  })
})

describe(`wrong operator tokens (${databaseName})`, () => {
  it('are limited per address like wrong passwords: 429 with Retry-After, right token or not', async () => {
    const address = '198.51.100.20'
    const records = `${operatorBase}/records/subscriptions`
    for (let attempt = 0; attempt < loginLimit; attempt++) {
      const response = await send('GET', records, { token: `wrong-${attempt}`, address })
      expect(response.status).toBe(401)
    }
    const refused = await send('GET', records, { token: 'wrong-again', address })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    schemas.apiError.parse(await refused.json())
    expect(lineOf(refused)).toMatchObject({ level: 'warn', status: 429, ip: address })
    // Until the window ends, the right token from there too: guessing has no way around it.
    expect((await send('GET', records, { token: testOperatorToken, address })).status).toBe(429)
    // Other addresses, and the right token, are not held back.
    const other = await send('GET', records, { token: testOperatorToken, address: '198.51.100.21' })
    expect(other.status).toBe(200)
  })

  it('do not use up the limit when right', async () => {
    const address = '198.51.100.22'
    for (let attempt = 0; attempt < loginLimit + 2; attempt++) {
      const response = await send('GET', `${operatorBase}/records/messages`, {
        token: testOperatorToken,
        address,
      })
      expect(response.status).toBe(200)
    }
  })
})

/** The value of the sample `name{labels}` in Prometheus' text, 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}

describe(`the metrics (${databaseName})`, () => {
  const scrape = async (options: Send = {}) => {
    const response = await send('GET', '/api/metrics', options)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain; version=0.0.4/)
    return response.text()
  }
  const health = 'http_requests_total{method="GET",route="/api/health",status="200"}'

  it('count requests by route pattern and status, and time them', async () => {
    const before = sample(await scrape(), health)
    await send('GET', '/api/health')
    await send('GET', '/api/health')
    const text = await scrape()
    expect(sample(text, health)).toBe(before + 2)
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/health"}'),
    ).toBe(before + 2)
    expect(text).toContain('# TYPE http_request_duration_seconds histogram')
    // A path nobody routes is counted under the site's fallback `/*`, never by its own text.
    await send('GET', '/api/some-path-of-a-scanner')
    const after = await scrape()
    expect(after).not.toContain('some-path-of-a-scanner')
    expect(
      sample(after, 'http_requests_total{method="GET",route="/*",status="404"}'),
    ).toBeGreaterThan(0)
    expect(after).toContain('process_resident_memory_bytes')
  })

  it('count the refusals of each rate limit', async () => {
    const address = '198.51.100.30'
    const before = sample(await scrape(), 'rate_limit_refusals_total{limit="login"}')
    for (let attempt = 0; attempt <= loginLimit; attempt++) {
      await send('POST', pathOf('login'), {
        body: { username: demo.username, pwd: 'wrong' },
        address,
      })
    }
    const text = await scrape()
    expect(sample(text, 'rate_limit_refusals_total{limit="login"}')).toBe(before + 1)
    expect(sample(text, 'rate_limit_refusals_total{limit="operator"}')).toBeGreaterThan(0)
  })

  it('are refused to another machine without the operator token', async () => {
    const refused = await send('GET', '/api/metrics', { address: '203.0.113.7' })
    expect(refused.status).toBe(401)
    schemas.apiError.parse(await refused.json())
    // A proxy on this machine relays others: its requests are not this machine's.
    const relayed = await send('GET', '/api/metrics', {
      headers: { 'X-Forwarded-For': '203.0.113.8' },
    })
    expect(relayed.status).toBe(401)
    const wrong = await send('GET', '/api/metrics', { address: '203.0.113.7', token: 'guess' })
    expect(wrong.status).toBe(401)
    await scrape({ address: '203.0.113.9', token: testOperatorToken })
    await scrape({ address: '::1' })
  })

  it('show the outbox: messages and attempts by state, the oldest unsent, sends and failures', async () => {
    const mailSeries = [
      ...['pending', 'retrying', 'sending', 'sent', 'failed'].flatMap((state) => [
        `mail_messages{state="${state}"}`,
        `mail_message_attempts{state="${state}"}`,
      ]),
      'mail_sent_total',
      'mail_failed_total',
      'mail_retries_total',
    ]
    const values = (text: string) =>
      Object.fromEntries(mailSeries.map((series) => [series, sample(text, series)]))
    const before = values(await scrape())
    // A relay that takes one message (and any other), refuses one for good (5xx) and one for
    // now (4xx).
    const replies: Record<string, number | undefined> = { take: undefined, refuse: 550, later: 421 }
    const transport: MailTransport = {
      describe: 'a test relay',
      send: async (message) => {
        const responseCode = replies[message.subject]
        if (responseCode) throw Object.assign(new Error(`${responseCode} no`), { responseCode })
      },
      close: () => {},
    }
    const mail = (subject: string) =>
      enqueueMail(database.db, { to: `${subject}@example.com`, subject, text: 'Hello.' })
    for (const subject of Object.keys(replies)) await mail(subject)
    const worker = startMailWorker({
      db: database.db,
      transport,
      logger: captureLog().logger,
      metrics,
      pollMs: 20,
      backoff: () => 3_600_000,
    })
    // Until each of the three has had its attempt (bounded: 10 s).
    for (let look = 0; look < 200; look++) {
      const untried = await database.db.execute(
        sql`select count(*)::int as n from outbox where attempts = 0 or status = 'sending'`,
      )
      if ((untried as unknown as { rows: { n: number }[] }).rows[0]!.n === 0) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    await worker.stop()
    await mail('waits') // queued with no worker: pending
    const text = await scrape()
    const after = values(text)
    const added = Object.fromEntries(
      mailSeries.map((series) => [series, after[series]! - before[series]!]),
    )
    // What the demo data left pending (its answer to a message) is sent with the rest.
    const waiting = before['mail_messages{state="pending"}']!
    expect(added).toEqual({
      'mail_messages{state="pending"}': 1 - waiting,
      'mail_message_attempts{state="pending"}': 0,
      'mail_messages{state="retrying"}': 1,
      'mail_message_attempts{state="retrying"}': 1,
      'mail_messages{state="sending"}': 0,
      'mail_message_attempts{state="sending"}': 0,
      'mail_messages{state="sent"}': 1 + waiting,
      'mail_message_attempts{state="sent"}': 1 + waiting,
      'mail_messages{state="failed"}': 1,
      'mail_message_attempts{state="failed"}': 1,
      mail_sent_total: 1 + waiting,
      mail_failed_total: 1,
      mail_retries_total: 1,
    })
    // The oldest unsent is the retrying one, queued before the worker ran.
    const oldest = sample(text, 'mail_oldest_unsent_age_seconds')
    expect(oldest).toBeGreaterThan(0)
    expect(oldest).toBeLessThan(600)
    expect(text).toContain('# TYPE mail_messages gauge')
  })

  it('leave the mail gauges out of a scrape when the outbox cannot be read', async () => {
    const alone = appAlone({ logger: captureLog().logger })
    const response = await alone.request('/api/metrics', {}, from('127.0.0.1'))
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).toContain('# TYPE mail_messages gauge')
    expect(text).not.toMatch(/^mail_messages\{/m)
    // NaN, Prometheus' "unknown" (prom-client spells it Nan; Prometheus reads either).
    expect(text).toMatch(/^mail_oldest_unsent_age_seconds nan$/im)
    expect(text).toMatch(/^process_resident_memory_bytes /m) // the rest of the scrape is there
  })

  it('count database losses once per outage, and recoveries', async () => {
    let answering = true
    const alone = appAlone({
      pingDatabase: async () => {
        if (!answering)
          throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })
      },
      logger: captureLog().logger,
    })
    const get = (path: string) => alone.request(path, {}, from('127.0.0.1'))
    const counts = async () => {
      const text = await (await get('/api/metrics')).text()
      return [sample(text, 'database_losses_total'), sample(text, 'database_recoveries_total')]
    }
    expect(await counts()).toEqual([0, 0])
    answering = false
    expect((await get('/api/health')).status).toBe(503)
    expect((await get('/api/health')).status).toBe(503)
    expect(await counts()).toEqual([1, 0])
    answering = true
    // The scrape itself asks the database after a loss.
    expect(await counts()).toEqual([1, 1])
    expect((await get('/api/health')).status).toBe(200)
    expect(await counts()).toEqual([1, 1])
  })
})
