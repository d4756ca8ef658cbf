// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiRequestError, REQUEST_TIMEOUT_MS, callApi, setAuthToken } from '../../src/api/client'

const campaign = {
  positionName: 'Platform Engineer',
  keyResponsibilities: '<p>Run it</p>',
  mustHaveTechnologies: '<ul><li>Go</li></ul>',
  niceToHaveTechnologies: '',
  interviewLink: 'https://interview.example.com/i/1',
  calendarLink: 'https://calendar.example.com/c/1',
}

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}

let fetchMock: ReturnType<typeof vi.fn>
const lastRequest = () => {
  const [input, init] = fetchMock.mock.calls.at(-1) as [RequestInfo, RequestInit]
  const request = new Request(input, init)
  return request
}

beforeEach(() => {
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  document.cookie = 'XSRF-TOKEN=abc%20123; path=/'
})
afterEach(() => {
  vi.unstubAllGlobals()
  setAuthToken(undefined)
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
})

describe('callApi', () => {
  it('calls the configured base with the XSRF header and no Authorization on login', async () => {
    setAuthToken('old-token')
    fetchMock.mockResolvedValue(
      answer(200, {
        id: 7,
        token: 'jwt',
        user_login: { first_name: 'Avery', last_name: 'Stone', refresh_token: 'r' },
      }),
    )
    const { status, data } = await callApi('login', {
      body: { username: 'demo.member', pwd: 'secret' },
    })
    expect(status).toBe(200)
    expect(data.user_login.first_name).toBe('Avery')
    const request = lastRequest()
    expect(new URL(request.url).pathname).toBe('/api/user')
    expect(request.method).toBe('POST')
    expect(request.headers.get('X-XSRF-TOKEN')).toBe('abc 123')
    expect(request.headers.get('Authorization')).toBeNull()
    expect(await request.json()).toEqual({ username: 'demo.member', pwd: 'secret' })
  })

  it('sends the token once signed in, and no XSRF header on a GET', async () => {
    setAuthToken('jwt-1')
    fetchMock.mockResolvedValue(answer(200, campaign))
    await callApi('campaign', { params: { hash: 'a b/c' } })
    const request = lastRequest()
    expect(new URL(request.url).pathname).toBe('/campaigns/api/campaign/shared/a%20b%2Fc')
    expect(request.headers.get('Authorization')).toBe('Bearer jwt-1')
    expect(request.headers.get('X-XSRF-TOKEN')).toBeNull()
  })

  it('passes the query of a GET', async () => {
    fetchMock.mockResolvedValue(answer(200, { isValid: true }))
    await callApi('validateCode', { query: { code: 'WELCOME-2025' } })
    expect(new URL(lastRequest().url).search).toBe('?code=WELCOME-2025')
  })

  it('refuses to send a request that breaks the contract, with per-field messages', async () => {
    const failure = callApi('subscribe', { body: { email: 'not an email' } })
    await expect(failure).rejects.toMatchObject({
      kind: 'invalid-request',
      fields: { email: ['Please enter a valid email address.'] },
    })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('turns an error answer into its status and per-field messages', async () => {
    fetchMock.mockResolvedValue(
      answer(400, { error: 'Invalid input', fields: { content: ['Too long'] } }),
    )
    const failure = callApi('reachOut', {
      body: { fullName: 'Ada', email: 'ada@example.com', content: 'Hello' },
    })
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError)
    await expect(failure).rejects.toMatchObject({
      kind: 'http',
      status: 400,
      message: 'Invalid input',
      fields: { content: ['Too long'] },
    })
  })

  it('rejects an answer that does not match the contract instead of crashing later', async () => {
    fetchMock.mockResolvedValue(answer(200, { ...campaign, interviewLink: 'javascript:alert(1)' }))
    await expect(callApi('campaign', { params: { hash: 'demo' } })).rejects.toMatchObject({
      kind: 'invalid-response',
    })
  })

  it('reports a network failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(callApi('validateCode', { query: { code: 'X' } })).rejects.toMatchObject({
      kind: 'network',
    })
  })

  it('gives up after 15 seconds', async () => {
    vi.useFakeTimers()
    fetchMock.mockImplementation(
      (_input: RequestInfo, init: RequestInit) =>
        new Promise((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    )
    const failure = callApi('validateCode', { query: { code: 'X' } })
    const settled = expect(failure).rejects.toMatchObject({ kind: 'timeout' })
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS)
    await settled
    vi.useRealTimers()
  })
})
