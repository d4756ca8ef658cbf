// SPEC.md 3, 4 and 9 for the session, written from the specification: the delays are
// SPEC.md 9's literals, never read from the machine.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  initialsOf,
  refreshDelay,
  sessionFromLogin,
  sessionMachine,
  type RefreshOutcome,
  type StoredSession,
} from '../../src/machines/session.machine'
import { childErrors, effect, fakeCall, httpError, wait, type Effect } from './actors'

/** SPEC.md 9: 'Token refresh: 3 hours (10,800,000 ms) after the last login or refresh, or sooner
 *  if that time has already elapsed (minimum 1 ms).' */
const REFRESH = 10_800_000
const MINIMUM = 1
const HOUR = 3_600_000
/** Ours, not SPEC.md's: a failed refresh is tried again after a minute; Log Out waits 5 s at
 *  most for the server. */
const RETRY = 60_000
const LOG_OUT_TIMEOUT = 5000

const NOW = Date.UTC(2025, 2, 1, 9, 0, 0)
const member: StoredSession = {
  id: 7,
  token: 'access-1',
  user_login: { first_name: 'Avery', last_name: 'Stone', refresh_token: 'refresh-1' },
  logged_at: NOW,
  username: 'demo.member',
}

const names = [
  'applyAuthToken',
  'saveSession',
  'deleteSessionCookie',
  'clearSessionStorage',
  'clearPurchaseOrderDate',
  'reload',
  'goToNda',
] as const
let effects: Record<(typeof names)[number], Effect>
let readStoredSession: ReturnType<typeof fakeCall<StoredSession | null>>
let refreshSession: ReturnType<typeof fakeCall<RefreshOutcome, StoredSession>>
let logOutOnServer: ReturnType<typeof fakeCall<void, StoredSession>>

function start() {
  effects = Object.fromEntries(names.map((name) => [name, effect()])) as typeof effects
  readStoredSession = fakeCall()
  refreshSession = fakeCall()
  logOutOnServer = fakeCall()
  return createActor(
    sessionMachine.provide({
      actors: {
        readStoredSession: readStoredSession.logic,
        refreshSession: refreshSession.logic,
        logOutOnServer: logOutOnServer.logic,
      },
      actions: effects,
    }),
  ).start()
}
type Session = ReturnType<typeof start>

const params = (name: keyof typeof effects) => effects[name].mock.calls.map((call) => call[1])
const order = (name: keyof typeof effects) => effects[name].mock.invocationCallOrder.at(-1)!

async function restored(stored: StoredSession) {
  const session = start()
  session.send({ type: 'RESTORE' })
  await readStoredSession.resolve(stored)
  return session
}

beforeEach(() => vi.useFakeTimers({ now: NOW }))
afterEach(() => vi.useRealTimers())

describe('SPEC.md 4: on login', () => {
  it('the token becomes the Authorization header, the cookie is written, session storage is cleared, then /nda', () => {
    const session = start()
    session.send({ type: 'LOGGED_IN', session: member })
    expect(session.getSnapshot().value).toEqual({ signedIn: 'waiting' })
    expect(session.getSnapshot().context.session).toEqual(member)
    expect(params('applyAuthToken')).toEqual([{ token: 'access-1' }])
    expect(params('saveSession')).toEqual([{ session: member }])
    expect(effects.clearSessionStorage).toHaveBeenCalledTimes(1)
    expect(effects.goToNda).toHaveBeenCalledTimes(1)
    expect(order('clearSessionStorage')).toBeLessThan(order('goToNda'))
    expect(order('applyAuthToken')).toBeLessThan(order('goToNda'))
  })

  it('the session of a login answer is what the cookie holds (SPEC.md 3)', () => {
    const answer = { id: 7, token: 'access-1', user_login: member.user_login }
    expect(sessionFromLogin(answer, 'demo.member', NOW)).toEqual(member)
  })

  it('the chip shows the initials of the first and last name', () => {
    expect(initialsOf(member.user_login)).toBe('AS')
    expect(initialsOf({ first_name: ' élodie', last_name: 'marsh', refresh_token: '' })).toBe('ÉM')
  })
})

describe('SPEC.md 3: the cookie is read after hydration', () => {
  it('starts unknown, as a visitor would render', () => {
    const session = start()
    expect(session.getSnapshot().value).toBe('unknown')
    expect(session.getSnapshot().context).toEqual({ session: null })
  })

  it.each([
    ['a session', member, { signedIn: 'waiting' }],
    ['none', null, 'anonymous'],
  ] as const)('the cookie holds %s', async (_, stored, state) => {
    const session = start()
    session.send({ type: 'RESTORE' })
    expect(session.getSnapshot().value).toBe('restoring')
    expect(Object.keys(session.getSnapshot().children)).toEqual(['readStoredSession'])
    await readStoredSession.resolve(stored)
    expect(session.getSnapshot().value).toEqual(state)
    expect(session.getSnapshot().context.session).toEqual(stored)
    expect(params('applyAuthToken')).toEqual(stored ? [{ token: 'access-1' }] : [])
    expect(effects.goToNda).not.toHaveBeenCalled()
  })

  it('reading fails: a visitor', async () => {
    const session = start()
    session.send({ type: 'RESTORE' })
    await readStoredSession.reject(new Error('no cookies'))
    expect(session.getSnapshot().value).toBe('anonymous')
  })
})

describe('SPEC.md 9: the refresh timer', () => {
  it.each([
    ['a login just now', 0, REFRESH],
    ['a login 2 hours ago', 2 * HOUR, HOUR],
    ['a login 3 hours minus 1 ms ago', REFRESH - 1, 1],
    ['a login 3 hours ago', REFRESH, MINIMUM],
    ['a login 30 hours ago', 30 * HOUR, MINIMUM],
    // Ours: a logged_at in the future (a tampered cookie) waits no longer than a fresh login.
    ['a logged_at 50 hours ahead', -50 * HOUR, REFRESH],
  ])('after %s, refreshes %i ms later, not 1 ms sooner', async (_, age, delay) => {
    expect(refreshDelay(NOW - age, NOW)).toBe(delay)
    const session = await restored({ ...member, logged_at: NOW - age })
    await wait(delay - 1)
    expect(session.getSnapshot().value).toEqual({ signedIn: 'waiting' })
    expect(refreshSession.inputs).toEqual([])
    await wait(1)
    expect(session.getSnapshot().value).toEqual({ signedIn: 'refreshing' })
    expect(Object.keys(session.getSnapshot().children)).toEqual(['refreshSession'])
    expect(refreshSession.inputs).toEqual([{ ...member, logged_at: NOW - age }])
  })

  it('a new login restarts the 3 hours from that login', async () => {
    const session = await restored(member)
    await wait(2 * HOUR)
    const later = { ...member, token: 'access-9', logged_at: NOW + 2 * HOUR }
    session.send({ type: 'LOGGED_IN', session: later })
    await wait(REFRESH - 1)
    expect(refreshSession.inputs).toEqual([])
    await wait(1)
    expect(refreshSession.inputs).toEqual([later])
  })

  it('new tokens: stored, the header and the cookie follow, the next refresh 3 hours later', async () => {
    const session = await restored(member)
    await wait(REFRESH)
    await refreshSession.resolve({
      token: 'access-2',
      refreshToken: 'refresh-2',
      loggedAt: NOW + REFRESH,
    })
    const renewed = {
      ...member,
      token: 'access-2',
      user_login: { ...member.user_login, refresh_token: 'refresh-2' },
      logged_at: NOW + REFRESH,
    }
    expect(session.getSnapshot().context.session).toEqual(renewed)
    expect(params('applyAuthToken').at(-1)).toEqual({ token: 'access-2' })
    expect(params('saveSession').at(-1)).toEqual({ session: renewed })
    await wait(REFRESH - 1)
    expect(refreshSession.inputs).toHaveLength(1)
    await wait(1)
    expect(refreshSession.inputs).toEqual([member, renewed])
  })

  it('no tokens: logged_at is only reset and the timer rescheduled', async () => {
    const session = await restored(member)
    await wait(REFRESH)
    await refreshSession.resolve({ loggedAt: NOW + REFRESH })
    const reset = { ...member, logged_at: NOW + REFRESH }
    expect(session.getSnapshot().context.session).toEqual(reset)
    expect(params('saveSession').at(-1)).toEqual({ session: reset })
    expect(params('applyAuthToken')).toEqual([{ token: 'access-1' }])
    await wait(REFRESH - 1)
    expect(refreshSession.inputs).toHaveLength(1)
    await wait(1)
    expect(refreshSession.inputs).toHaveLength(2)
  })

  it.each([
    ['only a token', { token: 'access-2' }, 'access-2', 'refresh-1'],
    ['only a refresh token', { refreshToken: 'refresh-2' }, 'access-1', 'refresh-2'],
    ['empty tokens', { token: '', refreshToken: '' }, 'access-1', 'refresh-1'],
  ])('%s: what arrives is taken, the rest kept', async (_, tokens, token, refreshToken) => {
    const session = await restored(member)
    await wait(REFRESH)
    await refreshSession.resolve({ ...tokens, loggedAt: NOW + REFRESH })
    const stored = session.getSnapshot().context.session!
    expect(stored.token).toBe(token)
    expect(stored.user_login.refresh_token).toBe(refreshToken)
    expect(stored.logged_at).toBe(NOW + REFRESH)
    expect(params('applyAuthToken').at(-1)).toEqual({ token })
    expect(params('saveSession').at(-1)).toEqual({ session: stored })
    expect(session.getSnapshot().value).toEqual({ signedIn: 'waiting' })
  })

  it('a 401 ends the session: a visitor, no header, no cookie', async () => {
    const session = await restored(member)
    await wait(REFRESH)
    await refreshSession.reject(httpError(401))
    expect(session.getSnapshot().value).toBe('anonymous')
    expect(session.getSnapshot().context.session).toBeNull()
    expect(params('applyAuthToken').at(-1)).toEqual({ token: undefined })
    expect(effects.deleteSessionCookie).toHaveBeenCalledTimes(1)
    expect(effects.reload).not.toHaveBeenCalled()
  })

  it.each([[httpError(500)], [new Error('offline')], [undefined], [null]])(
    '%s: tried again a minute later, signed in meanwhile',
    async (error) => {
      const session = await restored(member)
      await wait(REFRESH)
      await refreshSession.reject(error)
      expect(session.getSnapshot().value).toEqual({ signedIn: 'retrying' })
      await wait(RETRY - 1)
      expect(refreshSession.inputs).toHaveLength(1)
      await wait(1)
      expect(session.getSnapshot().value).toEqual({ signedIn: 'refreshing' })
      expect(refreshSession.inputs).toHaveLength(2)
      expect(effects.deleteSessionCookie).not.toHaveBeenCalled()
    },
  )

  it('onboarding complete: boarding is stored in the cookie', async () => {
    const session = await restored(member)
    const boarding = { ndaAcceptedAt: '2025-03-01T09:30:00.000Z' }
    session.send({ type: 'BOARDED', boarding })
    expect(session.getSnapshot().context.session).toEqual({ ...member, boarding })
    expect(params('saveSession').at(-1)).toEqual({ session: { ...member, boarding } })
  })
})

describe('SPEC.md 4: Log Out ends the session on the server, then clears everything and reloads', () => {
  async function loggingOut() {
    const session = await restored(member)
    session.send({ type: 'LOG_OUT' })
    expect(session.getSnapshot().value).toBe('loggingOut')
    expect(logOutOnServer.inputs).toEqual([member])
    expect(effects.deleteSessionCookie).not.toHaveBeenCalled()
    expect(effects.reload).not.toHaveBeenCalled()
    return session
  }

  function clearedThenReloaded(session: Session) {
    expect(session.getSnapshot().value).toBe('loggedOut')
    expect(session.getSnapshot().status).toBe('done')
    expect(session.getSnapshot().context.session).toBeNull()
    expect(params('applyAuthToken').at(-1)).toEqual({ token: undefined })
    for (const cleared of [
      'clearSessionStorage',
      'clearPurchaseOrderDate',
      'deleteSessionCookie',
      'applyAuthToken',
    ] as const) {
      expect(effects[cleared]).toHaveBeenCalled()
      expect(order(cleared)).toBeLessThan(order('reload'))
    }
    expect(effects.reload).toHaveBeenCalledTimes(1)
  }

  it('the server ended it', async () => {
    const session = await loggingOut()
    await logOutOnServer.resolve()
    clearedThenReloaded(session)
  })

  it.each([[httpError(401)], [httpError(500)], [new Error('offline')]])(
    'the call failed (%s): logged out all the same',
    async (error) => {
      const session = await loggingOut()
      await logOutOnServer.reject(error)
      clearedThenReloaded(session)
    },
  )

  it('the server does not answer: logged out after 5000 ms (ours), not 1 ms sooner', async () => {
    const session = await loggingOut()
    await wait(LOG_OUT_TIMEOUT - 1)
    expect(session.getSnapshot().value).toBe('loggingOut')
    expect(effects.reload).not.toHaveBeenCalled()
    await wait(1)
    clearedThenReloaded(session)
  })

  it('no longer shows the member while the server answers', async () => {
    const session = await loggingOut()
    expect(session.getSnapshot().matches('signedIn')).toBe(false)
    expect(Object.keys(session.getSnapshot().children)).toEqual(['logOutOnServer'])
  })
})

describe('the effects the app must supply', () => {
  it.each([
    ['readStoredSession', false],
    ['refreshSession', true],
    ['logOutOnServer', true],
  ] as const)('%s, not supplied, fails saying so', async (name, signedIn) => {
    const errors = childErrors()
    const session = createActor(
      sessionMachine.provide({
        actors: signedIn ? { readStoredSession: fakeCall<StoredSession | null>().logic } : {},
      }),
      { inspect: errors.inspect },
    ).start()
    if (signedIn) session.send({ type: 'LOGGED_IN', session: { ...member, logged_at: 0 } })
    else session.send({ type: 'RESTORE' })
    if (name === 'logOutOnServer') session.send({ type: 'LOG_OUT' })
    await wait(MINIMUM)
    expect(errors.messages).toEqual([`${name} is not provided: supply it with machine.provide()`])
  })
})
