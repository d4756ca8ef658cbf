// SPEC.md 2.8 and 4 ("Session", "On route change") through the app's own views and effects:
// the interview overlay follows the stored interview link, and a sign-in, which clears session
// storage, takes the link with it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import { createActor } from 'xstate'
import { sessionMachine } from '../../src/machines/session.machine'
import { sessionEffects } from '../../src/ui/session/sessionEffects'
import { InterviewFlowWhenNeeded } from '../../src/ui/interview/InterviewFlowWhenNeeded'
import { renderWithRouter } from '../support/renderWithRouter'
import { demoCampaign } from '../support/campaign'
import { demoSession } from '../support/session'

const overlayTitle = 'Your Next Challenge Starts Here' // SPEC.md 2.8, step 1
const overlay = () => screen.queryByRole('complementary', { name: overlayTitle })

beforeEach(() => {
  sessionStorage.clear()
  // The campaign service answers the demo campaign for any hash.
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(demoCampaign), {
          headers: { 'content-type': 'application/json' },
        }),
    ),
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

async function visitInterviewLink() {
  // As the app shell mounts it: loaded lazily where the flow is needed.
  const app = await renderWithRouter(<InterviewFlowWhenNeeded />, '/interview/demo')
  expect(await screen.findByRole('complementary', { name: overlayTitle })).toBeInTheDocument()
  const go = (to: string) => act(() => app.router.navigate({ to }))
  return { ...app, go }
}

describe('the interview overlay and the stored interview link', () => {
  it('stays on the other routes while the link is stored, and hides on the four of SPEC.md 2.8', async () => {
    const { go } = await visitInterviewLink()
    expect(sessionStorage.getItem('interviewUrl')).toBe('/interview/demo')
    for (const [path, shown] of [
      ['/home', true],
      ['/career-path', true],
      ['/nda', false],
      ['/no-token', false],
      ['/reach-out-a-talent-agent', false],
      ['/', false],
      ['/think-tank', true],
    ] as const) {
      await go(path)
      await waitFor(() => expect(overlay() !== null, path).toBe(shown))
    }
  })

  it('a sign-in clears session storage and the link with it: no overlay on /home after /nda', async () => {
    const { go, router } = await visitInterviewLink()
    await go('/home')
    expect(overlay()).toBeInTheDocument()
    // The member signs in from the login modal: the session's own effects run.
    const session = createActor(
      sessionMachine.provide(sessionEffects(() => void router.navigate({ to: '/nda' }))),
    ).start()
    await act(async () => session.send({ type: 'LOGGED_IN', session: demoSession }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/nda'))
    expect(sessionStorage.getItem('interviewUrl')).toBeNull()
    await go('/home') // the NDA's Continue
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(overlay()).toBeNull()
    session.stop()
  })
})
