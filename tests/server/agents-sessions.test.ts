// A Talent Agent's session ends when unused for the idle time (AGENT_SESSION_IDLE_SECONDS),
// and a use moves that end on once less than half the idle time is left (issue 46: a read
// that also wrote the session's end on each call made every console read a write).
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { hashToken } from '../../server/auth/tokens.ts'
import { agentSessions } from '../../server/db/schema.ts'
import { agentsBase as base, signInResponse } from '../../src/agents/contract.ts'
import { adminPassword, startConsole, type Console } from './agentsConsole.ts'
import { databaseName } from './harness.ts'

let app: Console
beforeAll(async () => {
  app = await startConsole({ AGENT_SESSION_IDLE_SECONDS: '2' })
})

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe(`staff session expiry (${databaseName})`, () => {
  it('ends a session left unused, and keeps one in use', async () => {
    const response = await app.client.post(`${base}/session`, {
      username: 'ada',
      password: adminPassword,
    })
    const session = signInResponse.parse(await response.json())
    const left = Date.parse(session.expiresAt) - Date.now()
    expect(left).toBeGreaterThan(0)
    expect(left).toBeLessThanOrEqual(2000)
    for (let use = 0; use < 3; use++) {
      await wait(900)
      expect((await app.client.get(`${base}/me`, { token: session.token })).status).toBe(200)
    }
    expect((await app.client.get(`${base}/me`, { token: app.admin })).status).toBe(401)
    await wait(2100)
    const ended = await app.client.get(`${base}/me`, { token: session.token })
    expect(ended.status).toBe(401)
    expect(((await ended.json()) as { error: string }).error).toBe(
      'Your session has ended: please sign in again.',
    )
  })

  it('writes the session only once less than half its idle time is left', async () => {
    const { token } = await app.signIn('ada', adminPassword)
    const db = app.server.database.db
    const session = eq(agentSessions.tokenHash, hashToken(token))
    const end = async () => {
      const [row] = await db
        .select({ expiresAt: agentSessions.expiresAt })
        .from(agentSessions)
        .where(session)
      return row!.expiresAt.getTime()
    }
    // More than half left (an hour, so that a slow machine's reads cannot use it up): no write.
    await db
      .update(agentSessions)
      .set({ expiresAt: sql`now() + interval '1 hour'` })
      .where(session)
    const farOff = await end()
    for (let read = 0; read < 3; read++) {
      expect((await app.client.get(`${base}/me`, { token })).status).toBe(200)
    }
    expect(await end()).toBe(farOff)
    // A quarter of the idle time left: the next use gives it the whole of it again.
    await db
      .update(agentSessions)
      .set({ expiresAt: sql`now() + interval '500 milliseconds'` })
      .where(session)
    const nearItsEnd = await end()
    expect((await app.client.get(`${base}/me`, { token })).status).toBe(200)
    expect(await end()).toBeGreaterThan(nearItsEnd + 1000)
  })
})
