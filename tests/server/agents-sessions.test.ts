// A Talent Agent's session ends when unused for the idle time (AGENT_SESSION_IDLE_SECONDS),
// and each use moves that end on.
import { beforeAll, describe, expect, it } from 'vitest'
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
})
