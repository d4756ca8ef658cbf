import { describe, expect, it, vi } from 'vitest'
import { act, screen } from '@testing-library/react'
import { useSyncExternalStore } from 'react'
import { createActor, fromPromise, type ActorRefFrom } from 'xstate'
import {
  codeCheckFailedAlert,
  interviewLinkMachine,
  type InterviewLinkContext,
  type StoredCodeCheck,
} from '../../src/machines/interviewLink.machine'
import { ApiRequestError } from '../../src/api/client'
import type { Campaign } from '../../src/api/schemas'
import { demoCampaign } from '../support/campaign'
import { readSession } from '../../src/lib/interviewSession'
import { interviewLinkEffects } from '../../src/ui/interview/interviewLinkEffects'
import {
  InterviewLinkAlert,
  RouteChanges,
  SessionStorageClears,
} from '../../src/ui/interview/InterviewProvider'
import { clearSessionStorage } from '../../src/lib/browserStorage'
import { renderWithRouter } from '../support/renderWithRouter'
import { describeModel } from './describeModel'
import { interviewLinkModel } from './models'

type InterviewLinkActor = ActorRefFrom<typeof interviewLinkMachine>

let navigate = vi.fn()
let stored = new Map<string, string>()

/** The app's effects, with navigate as a spy and storage in memory (actor run) or in the
 *  page's session storage (view run). */
const appEffects = (storage: 'memory' | 'session') => {
  navigate = vi.fn()
  stored = new Map()
  reported = []
  sessionStorage.clear()
  const { actions } = interviewLinkEffects(navigate)
  if (storage === 'session') return { actions }
  return {
    actions: {
      ...actions,
      storeInterviewLink: (_: unknown, { link }: { link: string }) => stored.set('link', link),
      removeInterviewLink: () => stored.delete('link'),
      discardCode: () => stored.delete('code'),
      reportProgress: (_: unknown, { event }: { event: string }) => void reported.push(event),
    },
  }
}
/** The steps reported in the actor run (issue 31). */
let reported: string[] = []
/** A loaded campaign means the link was reported opened (the report decides whether the
 *  candidate was invited). */
const openingReported = (context: InterviewLinkContext) => {
  if (context.campaign !== null) expect(reported).toContain('LINK_OPENED')
}

/** The stored link is the one the machine remembers, or none (a link restored after a reload
 *  is in storage already, outside this test). */
const storageFollowsContext = (link: string | null | undefined, context: InterviewLinkContext) => {
  if (context.interviewLink === null) expect(link ?? null).toBeNull()
  else if (link != null) expect(link).toBe(context.interviewLink)
}

// The view run mounts the route follower at the first route change, as hydration does.
const hydration = { done: false, listeners: new Set<() => void>() }
function hydrate() {
  hydration.done = true
  hydration.listeners.forEach((listener) => listener())
}
function InterviewLinkHarness({ interviewLink }: { interviewLink: InterviewLinkActor }) {
  const hydrated = useSyncExternalStore(
    (listener) => {
      hydration.listeners.add(listener)
      return () => hydration.listeners.delete(listener)
    },
    () => hydration.done,
  )
  return (
    <>
      {hydrated && <RouteChanges interviewLink={interviewLink} />}
      <SessionStorageClears interviewLink={interviewLink} />
      <InterviewLinkAlert interviewLink={interviewLink} />
    </>
  )
}
let router: Awaited<ReturnType<typeof renderWithRouter>>['router']
let interviewLinkUnderTest: InterviewLinkActor

describeModel(interviewLinkModel, {
  actor: {
    provide: () => appEffects('memory'),
    // A sign-in clears session storage, then tells the machine.
    events: {
      STORAGE_CLEARED: (actor, event) => {
        stored.clear()
        actor.send(event)
      },
    },
    states: {
      waiting: () => expect(navigate).not.toHaveBeenCalled(),
      idle: ({ context }) => {
        storageFollowsContext(stored.get('link'), context)
        openingReported(context)
        if (context.alert) expect(context.alert).toBe(codeCheckFailedAlert)
      },
      fetchingCampaign: ({ context }) => storageFollowsContext(stored.get('link'), context),
    },
  },
  view: {
    provide: () => appEffects('session'),
    render: async (interviewLink) => {
      hydration.done = false
      interviewLinkUnderTest = interviewLink
      ;({ router } = await renderWithRouter(
        <InterviewLinkHarness interviewLink={interviewLink} />,
        '/before-hydration',
      ))
    },
    events: {
      ROUTE_CHANGED: async (_user, { path }) => {
        await router.navigate({ to: path })
        if (!hydration.done) hydrate()
      },
      // Sent by the interview overlay (its mobile notice's Accept), not by a control here.
      LEAVE_INTERVIEW: async () => {
        interviewLinkUnderTest.send({ type: 'LEAVE_INTERVIEW' })
      },
      DISMISS_ALERT: (user) => user.click(screen.getByRole('button', { name: 'Dismiss' })),
      // What the session's sign-in does (SPEC.md 4).
      STORAGE_CLEARED: async () => clearSessionStorage(),
    },
    states: {
      waiting: () => expect(navigate).not.toHaveBeenCalled(),
      restoring: () => {
        expect(screen.getByRole('alert')).toBeEmptyDOMElement()
      },
      routing: () => {}, // passed through at once: never at rest
      fetchingCampaign: ({ context }) =>
        storageFollowsContext(readSession('interviewLink'), context),
      verifyingCode: () => {
        expect(screen.getByRole('alert')).toBeEmptyDOMElement()
      },
      idle: ({ context }) => {
        storageFollowsContext(readSession('interviewLink'), context)
        if (context.alert) {
          expect(screen.getByRole('alert')).toHaveTextContent(codeCheckFailedAlert)
        } else {
          expect(screen.getByRole('alert')).toBeEmptyDOMElement()
        }
      },
    },
  },
})

describe('interview link effects', () => {
  const start = (answers: {
    storedLink?: string | null
    campaign?: () => Promise<Campaign>
    code?: () => Promise<'valid' | 'invalid' | 'none'>
  }) => {
    const effects = {
      storeInterviewLink: vi.fn(),
      removeInterviewLink: vi.fn(),
      discardCode: vi.fn(),
      goHome: vi.fn(),
      goNotFound: vi.fn(),
    }
    const fetchCampaign = vi.fn((_input: { hash: string }): Promise<Campaign> =>
      answers.campaign ? answers.campaign() : Promise.resolve(demoCampaign),
    )
    const actor = createActor(
      interviewLinkMachine.provide({
        actors: {
          readStoredLink: fromPromise(async () => answers.storedLink ?? null),
          fetchCampaign: fromPromise(({ input }) => fetchCampaign(input)),
          verifyStoredCode: fromPromise((): Promise<StoredCodeCheck> =>
            answers.code ? answers.code() : Promise.resolve('none'),
          ),
        },
        actions: effects,
      }),
    ).start()
    const settled = () => vi.waitFor(() => expect(actor.getSnapshot().matches('idle')).toBe(true))
    return { actor, effects, fetchCampaign, settled }
  }

  it('stores an interview link and fetches its campaign by the last path segment', async () => {
    const { actor, effects, fetchCampaign, settled } = start({})
    actor.send({ type: 'ROUTE_CHANGED', path: '/interview/abc123/' })
    await settled()
    expect(effects.storeInterviewLink).toHaveBeenCalledWith(expect.anything(), {
      link: '/interview/abc123',
    })
    expect(fetchCampaign).toHaveBeenCalledWith({ hash: 'abc123' })
    expect(actor.getSnapshot().context.campaign).toEqual(demoCampaign)
  })

  it('fetches the stored link’s campaign again after a reload, on any route', async () => {
    const { actor, fetchCampaign, settled } = start({ storedLink: '/interview/abc123' })
    actor.send({ type: 'ROUTE_CHANGED', path: '/career-path' })
    await settled()
    expect(fetchCampaign).toHaveBeenCalledWith({ hash: 'abc123' })
  })

  it('a campaign answered 404 goes to /not-found and forgets the link', async () => {
    const { actor, effects, settled } = start({
      campaign: async () => {
        throw new ApiRequestError('http', 'There is no campaign at this link.', 404)
      },
    })
    actor.send({ type: 'ROUTE_CHANGED', path: '/interview/unknown' })
    await settled()
    expect(effects.goNotFound).toHaveBeenCalledTimes(1)
    expect(effects.removeInterviewLink).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.interviewLink).toBeNull()
  })

  it('any other failure forgets the link and stays', async () => {
    const { actor, effects, settled } = start({
      campaign: async () => {
        throw new ApiRequestError('timeout', 'Timed out')
      },
    })
    actor.send({ type: 'ROUTE_CHANGED', path: '/interview/abc123' })
    await settled()
    expect(effects.removeInterviewLink).toHaveBeenCalledTimes(1)
    expect(effects.goNotFound).not.toHaveBeenCalled()
  })

  it('another interview link drops the campaign of the previous one', async () => {
    const { actor, settled } = start({})
    actor.send({ type: 'ROUTE_CHANGED', path: '/interview/first' })
    await settled()
    actor.send({ type: 'ROUTE_CHANGED', path: '/interview/second' })
    expect(actor.getSnapshot().context).toMatchObject({
      interviewLink: '/interview/second',
      campaign: null,
    })
  })

  it.each([
    ['valid', 'goHome'],
    ['invalid', 'discardCode'],
  ] as const)('at /, a %s stored code calls %s', async (check, effect) => {
    const { actor, effects, settled } = start({ code: async () => check })
    actor.send({ type: 'ROUTE_CHANGED', path: '/' })
    await settled()
    expect(effects[effect]).toHaveBeenCalledTimes(1)
    const others = (['goHome', 'discardCode'] as const).filter((name) => name !== effect)
    for (const other of others) expect(effects[other]).not.toHaveBeenCalled()
  })

  it('at /, a failed check shows the alert and keeps the code', async () => {
    const { actor, effects, settled } = start({
      code: async () => {
        throw new ApiRequestError('network', 'Failed to fetch')
      },
    })
    actor.send({ type: 'ROUTE_CHANGED', path: '/' })
    await settled()
    expect(actor.getSnapshot().context.alert).toBe(codeCheckFailedAlert)
    expect(effects.discardCode).not.toHaveBeenCalled()
    actor.send({ type: 'ROUTE_CHANGED', path: '/home' })
    await settled()
    expect(actor.getSnapshot().context.alert).toBeNull()
  })

  it("the mobile notice's Accept forgets the link and goes to /home", async () => {
    const { actor, effects, settled } = start({})
    actor.send({ type: 'ROUTE_CHANGED', path: '/interview/abc123' })
    await settled()
    actor.send({ type: 'LEAVE_INTERVIEW' })
    expect(effects.removeInterviewLink).toHaveBeenCalledTimes(1)
    expect(effects.goHome).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context).toMatchObject({ interviewLink: null, campaign: null })
  })

  it('the first route change, not the actor’s start, reads storage', () => {
    const readStoredLink = vi.fn(async (): Promise<string | null> => null)
    const actor = createActor(
      interviewLinkMachine.provide({ actors: { readStoredLink: fromPromise(readStoredLink) } }),
    ).start()
    expect(readStoredLink).not.toHaveBeenCalled()
    act(() => actor.send({ type: 'ROUTE_CHANGED', path: '/' }))
    expect(readStoredLink).toHaveBeenCalledTimes(1)
  })
})
