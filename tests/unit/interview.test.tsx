import { afterEach, describe, expect, it, vi } from 'vitest'
import { assign, createActor, setup } from 'xstate'
import { frameAddress } from '../../src/ui/interview/embedAddress'
import { isSchedulingMessage, listenForScheduling } from '../../src/ui/interview/overlayEffects'
import { readSession, removeSession, writeSession } from '../../src/lib/interviewSession'
import {
  campaignHashOf,
  isInterviewPath,
  normalizePath,
  showsOverlay,
} from '../../src/machines/interviewLink.machine'
import { interviewFlowNeeded } from '../../src/ui/interview/InterviewFlowWhenNeeded'
import { demoCampaign } from '../support/campaign'

describe('frame addresses', () => {
  it.each([
    ['https://interview.example.com/s/1', 'https://interview.example.com/s/1'],
    ['http://127.0.0.1:8787/demo/interview', 'http://127.0.0.1:8787/demo/interview'],
    ['http://localhost:5173/demo/interview', 'http://localhost:5173/demo/interview'],
    ['http://interview.example.com/s/1', null],
    ['javascript:alert(1)', null],
    ['data:text/html,<p>hi</p>', null],
    ['/relative/path', null],
    ['not a url', null],
  ])('%s → %s', (link, expected) => expect(frameAddress(link)).toBe(expected))
})

describe('scheduling messages', () => {
  const calendarOrigin = 'https://calendar.example.com'
  const message = (origin: string, data: unknown) => new MessageEvent('message', { origin, data })

  it("accepts an 'event scheduled' message from the calendar link's origin", () => {
    expect(
      isSchedulingMessage(
        message(calendarOrigin, { event: 'scheduler.event_scheduled' }),
        calendarOrigin,
      ),
    ).toBe(true)
    expect(
      isSchedulingMessage(
        message(calendarOrigin, { event: 'calendar.event_scheduled', payload: {} }),
        calendarOrigin,
      ),
    ).toBe(true)
  })

  it.each([
    ['another origin', message('https://evil.example', { event: 'x.event_scheduled' })],
    ['the site itself', message(window.location.origin, { event: 'x.event_scheduled' })],
    ['another event', message(calendarOrigin, { event: 'scheduler.profile_page_viewed' })],
    ['a string', message(calendarOrigin, 'event_scheduled')],
    ['no data', message(calendarOrigin, null)],
  ])('ignores %s', (_name, event) => expect(isSchedulingMessage(event, calendarOrigin)).toBe(false))

  it('counts a scheduling message only while the calendar is open', () => {
    const overlay = createActor(
      setup({
        types: {
          context: {} as { scheduled: number },
          events: {} as { type: 'MEETING_SCHEDULED' },
        },
        actors: { listen: listenForScheduling(() => `${calendarOrigin}/r/1`) },
      }).createMachine({
        context: { scheduled: 0 },
        invoke: { src: 'listen' },
        on: {
          MEETING_SCHEDULED: {
            actions: assign({ scheduled: ({ context }) => context.scheduled + 1 }),
          },
        },
      }),
    ).start()
    const post = (origin: string) =>
      window.dispatchEvent(message(origin, { event: 'scheduler.event_scheduled' }))
    post('https://evil.example')
    expect(overlay.getSnapshot().context.scheduled).toBe(0)
    post(calendarOrigin)
    expect(overlay.getSnapshot().context.scheduled).toBe(1)
    const removed = vi.spyOn(window, 'removeEventListener')
    overlay.stop()
    expect(removed).toHaveBeenCalledWith('message', expect.any(Function))
  })
})

describe('interview session storage', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    sessionStorage.clear()
  })

  it('reads, writes and removes the keys of SPEC.md 3', () => {
    writeSession('interviewLink', '/interview/demo')
    writeSession('validCode', 'WELCOME-2025')
    expect(sessionStorage.getItem('interviewUrl')).toBe('/interview/demo')
    expect(sessionStorage.getItem('validCode')).toBe('WELCOME-2025')
    expect(readSession('interviewLink')).toBe('/interview/demo')
    removeSession('interviewLink')
    expect(readSession('interviewLink')).toBeNull()
  })

  it('goes on without storage when the browser refuses it', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('Access is denied.', 'SecurityError')
      },
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      },
      removeItem: () => {
        throw new DOMException('Access is denied.', 'SecurityError')
      },
    }
    const storage = vi.spyOn(window, 'sessionStorage', 'get')
    storage.mockReturnValue(refusing as unknown as Storage)
    expect(() => writeSession('validCode', 'WELCOME-2025')).not.toThrow()
    expect(readSession('validCode')).toBeNull()
    expect(() => removeSession('validCode')).not.toThrow()
    storage.mockImplementation(() => {
      throw new DOMException('Storage is disabled.', 'SecurityError')
    })
    expect(readSession('interviewLink')).toBeNull()
  })
})

describe('route helpers', () => {
  afterEach(() => sessionStorage.clear())

  it('loads the interview flow only where its machine has something to do', () => {
    expect(interviewFlowNeeded('/interview/demo')).toBe(true)
    expect(interviewFlowNeeded('/interview/demo/')).toBe(true)
    expect(interviewFlowNeeded('/')).toBe(false)
    expect(interviewFlowNeeded('/home')).toBe(false)
    expect(interviewFlowNeeded('/interview/')).toBe(false)
    writeSession('interviewLink', '/interview/demo')
    expect(interviewFlowNeeded('/home')).toBe(true)
    removeSession('interviewLink')
    writeSession('validCode', 'WELCOME-2025')
    expect(interviewFlowNeeded('/')).toBe(true)
  })

  it('recognises interview links and their hash', () => {
    expect(isInterviewPath('/interview/demo')).toBe(true)
    expect(isInterviewPath('/interview/')).toBe(false)
    expect(isInterviewPath('/interviews')).toBe(false)
    expect(campaignHashOf('/interview/abc123')).toBe('abc123')
    expect(normalizePath('/nda/')).toBe('/nda')
    expect(normalizePath('/')).toBe('/')
  })

  it('shows the overlay with a stored link and its campaign, except on four routes', () => {
    const context = { interviewLink: '/interview/demo', campaign: demoCampaign, alert: null }
    const on = (path: string) => showsOverlay({ ...context, path })
    expect(['/interview/demo', '/home', '/career-path', '/not-found'].map(on)).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect(['/', '/nda', '/no-token', '/reach-out-a-talent-agent'].map(on)).toEqual([
      false,
      false,
      false,
      false,
    ])
    expect(showsOverlay({ ...context, path: '/home', campaign: null })).toBe(false)
    expect(showsOverlay({ ...context, path: '/home', interviewLink: null })).toBe(false)
  })
})
