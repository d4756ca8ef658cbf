// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchCampaign, verifyStoredCode } from '../../src/ui/interview/interviewLinkEffects'
import { fetchToken } from '../../src/ui/interview/accessCodeEffects'
import { campaignDataBlock, campaignInPageId } from '../../src/lib/campaignInPage'
import { demoCampaign } from '../support/campaign'

// The effects against the real HTTP client, with the network replaced by a fake fetch.
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
let fetchMock: ReturnType<typeof vi.fn>
const requested = () => {
  const [input, init] = fetchMock.mock.calls.at(-1) as [RequestInfo, RequestInit]
  return new Request(input, init)
}

beforeEach(() => {
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

describe('fetchCampaign', () => {
  it('asks the campaign service for the hash', async () => {
    fetchMock.mockResolvedValue(answer(200, demoCampaign))
    expect(await fetchCampaign('demo')).toEqual(demoCampaign)
    expect(new URL(requested().url).pathname).toBe('/campaigns/api/campaign/shared/demo')
  })

  it('fails with the status on a 404, so that the machine can tell it apart', async () => {
    fetchMock.mockResolvedValue(answer(404, { error: 'There is no campaign at this link.' }))
    await expect(fetchCampaign('unknown')).rejects.toMatchObject({ kind: 'http', status: 404 })
  })

  it('refuses a campaign whose interview link is not a web address', async () => {
    fetchMock.mockResolvedValue(answer(200, { ...demoCampaign, interviewLink: 'javascript:x' }))
    await expect(fetchCampaign('demo')).rejects.toMatchObject({ kind: 'invalid-response' })
  })
})

describe('fetchCampaign on a page served with its campaign (server/site.ts)', () => {
  /** The page as the server sends it: the data block its writer makes, at the end of body. */
  const serveWith = (hash: string, campaign: unknown) =>
    document.body.insertAdjacentHTML('beforeend', campaignDataBlock(hash, campaign))
  const blockInPage = () => document.getElementById(campaignInPageId)
  afterEach(() => blockInPage()?.remove())

  it("takes the page's campaign without a call, once: a later fetch asks the service", async () => {
    serveWith('demo', demoCampaign)
    expect(await fetchCampaign('demo')).toEqual(demoCampaign)
    expect(fetchMock).not.toHaveBeenCalled()
    expect(blockInPage()).toBeNull()
    fetchMock.mockResolvedValue(answer(200, { ...demoCampaign, positionName: 'Renamed' }))
    expect((await fetchCampaign('demo')).positionName).toBe('Renamed')
    expect(new URL(requested().url).pathname).toBe('/campaigns/api/campaign/shared/demo')
  })

  it("reads text the block's writer escaped as it was", async () => {
    const hostile = { ...demoCampaign, positionName: '</script><!--<b>' }
    serveWith('demo', hostile)
    expect(await fetchCampaign('demo')).toEqual(hostile)
  })

  it.each([
    ["another hash's campaign", () => serveWith('other', demoCampaign)],
    [
      'a campaign the contract refuses',
      () => serveWith('demo', { ...demoCampaign, interviewLink: 'javascript:x' }),
    ],
    [
      'a block that is not JSON',
      () =>
        document.body.insertAdjacentHTML(
          'beforeend',
          `<script type="application/json" id="${campaignInPageId}">{"hash":</script>`,
        ),
    ],
  ])('with %s in the page, asks the service', async (_what, serve) => {
    serve()
    fetchMock.mockResolvedValue(answer(200, demoCampaign))
    expect(await fetchCampaign('demo')).toEqual(demoCampaign)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})

describe('verifyStoredCode', () => {
  it('answers none without a stored code, and calls nothing', async () => {
    expect(await verifyStoredCode()).toBe('none')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it.each([
    [true, 'valid'],
    [false, 'invalid'],
  ])('checks the stored code: isValid %s is %s', async (isValid, check) => {
    sessionStorage.setItem('validCode', 'WELCOME-2025')
    fetchMock.mockResolvedValue(answer(200, { isValid }))
    expect(await verifyStoredCode()).toBe(check)
    const url = new URL(requested().url)
    expect(url.pathname).toBe('/api/access-codes/validate')
    expect(url.searchParams.get('code')).toBe('WELCOME-2025')
  })

  it('fails when the call does (the machines show their alert)', async () => {
    sessionStorage.setItem('validCode', 'WELCOME-2025')
    fetchMock.mockResolvedValue(answer(500, { error: 'Internal error' }))
    await expect(verifyStoredCode()).rejects.toMatchObject({ status: 500 })
  })
})

describe('fetchToken', () => {
  it('accepts a code the token fetch answers with a token', async () => {
    fetchMock.mockResolvedValue(answer(200, { token: 'candidate-token' }))
    expect(await fetchToken('WELCOME-2025')).toBe('accepted')
    expect(requested().method).toBe('POST')
    expect(await requested().json()).toEqual({ code: 'WELCOME-2025' })
  })

  it('rejects an unknown code (401) and one the contract refuses, without a request', async () => {
    fetchMock.mockResolvedValue(answer(401, { error: 'This access code is not valid.' }))
    expect(await fetchToken('NOPE')).toBe('rejected')
    fetchMock.mockClear()
    expect(await fetchToken('x'.repeat(101))).toBe('rejected')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('fails on anything else: rate limits, server errors, the network', async () => {
    fetchMock.mockResolvedValue(answer(429, { error: 'Too many attempts.' }))
    await expect(fetchToken('WELCOME-2025')).rejects.toMatchObject({ status: 429 })
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(fetchToken('WELCOME-2025')).rejects.toMatchObject({ kind: 'network' })
  })
})
