// The session actor starts when the page first needs it (src/ui/session/sessionHolder.ts): a
// visitor without a session cookie loads no session code until an opener of the login is about
// to be used; with a cookie it starts after hydration and restores the member.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Suspense } from 'react'
import { act, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { createActor } from 'xstate'
import { sessionMachine, type SessionActor } from '../../src/machines/session.machine'
import { sessionHolder } from '../../src/ui/session/sessionHolder'
import { SessionProvider, useSession, useSignedIn } from '../../src/ui/session/SessionProvider'
import { MembershipDialogProvider } from '../../src/ui/membership/MembershipDialogOpener'
import { MembershipDialogButton } from '../../src/ui/membership/MembershipDialogButton'
import { deleteSessionCookie, writeSessionCookie } from '../../src/lib/sessionCookie'
import { renderWithRouter } from '../support/renderWithRouter'
import { demoSession, signedInSession } from '../support/session'

const startLiveSession = vi.hoisted(() => vi.fn())
vi.mock('../../src/ui/session/liveSession', () => ({ startLiveSession }))

/** A start the test answers itself. */
function controlledStart() {
  let answer: (actor: SessionActor) => void = () => {}
  let fail: (error: Error) => void = () => {}
  const start = vi.fn(
    () =>
      new Promise<SessionActor>((resolve, reject) => {
        answer = resolve
        fail = reject
      }),
  )
  return { start, answer: (actor: SessionActor) => answer(actor), fail: (e: Error) => fail(e) }
}

describe('the session holder', () => {
  it('starts its actor once, however often asked, and tells its listeners', async () => {
    const { start, answer } = controlledStart()
    const holder = sessionHolder(start)
    const listener = vi.fn()
    holder.subscribe(listener)
    const first = holder.start()
    expect(holder.start()).toBe(first)
    expect(holder.current()).toBeUndefined()

    const actor = signedInSession()
    answer(actor)
    await first
    expect(start).toHaveBeenCalledOnce()
    expect(holder.current()).toBe(actor)
    expect(listener).toHaveBeenCalledTimes(1)
    // React's `use()` reads a started actor at once.
    expect(first).toMatchObject({ status: 'fulfilled', value: actor })

    listener.mockClear()
    actor.send({ type: 'LOG_OUT' })
    expect(listener).toHaveBeenCalled()
  })

  it('stopped while loading, stops the actor that arrives; a later start makes a new one', async () => {
    const { start, answer } = controlledStart()
    const holder = sessionHolder(start)
    const loading = holder.start()
    holder.stop()
    const late = createActor(sessionMachine).start()
    answer(late)
    await loading
    expect(late.getSnapshot().status).toBe('stopped')
    expect(holder.current()).toBeUndefined()

    const again = holder.start()
    expect(again).not.toBe(loading)
    answer(createActor(sessionMachine).start())
    expect((await again).getSnapshot().status).toBe('active')
    expect(start).toHaveBeenCalledTimes(2)
  })

  it('a failed load is tried again by the next start', async () => {
    const { start, fail, answer } = controlledStart()
    const holder = sessionHolder(start)
    const failed = holder.start()
    fail(new Error('chunk failed to load'))
    await expect(failed).rejects.toThrow('chunk failed to load')
    const retried = holder.start()
    expect(retried).not.toBe(failed)
    answer(createActor(sessionMachine).start())
    await retried
    expect(holder.current()).toBeDefined()
  })
})

describe('the app session provider', () => {
  let actor: SessionActor
  beforeEach(() => {
    startLiveSession.mockReset()
    startLiveSession.mockImplementation(() => {
      actor = createActor(sessionMachine).start()
      actor.send({ type: 'LOGGED_IN', session: demoSession })
      return actor
    })
  })
  afterEach(() => deleteSessionCookie())

  function Header() {
    return <p>{useSignedIn() ? 'Member' : 'Visitor'}</p>
  }

  it('without a session cookie, starts nothing: the page shows a visitor', async () => {
    await renderWithRouter(
      <SessionProvider>
        <Header />
      </SessionProvider>,
    )
    await act(async () => {})
    expect(startLiveSession).not.toHaveBeenCalled()
    expect(screen.getByText('Visitor')).toBeInTheDocument()
  })

  it('with a session cookie, starts the session after hydration and shows the member', async () => {
    writeSessionCookie(demoSession)
    await renderWithRouter(
      <SessionProvider>
        <Header />
      </SessionProvider>,
    )
    expect(await screen.findByText('Member')).toBeInTheDocument()
    expect(startLiveSession).toHaveBeenCalledOnce()
  })

  it('starts it when an opener of the login is about to be used', async () => {
    const user = userEvent.setup()
    await renderWithRouter(
      <SessionProvider>
        <MembershipDialogProvider>
          <MembershipDialogButton step={1}>Enter to the Future</MembershipDialogButton>
        </MembershipDialogProvider>
      </SessionProvider>,
    )
    expect(startLiveSession).not.toHaveBeenCalled()
    await user.hover(screen.getByRole('button', { name: 'Enter to the Future' }))
    await act(async () => {})
    expect(startLiveSession).toHaveBeenCalledOnce()
  })

  it('a view that sends to the session waits for it, then has the started actor', async () => {
    function SendsToSession() {
      const session = useSession()
      return <p>Session {session.getSnapshot().status}</p>
    }
    // Within an awaited `act`, so that React retries the suspended view once the code is in.
    await act(() =>
      renderWithRouter(
        <SessionProvider>
          <Suspense fallback={<p>Loading</p>}>
            <SendsToSession />
          </Suspense>
        </SessionProvider>,
      ),
    )
    expect(await screen.findByText('Session active')).toBeInTheDocument()
    expect(startLiveSession).toHaveBeenCalledOnce()
  })
})
