// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { initialsOf, refreshDelay, type StoredSession } from '../../src/machines/session.machine'
import { parseStoredSession } from '../../src/lib/storedSession'
import {
  SESSION_COOKIE,
  deleteSessionCookie,
  readSessionCookie,
  writeSessionCookie,
} from '../../src/lib/sessionCookie'
import { COOKIE_WRITE_WAIT_MS } from '../../src/lib/sessionCookieStore'
import { logOutOnServer, refreshSession, restoreSession } from '../../src/ui/session/sessionActors'
import { LOGIN_TIME, demoSession } from '../support/session'
import { REFRESH_INTERVAL_MS } from '../../src/machines/timing'

const callApi = vi.hoisted(() => vi.fn())
vi.mock('../../src/api/client', () => ({ callApi }))

afterEach(() => {
  deleteSessionCookie()
  callApi.mockReset()
})

describe('the refresh delay', () => {
  const HOUR = 3_600_000
  it('is 3 hours after a login or refresh that just happened', () => {
    expect(refreshDelay(LOGIN_TIME, LOGIN_TIME)).toBe(REFRESH_INTERVAL_MS)
    expect(REFRESH_INTERVAL_MS).toBe(10_800_000)
  })
  it('is what is left of the 3 hours', () => {
    expect(refreshDelay(LOGIN_TIME, LOGIN_TIME + 2 * HOUR)).toBe(HOUR)
  })
  it('is 1 ms once the 3 hours have passed', () => {
    expect(refreshDelay(LOGIN_TIME, LOGIN_TIME + 3 * HOUR)).toBe(1)
    expect(refreshDelay(LOGIN_TIME, LOGIN_TIME + 30 * HOUR)).toBe(1)
  })
  it('waits no more than 3 hours for a logged_at in the future', () => {
    expect(refreshDelay(LOGIN_TIME + 50 * HOUR, LOGIN_TIME)).toBe(REFRESH_INTERVAL_MS)
  })
})

it('gives the initials of the first and last name', () => {
  expect(initialsOf(demoSession.user_login)).toBe('AS')
  expect(initialsOf({ first_name: ' élodie', last_name: 'marsh', refresh_token: '' })).toBe('ÉM')
})

describe('the stored session', () => {
  it('reads back what was written', () => {
    writeSessionCookie(demoSession)
    expect(parseStoredSession(readSessionCookie())).toEqual(demoSession)
  })

  it.each([
    ['missing', undefined],
    ['not JSON', '{"id":7,'],
    ['JSON of another shape', JSON.stringify({ id: 7, token: 'x' })],
    ['a token that is not a string', JSON.stringify({ ...demoSession, token: 42 })],
    ['a negative logged_at', JSON.stringify({ ...demoSession, logged_at: -5 })],
  ])('is no session when %s', (_, raw) => {
    expect(parseStoredSession(raw)).toBeNull()
  })

  // SPEC.md 3: the members' platform writes this cookie too, on the shared parent domain.
  it('accepts the shape of SPEC.md 3 without the fields the site adds, and keeps others', () => {
    const { username: _, ...platformSession } = demoSession
    const written = { ...platformSession, boarding: 'yes', theme: 'dark' }
    expect(parseStoredSession(JSON.stringify(written))).toEqual(written)
  })

  it('is path /, SameSite=Lax and, over http, not Secure', () => {
    let owner = Object.getPrototypeOf(document)
    while (!Object.getOwnPropertyDescriptor(owner, 'cookie')) owner = Object.getPrototypeOf(owner)
    const setter = vi.spyOn(owner as Document, 'cookie', 'set') // still writes the cookie
    writeSessionCookie(demoSession)
    deleteSessionCookie()
    const written = setter.mock.calls.map(([value]) => value)
    expect(written[0]).toMatch(new RegExp(`^${SESSION_COOKIE}=%7B.*; Path=/; SameSite=Lax$`))
    expect(written[1]).toMatch(/; Path=\/; SameSite=Lax; Max-Age=0; Expires=Thu, 01 Jan 1970/)
  })
})

describe('restoring the session', () => {
  it('gives the session in the cookie', () => {
    writeSessionCookie(demoSession)
    expect(restoreSession()).toEqual(demoSession)
  })

  it('deletes a corrupt or tampered cookie and gives no session', () => {
    document.cookie = `${SESSION_COOKIE}=${encodeURIComponent('{"id":"7","token":1}')}; Path=/`
    expect(restoreSession()).toBeNull()
    expect(readSessionCookie()).toBeUndefined()
    document.cookie = `${SESSION_COOKIE}=%E0%A4%A; Path=/` // not even URI-encoded
    expect(restoreSession()).toBeNull()
    expect(readSessionCookie()).toBeUndefined()
  })

  it('gives no session without a cookie', () => {
    expect(restoreSession()).toBeNull()
  })
})

describe('logging out on the server', () => {
  it('sends the refresh token to the log-out call', async () => {
    callApi.mockResolvedValue({ status: 200, data: { loggedOut: true } })
    await logOutOnServer(demoSession)
    expect(callApi).toHaveBeenCalledWith('logout', {
      body: { refreshToken: demoSession.user_login.refresh_token },
    })
  })

  it('fails as the call fails (the machine logs out all the same)', async () => {
    callApi.mockRejectedValue(Object.assign(new Error('401'), { status: 401 }))
    await expect(logOutOnServer(demoSession)).rejects.toMatchObject({ status: 401 })
  })
})

describe('refreshing the session', () => {
  beforeEach(() => vi.useFakeTimers({ now: LOGIN_TIME + REFRESH_INTERVAL_MS }))
  afterEach(() => vi.useRealTimers())

  it('sends the refresh token and answers with the new tokens and the time', async () => {
    callApi.mockResolvedValue({ status: 200, data: { token: 't2', refreshToken: 'r2' } })
    writeSessionCookie(demoSession)
    const outcome = refreshSession(demoSession)
    await vi.runAllTimersAsync()
    await expect(outcome).resolves.toEqual({
      token: 't2',
      refreshToken: 'r2',
      loggedAt: LOGIN_TIME + REFRESH_INTERVAL_MS,
    })
    expect(callApi).toHaveBeenCalledWith('refresh', {
      body: { refreshToken: demoSession.user_login.refresh_token },
    })
  })

  it("takes another tab's newer tokens from the cookie instead of spending its own", async () => {
    const otherTab = {
      ...demoSession,
      token: 'from-other-tab',
      user_login: { ...demoSession.user_login, refresh_token: 'other-refresh' },
      logged_at: LOGIN_TIME + REFRESH_INTERVAL_MS - 5,
    }
    writeSessionCookie(otherTab)
    const outcome = refreshSession(demoSession)
    await vi.runAllTimersAsync()
    await expect(outcome).resolves.toEqual({
      token: 'from-other-tab',
      refreshToken: 'other-refresh',
      loggedAt: otherTab.logged_at,
    })
    expect(callApi).not.toHaveBeenCalled()
  })

  it('holds a lock the tabs share until a task after the answer (when the session stored it)', async () => {
    const steps: string[] = []
    vi.stubGlobal('navigator', {
      locks: {
        request: async (name: string, task: () => Promise<void>) => {
          steps.push(`locked ${name}`)
          await task()
          steps.push('released')
        },
      },
    })
    callApi.mockResolvedValue({ status: 200, data: {} })
    const answered = refreshSession(demoSession).then(() => steps.push('answered'))
    await vi.runAllTimersAsync()
    await answered
    expect(steps).toEqual(['locked nova-club-session-refresh', 'answered', 'released'])
    vi.unstubAllGlobals()
  })

  describe('with the Cookie Store API (Chromium)', () => {
    /** A browser cookie store that holds `value` and reports writes when the test says so. */
    function fakeCookieStore(value?: StoredSession) {
      const store = Object.assign(new EventTarget(), {
        get: async (name: string) =>
          name === SESSION_COOKIE && value
            ? { name, value: encodeURIComponent(JSON.stringify(value)) }
            : null,
        reportWrite(name: string) {
          store.dispatchEvent(
            Object.assign(new Event('change'), { changed: [{ name }], deleted: [] }),
          )
        },
      })
      vi.stubGlobal('cookieStore', store)
      return store
    }
    const steps: string[] = []
    beforeEach(() => {
      steps.length = 0
      vi.stubGlobal('navigator', {
        locks: {
          request: async (_: string, task: () => Promise<void>) => {
            steps.push('locked')
            await task()
            steps.push('released')
          },
        },
      })
    })
    afterEach(() => vi.unstubAllGlobals())

    it("reads another tab's tokens from the store, not from this tab's document.cookie", async () => {
      const otherTab = {
        ...demoSession,
        token: 'from-other-tab',
        logged_at: demoSession.logged_at + 1,
      }
      fakeCookieStore(otherTab)
      await expect(refreshSession(demoSession)).resolves.toMatchObject({ token: 'from-other-tab' })
      expect(callApi).not.toHaveBeenCalled()
    })

    it('holds the lock until the store reports the session cookie written', async () => {
      const store = fakeCookieStore(demoSession)
      callApi.mockResolvedValue({ status: 200, data: { token: 't2', refreshToken: 'r2' } })
      const answered = refreshSession(demoSession).then(() => steps.push('answered'))
      await answered
      await vi.advanceTimersByTimeAsync(COOKIE_WRITE_WAIT_MS - 1)
      store.reportWrite('another-cookie')
      expect(steps).toEqual(['locked', 'answered'])
      store.reportWrite(SESSION_COOKIE)
      await vi.advanceTimersByTimeAsync(0)
      expect(steps).toEqual(['locked', 'answered', 'released'])
    })

    it('lets the lock go after a while when the store reports nothing', async () => {
      fakeCookieStore(demoSession)
      callApi.mockResolvedValue({ status: 200, data: {} })
      await refreshSession(demoSession)
      await vi.advanceTimersByTimeAsync(COOKIE_WRITE_WAIT_MS - 1)
      expect(steps).toEqual(['locked'])
      await vi.advanceTimersByTimeAsync(1)
      expect(steps).toEqual(['locked', 'released'])
    })
  })

  it('passes a failure on', async () => {
    callApi.mockRejectedValue(Object.assign(new Error('ended'), { status: 401 }))
    const outcome = refreshSession(demoSession)
    const settled = expect(outcome).rejects.toMatchObject({ status: 401 })
    await vi.runAllTimersAsync()
    await settled
  })
})
