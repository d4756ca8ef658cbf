// Per-IP abuse limits: failed sign-ins, failed access codes and each form, answered with 429
// and Retry-After, configured by environment variables; counted before the work, so parallel
// bursts get no more through than the limit, and shared by servers on one PostgreSQL.
// The limits' clock is Date (rate-limiter-flexible's), moved here with Vitest's fake Date.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import * as schemas from '../../src/api/schemas.ts'
import { loadConfig } from '../../server/config.ts'
import { demo } from '../../server/demo/seed.ts'
import { createLimiter } from '../../server/rateLimit/limiter.ts'
import {
  createStore,
  databaseName,
  pathOf,
  postgresUrl,
  startTestServer,
  type Client,
  type TestServer,
} from './harness.ts'

let server: TestServer
let client: Client

/** Moves the limits' clock (and only Date) forward. */
const passTime = (ms: number) => vi.setSystemTime(Date.now() + ms)

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  server = await startTestServer({
    env: {
      DEMO_DATA: 'true',
      TRUST_PROXY: 'true',
      RATE_LIMIT_LOGIN: '3',
      RATE_LIMIT_ACCESS_CODE: '2',
      RATE_LIMIT_FORMS: '2',
    },
  })
  client = await server.client()
})
afterAll(() => {
  vi.useRealTimers()
})

/** Each test speaks from its own address (the server trusts X-Forwarded-For here). */
let lastAddress = 0
const from = () => ({ headers: { 'X-Forwarded-For': `203.0.113.${++lastAddress}` } })

async function expectLimited(response: Response, windowSeconds: number) {
  expect(response.status).toBe(429)
  const retryAfter = Number(response.headers.get('Retry-After'))
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds)
  schemas.apiError.parse(await response.json())
}

describe(`failed sign-ins (${databaseName})`, () => {
  const wrong = { username: demo.username, pwd: 'a wrong guess' }
  const right = { username: demo.username, pwd: demo.password }

  it('are limited per IP, the right password included once limited', async () => {
    const ip = from()
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await client.post(pathOf('login'), wrong, ip)).status).toBe(401)
    }
    await expectLimited(await client.post(pathOf('login'), wrong, ip), 60)
    await expectLimited(await client.post(pathOf('login'), right, ip), 60)
    // Another address is not affected.
    expect((await client.post(pathOf('login'), right, from())).status).toBe(200)
  })

  it('are the only sign-ins counted', async () => {
    const ip = from()
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await client.post(pathOf('login'), right, ip)).status).toBe(200)
    }
  })

  it('are forgotten after the window', async () => {
    const ip = from()
    for (let attempt = 0; attempt < 3; attempt++) await client.post(pathOf('login'), wrong, ip)
    await expectLimited(await client.post(pathOf('login'), right, ip), 60)
    passTime(61_000)
    expect((await client.post(pathOf('login'), right, ip)).status).toBe(200)
  })
})

describe(`parallel bursts (${databaseName})`, () => {
  const burst = async (send: () => Promise<Response>) => {
    const statuses = await Promise.all(
      Array.from({ length: 100 }, send).map(async (r) => (await r).status),
    )
    return (status: number) => statuses.filter((s) => s === status).length
  }

  it('of 100 wrong passwords check no more than the limit', async () => {
    const ip = from()
    const count = await burst(() =>
      client.post(pathOf('login'), { username: demo.username, pwd: 'a wrong guess' }, ip),
    )
    expect(count(401)).toBe(3)
    expect(count(429)).toBe(97)
  })

  it('of 100 wrong access codes look up no more than the limit', async () => {
    const ip = from()
    const count = await burst(() => client.post(pathOf('accessToken'), { code: 'GUESS' }, ip))
    expect(count(401)).toBe(2)
    expect(count(429)).toBe(98)
  })

  it('of 50 right and 50 wrong access codes answer no more wrong ones than the limit', async () => {
    const ip = from()
    const answers = await Promise.all(
      Array.from({ length: 100 }, async (_, index) => {
        const right = index % 2 === 1
        const code = right ? demo.accessCode : `GUESS-${index}`
        const response = await client.get(`${pathOf('validateCode')}?code=${code}`, ip)
        if (response.status === 429) return 'limited'
        const { isValid } = schemas.codeValidationResponse.parse(await response.json())
        return isValid === right ? (right ? 'right' : 'wrong') : 'mistaken'
      }),
    )
    const count = (answer: string) => answers.filter((one) => one === answer).length
    // In memory a right code holds a point until its lookup gives it back, so fewer wrong ones
    // may get through; PostgreSQL counts misses only, and exactly.
    if (postgresUrl) expect(count('wrong')).toBe(2)
    else expect(count('wrong')).toBeLessThanOrEqual(2)
    expect(count('right')).toBeGreaterThan(0)
    expect(count('mistaken')).toBe(0)
    expect(count('wrong') + count('right') + count('limited')).toBe(100)
  })

  it('of 100 form posts store no more than the limit', async () => {
    const ip = from()
    const count = await burst(() =>
      client.post(pathOf('requestInvitation'), { contactInfo: 'x' }, ip),
    )
    expect(count(201)).toBe(2)
    expect(count(429)).toBe(98)
  })
})

describe.runIf(postgresUrl)('servers sharing one PostgreSQL', () => {
  it('share one budget: a burst split between two gets no more than the limit through', async () => {
    const store = await createStore()
    const env = { DEMO_DATA: 'true', TRUST_PROXY: 'true', RATE_LIMIT_LOGIN: '4' }
    const servers = [await startTestServer({ store, env }), await startTestServer({ store, env })]
    const clients = await Promise.all(servers.map((one) => one.client()))
    const ip = from()
    const wrong = { username: demo.username, pwd: 'a wrong guess' }
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        clients[index % 2]!.post(pathOf('login'), wrong, ip).then((r) => r.status),
      ),
    )
    expect(statuses.filter((status) => status === 401)).toHaveLength(4)
    expect(statuses.filter((status) => status === 429)).toHaveLength(36)
  })
})

describe(`failed access codes (${databaseName})`, () => {
  it('are limited per IP across the check and the token fetch', async () => {
    const ip = from()
    const check = (code: string) => client.get(`${pathOf('validateCode')}?code=${code}`, ip)
    expect(await (await check('GUESS-1')).json()).toEqual({ isValid: false })
    expect((await client.post(pathOf('accessToken'), { code: 'GUESS-2' }, ip)).status).toBe(401)
    await expectLimited(await check(demo.accessCode), 60)
    await expectLimited(await client.post(pathOf('accessToken'), { code: demo.accessCode }, ip), 60)
    passTime(61_000)
    expect(await (await check(demo.accessCode)).json()).toEqual({ isValid: true })
  })

  it('are the only checks counted: right codes never use up the limit', async () => {
    const ip = from()
    const check = async (code: string, isValid: boolean) => {
      const response = await client.get(`${pathOf('validateCode')}?code=${code}`, ip)
      expect(await response.json()).toEqual({ isValid })
    }
    for (let i = 0; i < 5; i++) await check(demo.accessCode, true)
    await check('GUESS-1', false)
    await check(demo.accessCode, true)
    await check('GUESS-2', false)
    await expectLimited(await client.get(`${pathOf('validateCode')}?code=GUESS-3`, ip), 60)
  })
})

describe(`forms (${databaseName})`, () => {
  it.each([
    ['subscribe', { email: 'limit@example.com' }],
    ['registerMember', { fullName: 'Lee Park', email: 'lee@example.com', role: 'QA' }],
    ['reachOut', { fullName: 'Lee Park', email: 'lee@example.com', content: 'Hello' }],
    ['requestInvitation', { contactInfo: 'lee@example.com' }],
  ] as const)('%s is limited per IP, each form on its own', async (name, body) => {
    const ip = from()
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await client.post(pathOf(name), body, ip)).status).toBeLessThan(300)
    }
    await expectLimited(await client.post(pathOf(name), body, ip), 600)
    const otherForm = name === 'subscribe' ? 'requestInvitation' : 'subscribe'
    const otherBody =
      otherForm === 'subscribe' ? { email: 'other@example.com' } : { contactInfo: 'x' }
    expect((await client.post(pathOf(otherForm), otherBody, ip)).status).toBeLessThan(300)
  })
})

describe(`the client's address (${databaseName})`, () => {
  it("is the socket's unless a proxy is trusted: X-Forwarded-For cannot dodge a limit", async () => {
    const direct = await startTestServer({ env: { DEMO_DATA: 'true', RATE_LIMIT_LOGIN: '1' } })
    const directClient = await direct.client()
    const wrong = { username: demo.username, pwd: 'a wrong guess' }
    const as = (address: string) => ({ headers: { 'X-Forwarded-For': address } })
    expect((await directClient.post(pathOf('login'), wrong, as('198.51.100.1'))).status).toBe(401)
    await expectLimited(await directClient.post(pathOf('login'), wrong, as('198.51.100.2')), 60)
  })
})

describe('the limits', () => {
  it('have defaults a person never reaches, and can be set by environment variables', () => {
    const defaults = loadConfig({}).rateLimits
    expect(defaults.login).toEqual({ limit: 10, windowMs: 60_000 })
    expect(defaults.accessCode).toEqual({ limit: 10, windowMs: 60_000 })
    expect(defaults.form).toEqual({ limit: 20, windowMs: 600_000 })
    const raised = loadConfig({ RATE_LIMIT_LOGIN: '500', RATE_LIMIT_FORMS: '900' }).rateLimits
    expect(raised.login.limit).toBe(500)
    expect(raised.form.limit).toBe(900)
    expect(() => loadConfig({ RATE_LIMIT_LOGIN: 'many' })).toThrow(/RATE_LIMIT_LOGIN/)
    expect(() => loadConfig({ RATE_LIMIT_FORMS: '0' })).toThrow(/RATE_LIMIT_FORMS/)
  })

  it('start a new window once the old one ends', async () => {
    const limiter = createLimiter('unit', { limit: 1, windowMs: 1000 })
    expect(await limiter.take('a')).toBe(0)
    expect(await limiter.take('a')).toBe(1)
    passTime(1000)
    expect(await limiter.take('a')).toBe(0)
    expect(await limiter.take('a')).toBe(1)
  })

  it('count only what is not given back', async () => {
    const limiter = createLimiter('unit-back', { limit: 2, windowMs: 60_000 })
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(await limiter.take('a')).toBe(0)
      await limiter.giveBack('a')
    }
    expect(await limiter.take('a')).toBe(0)
    expect(await limiter.take('a')).toBe(0)
    expect(await limiter.take('a')).toBeGreaterThan(0)
  })
})
