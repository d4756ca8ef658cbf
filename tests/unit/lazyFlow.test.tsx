// A flow whose machine arrives later (src/ui/lazy/lazyFlow.ts): its view renders and sends at
// once, the events wait in order for the machine, and the session and the membership dialog
// are such flows (fetched while the visitor reads, or at the first press).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { createActor } from 'xstate'
import { sessionMachine, type SessionActor } from '../../src/machines/session.machine'
import { sliderMachine } from '../../src/machines/slider.machine'
import { lazyFlow, runningFlow, useFlowState, useFlowWaiting } from '../../src/ui/lazy/lazyFlow'
import { TabbedSlider } from '../../src/ui/sliders/TabbedSlider'
import { SessionProvider, useSignedIn } from '../../src/ui/session/SessionProvider'
import { MembershipDialogProvider } from '../../src/ui/membership/MembershipDialogOpener'
import { MembershipDialogButton } from '../../src/ui/membership/MembershipDialogButton'
import { deleteSessionCookie, writeSessionCookie } from '../../src/lib/sessionCookie'
import { renderWithRouter } from '../support/renderWithRouter'
import { demoSession, signedInSession } from '../support/session'

const startLiveSession = vi.hoisted(() => vi.fn())
vi.mock('../../src/ui/session/liveSession', () => ({ startLiveSession }))

/** A load the test answers itself. */
function controlledLoad<TActor>() {
  let answer: (actor: TActor) => void = () => {}
  let fail: (error: Error) => void = () => {}
  const load = vi.fn(
    () =>
      new Promise<TActor>((resolve, reject) => {
        answer = resolve
        fail = reject
      }),
  )
  return { load, answer: (actor: TActor) => answer(actor), fail: (e: Error) => fail(e) }
}

const slider = () => createActor(sliderMachine, { input: { count: 5 } }).start()

describe('a lazy flow', () => {
  it('loads its actor once, however often started, and tells its listeners', async () => {
    const { load, answer } = controlledLoad<SessionActor>()
    const flow = lazyFlow(load)
    const listener = vi.fn()
    flow.subscribe(listener)
    const first = flow.start()
    expect(flow.start()).toBe(first)
    expect(flow.current()).toBeUndefined()
    expect(flow.getSnapshot()).toBeUndefined()

    const actor = signedInSession()
    answer(actor)
    await first
    expect(load).toHaveBeenCalledOnce()
    expect(flow.current()).toBe(actor)
    expect(flow.getSnapshot()).toBe(actor.getSnapshot())
    expect(listener).toHaveBeenCalled()

    listener.mockClear()
    flow.send({ type: 'LOG_OUT' })
    expect(listener).toHaveBeenCalled()
  })

  it('queues the events sent before its machine arrived and hands them over in order', async () => {
    const { load, answer } = controlledLoad<ReturnType<typeof slider>>()
    const flow = lazyFlow(load)
    flow.send({ type: 'SELECT', index: 3 })
    flow.send({ type: 'NEXT' })
    expect(load).toHaveBeenCalledOnce() // the first event fetched it
    expect(flow.waitingFor('SELECT')).toBe(true)
    expect(flow.waitingFor('NEXT')).toBe(true)
    expect(flow.waitingFor('PREVIOUS')).toBe(false)

    const actor = slider()
    answer(actor)
    await flow.start()
    expect(actor.getSnapshot().context.index).toBe(4) // SELECT 3, then NEXT
    expect(flow.waitingFor('SELECT')).toBe(false)
    flow.send({ type: 'NEXT' }) // straight to the running actor
    expect(actor.getSnapshot().context.index).toBe(0)
  })

  it('stopped while loading, stops the actor that arrives and drops the events; a later start makes a new one', async () => {
    const { load, answer } = controlledLoad<ReturnType<typeof slider>>()
    const flow = lazyFlow(load)
    flow.send({ type: 'NEXT' })
    const loading = flow.start()
    flow.stop()
    const late = slider()
    answer(late)
    await loading
    expect(late.getSnapshot().status).toBe('stopped')
    expect(flow.current()).toBeUndefined()
    expect(flow.waitingFor('NEXT')).toBe(false)

    const again = flow.start()
    answer(slider())
    expect((await again).getSnapshot()).toMatchObject({ status: 'active', context: { index: 0 } })
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('a failed load keeps the events, and the next start (or event) tries again', async () => {
    const { load, fail, answer } = controlledLoad<ReturnType<typeof slider>>()
    const flow = lazyFlow(load)
    flow.send({ type: 'SELECT', index: 2 })
    fail(new Error('chunk failed to load'))
    await expect(flow.start()).rejects.toThrow('chunk failed to load')
    expect(flow.waitingFor('SELECT')).toBe(true)
    const retried = flow.start()
    const actor = slider()
    answer(actor)
    await retried
    expect(actor.getSnapshot().context.index).toBe(2)
  })

  it('a view renders from undefined until the machine arrives, and shows a waiting press', async () => {
    const { load, answer } = controlledLoad<ReturnType<typeof slider>>()
    const flow = lazyFlow(load)
    function Slide() {
      const index = useFlowState(flow, (snapshot) => snapshot?.context.index ?? 0)
      const waiting = useFlowWaiting(flow, 'NEXT')
      return (
        <button type="button" aria-busy={waiting} onClick={() => flow.send({ type: 'NEXT' })}>
          Slide {index + 1}
        </button>
      )
    }
    render(<Slide />)
    const button = screen.getByRole('button', { name: 'Slide 1' })
    await userEvent.click(button)
    expect(button).toHaveAttribute('aria-busy', 'true')
    await act(async () => answer(slider()))
    expect(screen.getByRole('button', { name: 'Slide 2' })).toHaveAttribute('aria-busy', 'false')
  })

  it('a tab list keeps focus on the selected tab when a key was pressed before its flow arrived', async () => {
    const { load, answer } = controlledLoad<ReturnType<typeof slider>>()
    const flow = lazyFlow(load)
    render(
      <TabbedSlider
        slider={flow}
        idPrefix="agents"
        label="Agents"
        tabs={['One', 'Two', 'Three', 'Four', 'Five']}
        renderPanel={(index) => `Panel ${index + 1}`}
      />,
    )
    screen.getByRole('tab', { name: 'One' }).focus()
    await userEvent.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus() // the flow has not arrived
    await act(async () => answer(slider()))
    expect(screen.getByRole('tab', { name: 'Five' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Five' })).toHaveFocus()
  })

  it('over a running actor, sends and reads it directly and never waits', () => {
    const actor = slider()
    const flow = runningFlow(actor)
    flow.send({ type: 'LAST' })
    expect(flow.getSnapshot()?.context.index).toBe(4)
    expect(flow.current()).toBe(actor)
    expect(flow.waitingFor('LAST')).toBe(false)
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

  it('without one, shows a visitor, and starts it while the visitor reads (the login needs it)', async () => {
    await renderWithRouter(
      <SessionProvider>
        <Header />
      </SessionProvider>,
    )
    expect(screen.getByText('Visitor')).toBeInTheDocument()
    await vi.waitFor(() => expect(startLiveSession).toHaveBeenCalledOnce())
  })

  it('a press on an opener opens the dialog once its code is in', async () => {
    const user = userEvent.setup()
    await renderWithRouter(
      <SessionProvider>
        <MembershipDialogProvider>
          <MembershipDialogButton step={1}>Enter to the Future</MembershipDialogButton>
        </MembershipDialogProvider>
      </SessionProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'Enter to the Future' }))
    expect(
      await screen.findByRole('dialog', { name: 'Platform Access' }, { timeout: 10_000 }),
    ).toBeInTheDocument()
  })
})
