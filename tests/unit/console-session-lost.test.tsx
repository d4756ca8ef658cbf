// A 401 is handled once, in the console's client (issue 43, item 5): any call but sign-in that
// answers 401 ends the console's session through its session actor; the feature machines only
// see a failed call. The client's part is tests/unit/console-client.test.ts; here, the whole
// console (ConsoleApp) on a page whose call answers 401.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import { createMemoryHistory } from '@tanstack/react-router'
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
