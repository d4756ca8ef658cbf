// SPEC.md 2.8, 4 ("On route change", "Session") and 8, as data written from the specification:
// what each route change does with the stored interview link, its campaign and a stored access
// code. The real machine runs as an actor with fake effects; nothing expected is read from it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import {
  campaignHashOf,
  interviewLinkMachine,
  isInterviewPath,
  showsOverlay,
  type StoredCodeCheck,
} from '../../src/machines/interviewLink.machine'
import { missingEffects } from './missingEffects'
import type { Campaign } from '../../src/api/schemas'

const campaign: Campaign = {
  positionName: 'Senior Platform Engineer',
  keyResponsibilities: '<p>Run the payments platform.</p>',
  mustHaveTechnologies: '<ul><li>TypeScript</li></ul>',
  niceToHaveTechnologies: '<ul><li>Kafka</li></ul>',
  interviewLink: 'https://interview.example.com/s/1',
  calendarLink: 'https://calendar.example.com/r/1',
}

/** SPEC.md 8, literally. */
const codeValidationFailed = 'An error occurred. Please try again later.'

interface World {
  /** session storage interviewUrl when the page loads (a reload keeps it). */
  storedLink?: string | null
  /** How the campaign service answers: a campaign, or a status it fails with. */
  campaignAnswer?: 'campaign' | 404 | 500 | 'pending'
  /** How the check of the stored code (validCode) ends. */
  codeCheck?: StoredCodeCheck | 'throws' | 'pending'
  /** Set while an answer is 'pending': ends the pending call with this answer. */
  answer?: (value: unknown) => void
}

/** A call that ends when the test says so (world.answer). */
const pending = <T>(world: World) =>
  new Promise<T>((resolve) => {
    world.answer = (value) => resolve(value as T)
  })

function start(world: World = {}) {
  const effects = {
    storeInterviewLink: vi.fn(),
    removeInterviewLink: vi.fn(),
    discardCode: vi.fn(),
    goHome: vi.fn(),
    goNotFound: vi.fn(),
    reportProgress: vi.fn(),
  }
  const readStoredLink = vi.fn(async () => world.storedLink ?? null)
  const fetchCampaign = vi.fn(async ({ input }: { input: { hash: string } }) => {
    void input
    const answer = world.campaignAnswer ?? 'campaign'
    if (answer === 'pending') return pending<Campaign>(world)
    if (answer === 'campaign') return campaign
    throw Object.assign(new Error(`status ${answer}`), { status: answer })
  })
  const verifyStoredCode = vi.fn(async (): Promise<StoredCodeCheck> => {
    const check = world.codeCheck ?? 'none'
    if (check === 'pending') return pending<StoredCodeCheck>(world)
    if (check === 'throws') throw new Error('network')
    return check
  })
  const actor = createActor(
    interviewLinkMachine.provide({
      actors: {
        readStoredLink: fromPromise(readStoredLink),
        fetchCampaign: fromPromise(fetchCampaign),
        verifyStoredCode: fromPromise(verifyStoredCode),
      },
      actions: effects,
    }),
  ).start()
  const settle = () => vi.advanceTimersByTimeAsync(0)
  const go = async (path: string) => {
    actor.send({ type: 'ROUTE_CHANGED', path })
    await settle()
  }
  const context = () => actor.getSnapshot().context
  const overlayShown = () => showsOverlay(context())
  /** The steps reported so far, in order (issue 31). */
  const reported = () => effects.reportProgress.mock.calls.map(([, { event }]) => event as string)
  return {
    actor,
    effects,
    reported,
    readStoredLink,
    fetchCampaign,
    verifyStoredCode,
    go,
    settle,
    context,
    overlayShown,
  }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('SPEC.md 4, On route change: a path under /interview/ stores the link and fetches the campaign', () => {
  it.each([
    // path visited,            link stored,          campaign hash fetched
    ['/interview/abc123', '/interview/abc123', 'abc123'],
    ['/interview/abc123/', '/interview/abc123', 'abc123'],
    ['/interview/abc123//', '/interview/abc123', 'abc123'],
    ['/interview/demo', '/interview/demo', 'demo'],
    ['/interview/team/abc123', '/interview/team/abc123', 'abc123'], // the last segment
  ])('%s stores %s and fetches %s', async (path, link, hash) => {
    const app = start()
    await app.go(path)
    expect(app.effects.storeInterviewLink).toHaveBeenCalledTimes(1)
    expect(app.effects.storeInterviewLink).toHaveBeenCalledWith(expect.anything(), { link })
    expect(app.fetchCampaign).toHaveBeenCalledTimes(1)
    expect(app.fetchCampaign.mock.calls[0]![0].input).toEqual({ hash })
    expect(app.context()).toMatchObject({ interviewLink: link, campaign })
    expect(app.verifyStoredCode).not.toHaveBeenCalled()
  })

  it.each(['/interview/', '/interview', '/interviews/abc', '/career-path', '/home'])(
    '%s is no interview link: nothing is stored or fetched',
    async (path) => {
      const app = start()
      await app.go(path)
      expect(app.effects.storeInterviewLink).not.toHaveBeenCalled()
      expect(app.fetchCampaign).not.toHaveBeenCalled()
      expect(app.context()).toMatchObject({ interviewLink: null, campaign: null })
    },
  )

  it('another interview link replaces the first, and its campaign is not the old one', async () => {
    const app = start()
    await app.go('/interview/first')
    app.actor.send({ type: 'ROUTE_CHANGED', path: '/interview/second' })
    expect(app.context()).toMatchObject({ interviewLink: '/interview/second', campaign: null })
    await app.settle()
    expect(app.fetchCampaign.mock.calls.map(([call]) => call.input.hash)).toEqual([
      'first',
      'second',
    ])
  })

  it('the same interview link again keeps its campaign on screen while it is fetched again', async () => {
    const app = start()
    await app.go('/interview/demo')
    await app.go('/home')
    app.actor.send({ type: 'ROUTE_CHANGED', path: '/interview/demo' })
    expect(app.context()).toMatchObject({ interviewLink: '/interview/demo', campaign })
    expect(app.overlayShown()).toBe(true)
  })

  it('another interview link while a campaign is being fetched: the new one is fetched', async () => {
    const world: World = { campaignAnswer: 'pending' }
    const app = start(world)
    await app.go('/interview/first')
    await app.go('/career-path') // still fetching: the path is remembered, the fetch goes on
    expect(app.context().path).toBe('/career-path')
    expect(app.fetchCampaign).toHaveBeenCalledTimes(1)
    world.campaignAnswer = 'campaign'
    await app.go('/interview/second')
    expect(app.fetchCampaign.mock.calls.map(([call]) => call.input.hash)).toEqual([
      'first',
      'second',
    ])
    expect(app.context()).toMatchObject({ interviewLink: '/interview/second', campaign })
  })
})

describe('SPEC.md 4, On route change: otherwise a stored link without a campaign is fetched again', () => {
  it.each([
    // route after the reload, stored link,        fetched again
    ['/career-path', '/interview/abc123', true],
    ['/home', '/interview/abc123', true],
    ['/', '/interview/abc123', true], // before the code check at /: "otherwise"
    ['/career-path', null, false],
  ])('at %s with %s stored: fetched again %s', async (path, storedLink, fetched) => {
    const app = start({ storedLink, codeCheck: 'valid' })
    await app.go(path)
    expect(app.fetchCampaign).toHaveBeenCalledTimes(fetched ? 1 : 0)
    if (fetched) {
      expect(app.fetchCampaign.mock.calls[0]![0].input).toEqual({ hash: 'abc123' })
      expect(app.context()).toMatchObject({ interviewLink: storedLink, campaign })
      expect(app.verifyStoredCode).not.toHaveBeenCalled()
      expect(app.effects.storeInterviewLink).not.toHaveBeenCalled() // already stored
    }
  })

  it('a campaign already loaded is not fetched again on the next route', async () => {
    const app = start()
    await app.go('/interview/demo')
    await app.go('/career-path')
    await app.go('/think-tank')
    expect(app.fetchCampaign).toHaveBeenCalledTimes(1)
  })

  it('storage is read once, at the first route change (after hydration), not at start', async () => {
    const app = start({ storedLink: '/interview/abc123' })
    await app.settle()
    expect(app.readStoredLink).not.toHaveBeenCalled()
    await app.go('/home')
    await app.go('/career-path')
    expect(app.readStoredLink).toHaveBeenCalledTimes(1)
  })

  it('unreadable storage counts as no stored link, and the next routes are handled', async () => {
    const app = start()
    app.readStoredLink.mockRejectedValueOnce(new Error('SecurityError'))
    await app.go('/career-path')
    expect(app.context()).toMatchObject({ interviewLink: null, campaign: null })
    expect(app.fetchCampaign).not.toHaveBeenCalled()
    await app.go('/interview/demo')
    expect(app.context()).toMatchObject({ interviewLink: '/interview/demo', campaign })
  })

  it.each([
    // the campaign fetch, then at / the stored code is verified
    ['campaign', true],
    [500, true],
    [404, true],
  ] as const)(
    'after the campaign fetch answers %s, at / the stored code is verified',
    async (answer, verified) => {
      const app = start({ campaignAnswer: answer, codeCheck: 'valid' })
      await app.go('/interview/demo')
      await app.go('/')
      expect(app.verifyStoredCode).toHaveBeenCalledTimes(verified ? 1 : 0)
      expect(app.effects.goHome).toHaveBeenCalledTimes(verified ? 1 : 0)
    },
  )
})

describe('SPEC.md 4, On route change: otherwise at / a stored code is verified', () => {
  it.each([
    // the check answers, goes to /home, discards the code
    ['valid', true, false],
    ['invalid', false, true],
    ['none', false, false],
  ] as const)('a %s code: /home %s, discarded %s', async (check, home, discarded) => {
    const app = start({ codeCheck: check })
    await app.go('/')
    expect(app.verifyStoredCode).toHaveBeenCalledTimes(1)
    expect(app.effects.goHome).toHaveBeenCalledTimes(home ? 1 : 0)
    expect(app.effects.discardCode).toHaveBeenCalledTimes(discarded ? 1 : 0)
    expect(app.context().alert).toBeNull()
  })

  it.each(['/home', '/career-path', '/nda'])('at %s no code is verified', async (path) => {
    const app = start({ codeCheck: 'valid' })
    await app.go(path)
    expect(app.verifyStoredCode).not.toHaveBeenCalled()
    expect(app.effects.goHome).not.toHaveBeenCalled()
  })

  it('a trailing slash is the same route: /, once normalized, is checked', async () => {
    const app = start({ codeCheck: 'valid' })
    await app.go('/home/')
    expect(app.context().path).toBe('/home')
    await app.go('/')
    expect(app.context().path).toBe('/')
    expect(app.effects.goHome).toHaveBeenCalledTimes(1)
  })

  it.each(['valid', 'invalid'] as const)(
    'leaving / before the check ends: its %s answer no longer counts',
    async (check) => {
      const world: World = { codeCheck: 'pending' }
      const app = start(world)
      await app.go('/')
      await app.go('/career-path')
      expect(app.context().path).toBe('/career-path')
      world.answer!(check)
      await app.settle()
      expect(app.effects.goHome).not.toHaveBeenCalled()
      expect(app.effects.discardCode).not.toHaveBeenCalled()
      world.codeCheck = check
      await app.go('/') // back at /: checked again
      expect(app.verifyStoredCode).toHaveBeenCalledTimes(2)
    },
  )

  it(`SPEC.md 8: the check's call fails: '${codeValidationFailed}', and the code is kept`, async () => {
    const app = start({ codeCheck: 'throws' })
    await app.go('/')
    expect(app.context().alert).toBe(codeValidationFailed)
    expect(app.effects.discardCode).not.toHaveBeenCalled()
    expect(app.effects.goHome).not.toHaveBeenCalled()
    app.actor.send({ type: 'DISMISS_ALERT' })
    expect(app.context().alert).toBeNull()
  })

  it('the alert goes with the next route change', async () => {
    const app = start({ codeCheck: 'throws' })
    await app.go('/')
    await app.go('/career-path')
    expect(app.context().alert).toBeNull()
  })
})

describe('SPEC.md 8: the campaign fetch fails', () => {
  it.each([
    // status, /not-found, stored link removed
    [404, true, true],
    [500, false, true],
  ] as const)('answered %s: /not-found %s, link removed %s', async (status, notFound, removed) => {
    const app = start({ campaignAnswer: status })
    await app.go('/interview/unknown')
    expect(app.effects.goNotFound).toHaveBeenCalledTimes(notFound ? 1 : 0)
    expect(app.effects.removeInterviewLink).toHaveBeenCalledTimes(removed ? 1 : 0)
    expect(app.context()).toMatchObject({ interviewLink: null, campaign: null })
    expect(app.overlayShown()).toBe(false)
  })

  it('a failure without an error object is still a failure: the link is removed', async () => {
    const app = start()
    app.fetchCampaign.mockImplementationOnce(() => Promise.reject(undefined))
    await app.go('/interview/demo')
    expect(app.effects.removeInterviewLink).toHaveBeenCalledTimes(1)
    expect(app.effects.goNotFound).not.toHaveBeenCalled()
    expect(app.context().interviewLink).toBeNull()
  })

  it('a stored link whose campaign fails after a reload is removed too', async () => {
    const app = start({ storedLink: '/interview/gone', campaignAnswer: 404 })
    await app.go('/home')
    expect(app.effects.goNotFound).toHaveBeenCalledTimes(1)
    expect(app.effects.removeInterviewLink).toHaveBeenCalledTimes(1)
    expect(app.context().interviewLink).toBeNull()
  })
})

describe("Issue 31: an interview link's campaign loaded is reported as the link opened (for an invited candidate: the report decides)", () => {
  it.each([
    // stored before,      campaign answers, routes visited,                        reported
    [null, 'campaign', ['/interview/abc123'], ['LINK_OPENED']],
    [null, 404, ['/interview/abc123'], []],
    [null, 500, ['/interview/abc123'], []],
    [null, 'pending', ['/interview/abc123'], []],
    ['/interview/abc123', 'campaign', ['/career-path'], ['LINK_OPENED']], // after a reload
    [null, 'campaign', ['/career-path', '/'], []],
  ] as const)(
    'stored %s, campaign %s, at %j: reports %j',
    async (storedLink, campaignAnswer, paths, reports) => {
      const app = start({ storedLink, campaignAnswer })
      for (const path of paths) await app.go(path)
      expect(app.reported()).toEqual(reports)
    },
  )
})

describe('SPEC.md 4 and 7: interview links and their hash', () => {
  it.each([
    ['/interview/abc123', true],
    ['/interview/', false],
    ['/interview', false],
    ['/interviews/abc', false],
    [null, false],
  ])('%s is an interview link: %s', (path, expected) => {
    expect(isInterviewPath(path)).toBe(expected)
  })

  it.each([
    ['/interview/abc123', 'abc123'],
    ['/interview/abc123/', 'abc123'],
    ['/interview/team/abc123', 'abc123'],
    ['', ''],
  ])('the hash of %j is %j (its last path segment)', (link, hash) => {
    expect(campaignHashOf(link)).toBe(hash)
  })
})

describe('SPEC.md 2.8: where the overlay shows (a stored link and its campaign)', () => {
  const hidden = ['/', '/nda', '/no-token', '/reach-out-a-talent-agent']
  const shown = ['/home', '/interview/demo', '/career-path', '/think-tank', '/not-found']

  it.each([
    ...hidden.map((path): [string, boolean] => [path, false]),
    ...shown.map((path): [string, boolean] => [path, true]),
  ])('at %s: %s', (path, expected) => {
    const context = { path, interviewLink: '/interview/demo', campaign, alert: null }
    expect(showsOverlay(context)).toBe(expected)
  })

  it.each([
    // stored link,        campaign, shown at /home
    ['/interview/demo', campaign, true],
    ['/interview/demo', null, false],
    [null, campaign, false],
    [null, null, false],
  ] as const)('link %s, campaign %s: %s', (interviewLink, loaded, expected) => {
    expect(showsOverlay({ path: '/home', interviewLink, campaign: loaded, alert: null })).toBe(
      expected,
    )
  })

  it('before the first route change nothing shows', () => {
    expect(
      showsOverlay({ path: null, interviewLink: '/interview/demo', campaign, alert: null }),
    ).toBe(false)
  })
})

describe("SPEC.md 2.8: the mobile notice's Accept clears the stored link and goes to /home", () => {
  it('with a link: forgotten, removed from storage, /home', async () => {
    const app = start()
    await app.go('/interview/demo')
    app.actor.send({ type: 'LEAVE_INTERVIEW' })
    expect(app.effects.removeInterviewLink).toHaveBeenCalledTimes(1)
    expect(app.effects.goHome).toHaveBeenCalledTimes(1)
    expect(app.context()).toMatchObject({ interviewLink: null, campaign: null })
    await app.go('/career-path')
    expect(app.fetchCampaign).toHaveBeenCalledTimes(1) // nothing left to fetch again
  })

  it('accepted while the same link is fetched again: its answer brings no campaign back', async () => {
    const world: World = {}
    const app = start(world)
    await app.go('/interview/demo')
    await app.go('/home')
    world.campaignAnswer = 'pending'
    await app.go('/interview/demo') // the campaign stays on screen meanwhile
    app.actor.send({ type: 'LEAVE_INTERVIEW' })
    world.answer!(campaign)
    await app.settle()
    expect(app.context()).toMatchObject({ interviewLink: null, campaign: null })
  })

  it('without a link there is nothing to leave', async () => {
    const app = start()
    await app.go('/career-path')
    app.actor.send({ type: 'LEAVE_INTERVIEW' })
    expect(app.effects.goHome).not.toHaveBeenCalled()
    expect(app.effects.removeInterviewLink).not.toHaveBeenCalled()
  })
})

describe('SPEC.md 4, Session: a sign-in clears session storage, and the interview link with it', () => {
  it('STORAGE_CLEARED forgets the link and campaign: no overlay on /home, nothing fetched again', async () => {
    const app = start()
    await app.go('/interview/demo')
    await app.go('/nda') // the sign-in goes to /nda
    app.actor.send({ type: 'STORAGE_CLEARED' })
    expect(app.context()).toMatchObject({ interviewLink: null, campaign: null })
    await app.go('/home')
    expect(app.overlayShown()).toBe(false)
    expect(app.fetchCampaign).toHaveBeenCalledTimes(1)
    expect(app.readStoredLink).toHaveBeenCalledTimes(1) // storage is read at the first route only
  })

  it('a campaign still being fetched when storage is cleared is not shown afterwards', async () => {
    const world: World = { campaignAnswer: 'pending' }
    const app = start(world)
    await app.go('/interview/demo')
    app.actor.send({ type: 'STORAGE_CLEARED' })
    world.answer!(campaign)
    await app.settle()
    await app.go('/home')
    expect(app.context()).toMatchObject({ interviewLink: null, campaign: null })
    expect(app.actor.getSnapshot().value).toBe('idle')
  })

  it('before the first route change it changes nothing: the route change still reads storage', async () => {
    const app = start({ storedLink: '/interview/demo' })
    app.actor.send({ type: 'STORAGE_CLEARED' })
    expect(app.actor.getSnapshot().value).toBe('waiting')
    await app.go('/home')
    expect(app.readStoredLink).toHaveBeenCalledTimes(1)
  })
})

describe('without machine.provide() each missing effect is named', () => {
  it.each([
    ['/interview/demo', ['readStoredLink', 'fetchCampaign']],
    ['/', ['readStoredLink', 'verifyStoredCode']],
  ])('at %s: %j', async (path, names) => {
    vi.useRealTimers()
    const messages = await missingEffects(interviewLinkMachine, [{ type: 'ROUTE_CHANGED', path }])
    expect(messages).toEqual(
      names.map((name) => expect.stringContaining(`${name} is not provided`)),
    )
  })
})
