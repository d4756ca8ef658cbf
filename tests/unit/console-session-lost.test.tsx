// A 401 is handled once, in the console's client (issue 43, item 5): any call but sign-in that
// answers 401 ends the console's session through its session actor; the feature machines only
// see a failed call. The client's part, then the whole console (ConsoleApp) on a page whose
// call answers 401.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import { createMemoryHistory } from '@tanstack/react-router'
import { agentsCall, onSessionLost } from '../../src/agents/client'
import { ConsoleApp } from '../../src/agents/ConsoleApp'
import { createConsoleRouter } from '../../src/agents/router'
import { AGENTS_SESSION_KEY } from '../../src/agents/agentSignInEffects'
import { agentSignInMessages } from '../../src/machines/agentSignIn.machine'
import { demoAgentSession } from '../support/agents'

/** Every call answers `status` with the API's error shape. */
function answerEveryCall(status: number) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ error: `The server answered ${status}` }), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

describe('the client tells the session of a 401', () => {
  let lost = vi.fn()
  let unregister = () => {}
  beforeEach(() => {
    lost = vi.fn()
    unregister = onSessionLost(lost)
  })
  afterEach(() => unregister())

  it.each([
    ['GET', '/items'],
    ['POST', '/items/message/7/events'],
    ['PATCH', '/accounts/3'],
    ['DELETE', '/session'],
  ] as const)(
    '%s %s answering 401: the session is lost, the call still fails',
    async (method, path) => {
      answerEveryCall(401)
      await expect(agentsCall(method, path)).rejects.toMatchObject({ status: 401 })
      expect(lost).toHaveBeenCalledTimes(1)
    },
  )

  it('sign-in answering 401 is a wrong password, not a lost session', async () => {
    answerEveryCall(401)
    await expect(agentsCall('POST', '/session', { body: {} })).rejects.toMatchObject({
      status: 401,
    })
    expect(lost).not.toHaveBeenCalled()
  })

  it.each([403, 404, 409, 500])('%i is no lost session', async (status) => {
    answerEveryCall(status)
    await expect(agentsCall('GET', '/items')).rejects.toMatchObject({ status })
    expect(lost).not.toHaveBeenCalled()
  })

  it('a call that gets no answer is no lost session', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    await expect(agentsCall('GET', '/items')).rejects.toMatchObject({ status: undefined })
    expect(lost).not.toHaveBeenCalled()
  })

  it('once unregistered, a handler hears nothing; the others still do', async () => {
    const other = vi.fn()
    const unregisterOther = onSessionLost(other)
    unregister()
    answerEveryCall(401)
    await expect(agentsCall('GET', '/items')).rejects.toMatchObject({ status: 401 })
    expect(lost).not.toHaveBeenCalled()
    expect(other).toHaveBeenCalledTimes(1)
    unregisterOther()
  })
})

describe('the console on a page whose call answers 401', () => {
  it('ends the session and shows the sign-in with the expired message', async () => {
    // A session this tab kept (a reload): the console opens signed in, on an item.
    sessionStorage.setItem(AGENTS_SESSION_KEY, JSON.stringify(demoAgentSession))
    const fetch = answerEveryCall(401)
    const router = createConsoleRouter({
      history: createMemoryHistory({ initialEntries: ['/agents/items/message/7'] }),
    })
    await act(async () => {
      render(<ConsoleApp router={router} />)
    })
    expect(
      await screen.findByText(agentSignInMessages.expired, {}, { timeout: 5000 }),
    ).toBeVisible()
    expect(fetch).toHaveBeenCalledWith(
      expect.stringContaining('/items/message/7'),
      expect.anything(),
    )
    expect(screen.getByLabelText('User name')).toBeVisible()
    // The tab forgot the session: a reload would not sign in with the refused token.
    expect(sessionStorage.getItem(AGENTS_SESSION_KEY)).toBeNull()
  })
})
