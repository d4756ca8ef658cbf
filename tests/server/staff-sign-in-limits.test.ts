// Failed staff sign-ins (issue 43, item 2b; server/rateLimit/staffSignIn.ts): limited per user
// name and address, per user name across addresses, and per address, such that guesses spread
// over many addresses at one account are stopped, and one guesser behind a shared address
// does not lock out a colleague who signs in from there (the right password is not refused by
// the per-address count for an account known at that address). On PGlite and PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest'
import * as contract from '../../src/agents/contract.ts'
import { metricsPath } from '../../server/api/health.ts'
import { staffSignInLimitNames } from '../../server/rateLimit/staffSignIn.ts'
import { adminPassword, base, startConsole, type Console } from './agentsConsole.ts'
import { databaseName } from './harness.ts'

/** RATE_LIMIT_LOGIN here: 2 failures per name and address, 10 per name, 20 per address. */
const limit = 2
const colleaguePassword = 'a colleague of long standing'
let app: Console

/** An address of its own per call site (the server trusts X-Forwarded-For here). */
let lastAddress = 0
const newAddress = () => `198.51.100.${++lastAddress}`

const signIn = (username: string, password: string, address: string) =>
  app.client.post(
    `${base}/session`,
    { username, password },
    { headers: { 'X-Forwarded-For': address } },
  )

async function statusOf(username: string, password: string, address: string) {
  const response = await signIn(username, password, address)
  if (response.status === 429)
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0)
  return response.status
}

beforeAll(async () => {
  app = await startConsole({ TRUST_PROXY: 'true', RATE_LIMIT_LOGIN: String(limit) })
  for (const username of ['bo.agent', 'cy.agent', 'di.agent']) {
    const created = await app.client.post(
      `${base}/accounts`,
      { username, displayName: username, password: colleaguePassword, role: 'agent' },
      { token: app.admin },
    )
    expect(created.status).toBe(201)
  }
})

describe(`failed staff sign-ins (${databaseName})`, () => {
  it('per name and address: the limit, then 429 even for the right password; a success clears it', async () => {
    const address = newAddress()
    expect(await statusOf('cy.agent', 'a wrong guess', address)).toBe(401)
    expect(await statusOf('cy.agent', colleaguePassword, address)).toBe(200)
    // The success started the count again: `limit` more failures before a refusal.
    const statuses = []
    for (let attempt = 0; attempt < limit + 1; attempt++) {
      statuses.push(await statusOf('cy.agent', 'a wrong guess', address))
    }
    expect(statuses).toEqual([401, 401, 429])
    expect(await statusOf('cy.agent', colleaguePassword, address)).toBe(429)
    // Another address is another count.
    expect(await statusOf('cy.agent', colleaguePassword, newAddress())).toBe(200)
  })

  it('guesses spread over many addresses at one account are stopped', async () => {
    const home = newAddress()
    expect(await statusOf('bo.agent', colleaguePassword, home)).toBe(200)
    const statuses: number[] = []
    // One guess per address: no address ever reaches its own limits.
    for (let guess = 0; guess < limit * 5 + 5; guess++) {
      statuses.push(await statusOf('bo.agent', 'a spread guess', newAddress()))
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(limit * 5)
    expect(statuses.slice(limit * 5)).toEqual(Array(5).fill(429))
    // The right password from a new address waits too: the attacker cannot tell it apart.
    expect(await statusOf('bo.agent', colleaguePassword, newAddress())).toBe(429)
    // From where the account has signed in before, its owner still can.
    expect(await statusOf('bo.agent', colleaguePassword, home)).toBe(200)
  })

  it("one guesser behind a shared address does not lock out a colleague's right password", async () => {
    const office = newAddress()
    // Di and Ada work from the office: each has signed in from there.
    expect(await statusOf('di.agent', colleaguePassword, office)).toBe(200)
    expect(await statusOf('ada', adminPassword, office)).toBe(200)
    // Someone in the office guesses: at Ada, then at names that do not exist, until the
    // office's own count is spent.
    const guesses: number[] = []
    for (let guess = 0; guess < limit * 10 + 5; guess++) {
      const name = guess < limit + 1 ? 'ada' : `someone.${guess}`
      guesses.push(await statusOf(name, 'an office guess', office))
    }
    expect(guesses.slice(0, limit + 1)).toEqual([401, 401, 429])
    expect(guesses.at(-1)).toBe(429)
    const metrics = await (await app.client.get(metricsPath)).text()
    expect(metrics).toContain(`limit="${staffSignInLimitNames.address}"`)
    // Di's right password from the office is not refused by the office's count.
    const di = await signIn('di.agent', colleaguePassword, office)
    expect(di.status).toBe(200)
    expect(contract.signInResponse.parse(await di.json()).agent.username).toBe('di.agent')
    // Ada, the account under attack from the office, waits there, and signs in elsewhere.
    expect(await statusOf('ada', adminPassword, office)).toBe(429)
    expect(await statusOf('ada', adminPassword, newAddress())).toBe(200)
    // A colleague never seen at the office waits until its count ends (docs/api.md).
    expect(await statusOf('cy.agent', colleaguePassword, office)).toBe(429)
  })
})
