// Issue 30, the console's sign-in and session, written from the issue: rules as data.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  DEFAULT_LOCK_SECONDS,
  agentSignInMachine,
  agentSignInMessages,
  type AgentSession,
} from '../../src/machines/agentSignIn.machine'
import { childErrors, effect, fakeCall, wait, type Effect } from './actors'
import { agentsError, dana } from '../support/agents'

const NOW = Date.parse('2026-11-27T09:00:00.000Z')
const session: AgentSession = { token: 'tok-1', expiresAt: '2026-11-27T10:00:00.000Z', agent: dana }

let restore: ReturnType<typeof fakeCall<AgentSession | null>>
let signIn: ReturnType<typeof fakeCall<AgentSession, { username: string; password: string }>>
let endSession: ReturnType<typeof fakeCall<unknown, { token: string }>>
let keepSession: Effect
let forgetSession: Effect

async function start(stored: AgentSession | null = null) {
  restore = fakeCall()
  signIn = fakeCall()
  endSession = fakeCall()
  keepSession = effect()
  forgetSession = effect()
  const actor = createActor(
    agentSignInMachine.provide({
      actors: { restoreSession: restore.logic, signIn: signIn.logic, endSession: endSession.logic },
      actions: { keepSession, forgetSession },
    }),
  ).start()
  await restore.resolve(stored)
  return actor
}
async function signedIn() {
  const actor = await start()
  actor.send({ type: 'CHANGE_USERNAME', value: '  dana ' })
  actor.send({ type: 'CHANGE_PASSWORD', value: 'pw' })
  actor.send({ type: 'SUBMIT' })
  await signIn.resolve(session)
  return actor
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(NOW)
})
afterEach(() => vi.useRealTimers())

describe('the form sends only a user name and a password', () => {
  it.each([
    ['', '', false],
    ['dana', '', false],
    ['', 'pw', false],
    ['   ', 'pw', false],
    ['dana', 'pw', true],
    [' dana ', ' ', true],
  ])('%j / %j: sent %s', async (username, password, sent) => {
    const actor = await start()
    actor.send({ type: 'CHANGE_USERNAME', value: username })
    actor.send({ type: 'CHANGE_PASSWORD', value: password })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().value).toEqual({ signedOut: sent ? 'submitting' : 'editing' })
    expect(signIn.inputs).toEqual(sent ? [{ username: username.trim(), password }] : [])
  })
})

describe('what a failed sign-in says', () => {
  it.each([
    [agentsError(401), 'rejected', 'The user name or the password is not right.'],
    [
      agentsError(429, 300),
      'locked',
      'Too many failed attempts: sign-in is locked. Try again in 5 min.',
    ],
    [
      agentsError(429),
      'locked',
      'Too many failed attempts: sign-in is locked. Try again in 1 min.',
    ],
    [agentsError(500), 'unreachable', 'The console could not be reached. Please try again.'],
    [new Error('offline'), 'unreachable', 'The console could not be reached. Please try again.'],
  ])('%s: %s', async (error, state, message) => {
    const actor = await start()
    actor.send({ type: 'CHANGE_USERNAME', value: 'dana' })
    actor.send({ type: 'CHANGE_PASSWORD', value: 'pw' })
    actor.send({ type: 'SUBMIT' })
    await signIn.reject(error)
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toEqual({ signedOut: state })
    const shown =
      state === 'locked'
        ? agentSignInMessages.locked(snapshot.context.lockSeconds)
        : agentSignInMessages[state as 'rejected' | 'unreachable']
    expect(shown).toBe(message)
    expect(snapshot.context.username).toBe('dana') // what was typed is kept
    expect(keepSession).not.toHaveBeenCalled()
  })

  it('locked out: no sign-in until Retry-After has passed, then the form again', async () => {
    const actor = await start()
    actor.send({ type: 'CHANGE_USERNAME', value: 'dana' })
    actor.send({ type: 'CHANGE_PASSWORD', value: 'pw' })
    actor.send({ type: 'SUBMIT' })
    await signIn.reject(agentsError(429, 120))
    expect(actor.getSnapshot().context.lockSeconds).toBe(120)
    actor.send({ type: 'SUBMIT' })
    expect(signIn.inputs).toHaveLength(1)
    await wait(119_999)
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'locked' })
    await wait(1)
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'editing' })
    actor.send({ type: 'SUBMIT' })
    expect(signIn.inputs).toHaveLength(2)
  })

  it('without Retry-After, a lock-out lasts 60 s (ours)', () => {
    expect(DEFAULT_LOCK_SECONDS).toBe(60)
  })

  it.each(['rejected', 'unreachable'])('after %s, sending again signs in', async () => {
    const actor = await start()
    actor.send({ type: 'CHANGE_USERNAME', value: 'dana' })
    actor.send({ type: 'CHANGE_PASSWORD', value: 'pw' })
    actor.send({ type: 'SUBMIT' })
    await signIn.reject(agentsError(401))
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'submitting' })
    actor.send({ type: 'SUBMIT' }) // busy: not twice
    expect(signIn.inputs).toHaveLength(2)
  })
})

describe('the session', () => {
  it('a sign-in keeps the session and forgets the password', async () => {
    const actor = await signedIn()
    expect(actor.getSnapshot().value).toBe('signedIn')
    expect(actor.getSnapshot().context.password).toBe('')
    expect(actor.getSnapshot().context.session).toEqual(session)
    expect(keepSession).toHaveBeenCalledExactlyOnceWith(expect.anything(), { session })
  })

  it('a reload restores the kept session; none: the form', async () => {
    const restored = await start(session)
    expect(restored.getSnapshot().value).toBe('signedIn')
    expect(keepSession).toHaveBeenCalledExactlyOnceWith(expect.anything(), { session })
    const fresh = await start(null)
    expect(fresh.getSnapshot().value).toEqual({ signedOut: 'editing' })
    expect(keepSession).not.toHaveBeenCalled()
  })

  it('a failed restore shows the form', async () => {
    restore = fakeCall()
    const actor = createActor(
      agentSignInMachine.provide({ actors: { restoreSession: restore.logic } }),
    ).start()
    await restore.reject(new Error('storage'))
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'editing' })
  })

  it('expiresAt signs out: 1 ms before it still signed in, then "Your session has ended."', async () => {
    const actor = await signedIn()
    await wait(3_600_000 - 1)
    expect(actor.getSnapshot().value).toBe('signedIn')
    await wait(1)
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'expired' })
    expect(agentSignInMessages.expired).toBe('Your session has ended. Please sign in again.')
    expect(forgetSession).toHaveBeenCalledOnce()
    expect(actor.getSnapshot().context.session).toBeNull()
  })

  it('a session already over when restored ends at once', async () => {
    const actor = await start({ ...session, expiresAt: '2026-11-27T08:00:00.000Z' })
    await wait(0)
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'expired' })
  })

  it('an expiry beyond a timer’s reach waits the longest a timer can', async () => {
    const actor = await start({ ...session, expiresAt: '2099-01-01T00:00:00.000Z' })
    await wait(2_147_483_647 - 1)
    expect(actor.getSnapshot().value).toBe('signedIn')
    await wait(1)
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'expired' })
  })

  it('an expiresAt that is no date ends the session at once', async () => {
    const actor = await start({ ...session, expiresAt: 'soon' })
    await wait(0)
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'expired' })
  })

  it('a call that answers 401 ends the session', async () => {
    const actor = await signedIn()
    actor.send({ type: 'SESSION_LOST' })
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'expired' })
    expect(forgetSession).toHaveBeenCalledOnce()
  })

  it.each([
    ['answers', true],
    ['fails', false],
  ])(
    'Sign out ends the session on the server (DELETE), then forgets it when the server %s',
    async (_, ok) => {
      const actor = await signedIn()
      actor.send({ type: 'SIGN_OUT' })
      expect(actor.getSnapshot().value).toBe('signingOut')
      expect(endSession.inputs).toEqual([{ token: 'tok-1' }])
      expect(forgetSession).not.toHaveBeenCalled()
      if (ok) await endSession.resolve(undefined)
      else await endSession.reject(new Error('offline'))
      expect(actor.getSnapshot().value).toEqual({ signedOut: 'ended' })
      expect(agentSignInMessages.ended).toBe('You have signed out.')
      expect(forgetSession).toHaveBeenCalledOnce()
      expect(actor.getSnapshot().context.session).toBeNull()
      // Signing in again works from there.
      actor.send({ type: 'CHANGE_PASSWORD', value: 'pw' })
      actor.send({ type: 'SUBMIT' })
      expect(actor.getSnapshot().value).toEqual({ signedOut: 'submitting' })
    },
  )

  it('starts restoring, with nothing typed', () => {
    const actor = createActor(
      agentSignInMachine.provide({
        actors: { restoreSession: fakeCall<AgentSession | null>().logic },
      }),
    ).start()
    expect(actor.getSnapshot().value).toBe('restoring')
    expect(actor.getSnapshot().context).toEqual({
      username: '',
      password: '',
      session: null,
      lockSeconds: 60,
    })
  })

  it('not supplied, the calls fail saying so', async () => {
    const errors = childErrors()
    createActor(agentSignInMachine, { inspect: errors.inspect }).start()
    await wait(0)
    expect(errors.messages).toEqual([
      'restoreSession is not provided: supply it with machine.provide()',
    ])
  })
})
