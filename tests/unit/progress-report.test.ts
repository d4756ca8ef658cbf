// @vitest-environment happy-dom
// Issue 31: an invited candidate's progress, as the site reports it. The invitation ref is kept
// with its interview link (src/boot.js on a page load, keepInterviewLink in the app), and each
// step goes to POST /api/candidates/progress with it; without one nothing is sent.
import { readFileSync } from 'node:fs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetSentReports, reportProgress } from '../../src/ui/interview/progressEffects'
import { readSession } from '../../src/lib/interviewSession'
import {
  forgetInterviewLink,
  keepInterviewLink,
  storedInvitation,
} from '../../src/lib/interviewInvitation'

const ref = 'Zk3_p9Qx-T2mWb7cLr0aYe'
const otherRef = 'Aa1_Bb2-Cc3Dd4Ee5Ff6Gg'

let fetchMock: ReturnType<typeof vi.fn>
const requests = () =>
  fetchMock.mock.calls.map(
    ([input, init]) => new Request(input as RequestInfo, init as RequestInit),
  )

beforeEach(() => {
  fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ error: 'There is no such invitation.' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      }),
  )
  vi.stubGlobal('fetch', fetchMock)
  forgetSentReports()
})
afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

describe('reportProgress', () => {
  it('sends the step with the stored link’s campaign and the stored ref, nothing else', async () => {
    keepInterviewLink('/interview/abc123', ref)
    reportProgress('LINK_OPENED')
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    const [request] = requests()
    expect(request!.method).toBe('POST')
    expect(new URL(request!.url).pathname).toBe('/api/candidates/progress')
    expect(await request!.json()).toEqual({
      campaign: 'abc123',
      invitation: ref,
      event: 'LINK_OPENED',
    })
  })

  it('sends nothing without a stored ref (the demo link, a link without invite)', async () => {
    keepInterviewLink('/interview/demo', null)
    for (const event of ['LINK_OPENED', 'POSITION_VIEWED', 'CODE_ACCEPTED'] as const)
      reportProgress(event)
    await Promise.resolve()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends nothing without a stored link', async () => {
    sessionStorage.setItem('interviewInvite', ref)
    reportProgress('LINK_OPENED')
    await Promise.resolve()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends each step once, and a refused one (404) neither throws nor is sent again', async () => {
    keepInterviewLink('/interview/abc123', ref)
    reportProgress('POSITION_VIEWED')
    reportProgress('POSITION_VIEWED')
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    reportProgress('POSITION_VIEWED')
    reportProgress('INTERVIEW_STARTED')
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    const events = await Promise.all(
      requests().map(async (request) => (await request.json()).event),
    )
    expect(events).toEqual(['POSITION_VIEWED', 'INTERVIEW_STARTED'])
  })

  it('a network failure changes nothing the candidate sees: no error escapes', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    keepInterviewLink('/interview/abc123', ref)
    expect(() => reportProgress('CODE_ACCEPTED')).not.toThrow()
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
  })
})

describe('the invitation ref goes with its link', () => {
  it.each([
    // stored link,          stored ref, new link,             its invite,  ref kept
    [null, null, '/interview/abc123', ref, ref],
    [null, null, '/interview/abc123', 'too-short', null],
    [null, null, '/interview/abc123', `${ref}x`, null],
    ['/interview/abc123', ref, '/interview/abc123', null, ref], // reloaded without the query
    ['/interview/abc123', ref, '/interview/abc123', otherRef, otherRef],
    ['/interview/abc123', ref, '/interview/other', null, null], // another link, no ref
    ['/interview/abc123', ref, '/interview/other', otherRef, otherRef],
  ] as const)('stored %s (%s), then %s?invite=%s: ref %s', (link, stored, next, invite, kept) => {
    if (link !== null) keepInterviewLink(link, stored)
    keepInterviewLink(next, invite)
    expect(readSession('interviewLink')).toBe(next)
    expect(storedInvitation()).toBe(kept)
  })

  it('forgetting the link forgets its ref', () => {
    keepInterviewLink('/interview/abc123', ref)
    forgetInterviewLink()
    expect(readSession('interviewLink')).toBeNull()
    expect(storedInvitation()).toBeNull()
  })
})

describe('src/boot.js keeps the ref before the app runs, as keepInterviewLink does', () => {
  const bootSource = readFileSync('src/boot.js', 'utf8')
  /** Runs the boot code as a page at `address` does while its head is parsed, in a hidden tab:
   *  the app would start once the page is parsed, which it never is here. */
  function boot(address: string) {
    window.history.replaceState(null, '', address)
    const tag = document.createElement('script')
    tag.setAttribute('data-entry', '/app-entry.js')
    Object.defineProperty(document, 'currentScript', { value: tag, configurable: true })
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true })
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    new Function(bootSource)()
  }
  afterEach(() => {
    for (const property of ['currentScript', 'readyState', 'visibilityState'])
      Reflect.deleteProperty(document, property)
    window.history.replaceState(null, '', '/')
  })

  it.each([
    // pages loaded, in order,                                     link stored,     ref stored
    [[`/interview/abc123?invite=${ref}`], '/interview/abc123', ref],
    [['/interview/demo'], '/interview/demo', null],
    [['/interview/abc123?invite=not-a-ref'], '/interview/abc123', null],
    [[`/interview/abc123/?invite=${ref}`, '/interview/abc123'], '/interview/abc123', ref],
    [[`/interview/abc123?invite=${ref}`, '/interview/demo'], '/interview/demo', null],
    [[`/interview/abc123?invite=${ref}`, '/career-path'], '/interview/abc123', ref],
  ])('%j: link %s, ref %s', (pages, link, kept) => {
    for (const page of pages) boot(page)
    expect(sessionStorage.getItem('interviewUrl')).toBe(link)
    expect(sessionStorage.getItem('interviewInvite')).toBe(kept)
  })
})
