// The edges that supply the machines with their effects: what they call and what they give.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { createActor, fromPromise } from 'xstate'
import { sessionMachine, type StoredSession } from '../../src/machines/session.machine'
import { loginModalMachine } from '../../src/machines/loginModal.machine'
import {
  registrationErrors,
  registrationRequest,
} from '../../src/machines/memberRegistration.machine'
import { ndaEffects } from '../../src/ui/nda/ndaEffects'
import { loginModalEffects } from '../../src/ui/login/loginModalEffects'
import { SessionScope, SignedInOnly } from '../../src/ui/session/SessionProvider'
import { runningFlow } from '../../src/ui/lazy/lazyFlow'
import { demoLoginResponse, demoSession, signedInSession } from '../support/session'

const callApi = vi.hoisted(() => vi.fn())
vi.mock('../../src/api/client', () => ({ callApi, setAuthToken: vi.fn() }))
afterEach(() => callApi.mockReset())

describe('completing onboarding', () => {
  it("sends the signed-in member's user name and gives the boarding", async () => {
    const boarding = { ndaAcceptedAt: '2025-03-01T09:30:00.000Z' }
    callApi.mockResolvedValue({ status: 200, data: { boarding } })
    const { actors } = ndaEffects(runningFlow(signedInSession()), vi.fn())
    const actor = createActor(actors.completeOnboarding).start()
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'))
    expect(actor.getSnapshot().output).toEqual(boarding)
    expect(callApi).toHaveBeenCalledWith('completeBoarding', {
      body: { username: 'demo.member' },
    })
  })

  it('waits while the session reads its cookie (it may have started with the click)', async () => {
    callApi.mockResolvedValue({ status: 200, data: { boarding: {} } })
    let answerCookie = (_session: StoredSession | null) => {}
    const session = createActor(
      sessionMachine.provide({
        actors: {
          readStoredSession: fromPromise(
            () => new Promise<StoredSession | null>((resolve) => (answerCookie = resolve)),
          ),
        },
      }),
    ).start()
    session.send({ type: 'RESTORE' })
    const { actors } = ndaEffects(runningFlow(session), vi.fn())
    const actor = createActor(actors.completeOnboarding).start()
    await act(async () => {})
    expect(callApi).not.toHaveBeenCalled()
    answerCookie(demoSession)
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'))
    expect(callApi).toHaveBeenCalledWith('completeBoarding', {
      body: { username: 'demo.member' },
    })
  })

  it('fails as unauthorized, without a call, when nobody is signed in', async () => {
    const { actors } = ndaEffects(runningFlow(createActor(sessionMachine).start()), vi.fn())
    const actor = createActor(actors.completeOnboarding)
    actor.subscribe({ error: () => {} }) // the failure is what this test reads
    actor.start()
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('error'))
    expect(actor.getSnapshot().error).toMatchObject({ status: 401 })
    expect(callApi).not.toHaveBeenCalled()
  })
})

it('hands the login answer to the session, with the user name and the time of the login', async () => {
  const session = createActor(sessionMachine).start()
  const modal = createActor(loginModalMachine.provide(loginModalEffects(session)), {
    input: { step: 1 },
  }).start()
  callApi.mockResolvedValue({ status: 200, data: demoLoginResponse })
  modal.send({ type: 'CHANGE_USERNAME', value: 'demo.member' })
  modal.send({ type: 'CHANGE_PASSWORD', value: 'Club-Demo-2025!' })
  const before = Date.now()
  modal.send({ type: 'SUBMIT_LOGIN' })
  await vi.waitFor(() => expect(session.getSnapshot().matches('signedIn')).toBe(true))
  expect(callApi).toHaveBeenCalledWith('login', {
    body: { username: 'demo.member', pwd: 'Club-Demo-2025!' },
  })
  const { logged_at, ...stored } = session.getSnapshot().context.session!
  expect({ ...stored, logged_at: demoSession.logged_at }).toEqual(demoSession)
  expect(logged_at).toBeGreaterThanOrEqual(before)
  expect(logged_at).toBeLessThanOrEqual(Date.now())
})

describe('the registration request', () => {
  const filled = {
    fullName: ' Robin Vale ',
    email: 'robin@example.com ',
    role: 'Data Engineer',
    referralName: '  ',
  }

  it('is trimmed and leaves out an empty referral', () => {
    expect(registrationRequest(filled)).toEqual({
      fullName: 'Robin Vale',
      email: 'robin@example.com',
      role: 'Data Engineer',
    })
    expect(registrationRequest({ ...filled, referralName: 'Jordan Park' }).referralName).toBe(
      'Jordan Park',
    )
  })

  it('has a message for each invalid field', () => {
    expect(registrationErrors(filled)).toEqual({})
    expect(registrationErrors({ ...filled, fullName: ' ', email: 'robin@', role: '' })).toEqual({
      fullName: 'Please enter your full name.',
      email: 'Please enter a valid email address.',
      role: 'Please tell us your role.',
    })
  })
})

describe('SignedInOnly', () => {
  const page = (session = createActor(sessionMachine).start()) =>
    render(
      <SessionScope session={session}>
        <SignedInOnly>
          <p>Partner logos</p>
        </SignedInOnly>
      </SessionScope>,
    )

  it('shows nothing to a visitor, or before the cookie is read', () => {
    page()
    expect(screen.queryByText('Partner logos')).toBeNull()
  })

  it('shows its content to a signed-in member', () => {
    page(signedInSession())
    expect(screen.getByText('Partner logos')).toBeInTheDocument()
  })
})
