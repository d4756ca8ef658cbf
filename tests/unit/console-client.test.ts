// @vitest-environment happy-dom
// The console's one client (src/agents/client.ts): calls by the name of an entry of the console's
// endpoint table, the path's params put in and encoded, the token and the XSRF header, the
// answer parsed with the entry's schema, errors as AgentsCallError, and the 401 hook that tells
// the console its session is over (every call but the sign-in, whose 401 is a wrong password).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  AgentsCallError,
  consoleCall,
  consoleDownload,
  onSessionLost,
  setAgentsToken,
} from '../../src/agents/client'
import { averyDetail, dana, demoAgentSession, failedMailDetail } from '../support/agents'

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })

let fetchMock: ReturnType<typeof vi.fn>
const lastRequest = () => {
  const [input, init] = fetchMock.mock.calls.at(-1) as [RequestInfo, RequestInit]
  return new Request(input, init)
}
const unregister: (() => void)[] = []
/** A session-lost handler, unregistered after the test. */
function watchSessionLost() {
  const handler = vi.fn()
  unregister.push(onSessionLost(handler))
  return handler
}

beforeEach(() => {
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  document.cookie = 'XSRF-TOKEN=abc%20123; path=/'
  setAgentsToken('staff-token')
})
afterEach(() => {
  vi.unstubAllGlobals()
  setAgentsToken(undefined)
  for (const stop of unregister.splice(0)) stop()
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
})

describe('consoleCall', () => {
  it('puts the params in the entry’s path and parses the answer with its schema', async () => {
    fetchMock.mockResolvedValue(json(200, averyDetail))
    const detail = await consoleCall('item', { params: { kind: 'invitation', id: 41 } })
    expect(detail).toEqual(averyDetail)
    const request = lastRequest()
    expect(request.method).toBe('GET')
    expect(new URL(request.url).pathname).toBe('/api/agents/items/invitation/41')
    expect(request.headers.get('Authorization')).toBe('Bearer staff-token')
    expect(request.headers.get('Accept')).toBe('application/json')
    // A GET changes nothing: the CSRF token stays home.
    expect(request.headers.get('X-XSRF-TOKEN')).toBeNull()
  })

  it('encodes a param, so that it stays one segment', async () => {
    fetchMock.mockResolvedValue(json(200, failedMailDetail))
    await consoleCall('mailMessage', { params: { id: '1/../../me' } })
    expect(new URL(lastRequest().url).pathname).toBe('/api/agents/mail/1%2F..%2F..%2Fme')
  })

  it('sends the body, the XSRF header (decoded) and the query', async () => {
    fetchMock.mockResolvedValue(json(200, dana))
    await consoleCall('changeAccount', { params: { id: 1 }, body: { notices: 'off' } })
    const request = lastRequest()
    expect(request.method).toBe('PATCH')
    expect(new URL(request.url).pathname).toBe('/api/agents/accounts/1')
    expect(request.headers.get('X-XSRF-TOKEN')).toBe('abc 123')
    expect(await request.json()).toEqual({ notices: 'off' })

    fetchMock.mockResolvedValue(json(200, { items: [], next: null, counts: {} }))
    await consoleCall('inbox', { query: { kind: 'message', q: 'a&b' } })
    expect(new URL(lastRequest().url).search).toBe('?kind=message&q=a%26b')
  })

  it('answers undefined for an entry without a response (a 204)', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }))
    await expect(consoleCall('signOut')).resolves.toBeUndefined()
    expect(lastRequest().method).toBe('DELETE')
  })

  it('refuses an answer its schema does not describe', async () => {
    fetchMock.mockResolvedValue(json(200, { id: 'not an agent' }))
    const failure = consoleCall('me')
    await expect(failure).rejects.toBeInstanceOf(AgentsCallError)
    await expect(failure).rejects.toMatchObject({ message: 'Unexpected answer from me' })
  })

  it('rejects with the server’s message, status, body and Retry-After, and does not retry', async () => {
    fetchMock.mockResolvedValue(json(429, { error: 'Too many attempts.' }, { 'Retry-After': '30' }))
    const failure = consoleCall('signIn', { body: { username: 'dana', password: 'wrong' } })
    await expect(failure).rejects.toMatchObject({
      name: 'AgentsCallError',
      message: 'Too many attempts.',
      status: 429,
      retryAfter: 30,
      body: { error: 'Too many attempts.' },
    })
    fetchMock.mockResolvedValue(json(503, { error: 'Unavailable.' }))
    await expect(consoleCall('campaigns')).rejects.toMatchObject({ status: 503 })
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('sends no Authorization header once signed out', async () => {
    setAgentsToken(undefined)
    fetchMock.mockResolvedValue(json(200, demoAgentSession))
    await consoleCall('signIn', { body: { username: 'dana', password: 'secret' } })
    expect(lastRequest().headers.get('Authorization')).toBeNull()
  })
})

describe('consoleDownload', () => {
  it('fetches the export’s file with the filters, as text/csv, with its name', async () => {
    fetchMock.mockResolvedValue(
      new Response('kind,id\nmessage,7\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="inbox-2026-12-06.csv"',
        },
      }),
    )
    const file = await consoleDownload('export', { query: { kind: 'message' } })
    expect(await file.blob.text()).toBe('kind,id\nmessage,7\n')
    expect(file.disposition).toBe('attachment; filename="inbox-2026-12-06.csv"')
    const request = lastRequest()
    expect(new URL(request.url).pathname + new URL(request.url).search).toBe(
      '/api/agents/export.csv?kind=message',
    )
    expect(request.headers.get('Accept')).toBe('text/csv')
    expect(request.headers.get('Authorization')).toBe('Bearer staff-token')
  })
})

describe('onSessionLost', () => {
  it('is told of a 401 on a staff call, once per 401, and the call still rejects', async () => {
    const sessionLost = watchSessionLost()
    fetchMock.mockImplementation(async () => json(401, { error: 'Please sign in.' }))
    await expect(consoleCall('me')).rejects.toMatchObject({ status: 401 })
    expect(sessionLost).toHaveBeenCalledTimes(1)
    await expect(consoleDownload('export', { query: {} })).rejects.toMatchObject({ status: 401 })
    expect(sessionLost).toHaveBeenCalledTimes(2)
  })

  it('is not told of a 401 on the sign-in: that is a wrong password', async () => {
    const sessionLost = watchSessionLost()
    fetchMock.mockResolvedValue(json(401, { error: 'The user name or password is not correct.' }))
    await expect(
      consoleCall('signIn', { body: { username: 'dana', password: 'wrong' } }),
    ).rejects.toMatchObject({ status: 401 })
    expect(sessionLost).not.toHaveBeenCalled()
  })

  it('is not told of a 403 or of a network failure', async () => {
    const sessionLost = watchSessionLost()
    fetchMock.mockResolvedValue(json(403, { error: 'Administrators only.' }))
    await expect(consoleCall('accounts')).rejects.toMatchObject({ status: 403 })
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(consoleCall('accounts')).rejects.toMatchObject({ status: undefined })
    expect(sessionLost).not.toHaveBeenCalled()
  })

  it('stops once unregistered; every registered handler hears each 401', async () => {
    const first = vi.fn()
    const second = vi.fn()
    const stopFirst = onSessionLost(first)
    unregister.push(onSessionLost(second))
    fetchMock.mockImplementation(async () => json(401, { error: 'Please sign in.' }))
    await expect(consoleCall('campaigns')).rejects.toMatchObject({ status: 401 })
    stopFirst()
    await expect(consoleCall('campaigns')).rejects.toMatchObject({ status: 401 })
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledTimes(2)
  })
})
