import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate'
import type { Campaign } from '../api/schemas'
import type { ProgressEvent } from '../api/candidateProgress'
import { notProvided } from './shared'
import { campaignHashOf, isInterviewPath, normalizePath } from '../lib/interviewPaths'

export {
  campaignHashOf,
  interviewPathPrefix,
  isInterviewPath,
  normalizePath,
} from '../lib/interviewPaths'

/** What a check of the stored access code (validCode) found. */
export type StoredCodeCheck = 'valid' | 'invalid' | 'none'

/** SPEC.md 2.8: routes on which the interview overlay never shows. */
export const routesWithoutOverlay: readonly string[] = [
  '/',
  '/nda',
  '/no-token',
  '/reach-out-a-talent-agent',
]

/** SPEC.md 8: the alert when the code validation call fails. */
export const codeCheckFailedAlert = 'An error occurred. Please try again later.'

export interface InterviewLinkContext {
  /** The current path, without a trailing slash; null before the first route change. */
  path: string | null
  /** The stored interview link (session storage interviewUrl), as this tab last wrote it. */
  interviewLink: string | null
  campaign: Campaign | null
  alert: string | null
}

/** SPEC.md 2.8: the overlay shows while a campaign is loaded for a stored link, except on the
 *  routes that never show it. */
export const showsOverlay = ({ path, interviewLink, campaign }: InterviewLinkContext) =>
  path !== null &&
  interviewLink !== null &&
  campaign !== null &&
  !routesWithoutOverlay.includes(path)

/**
 * What the site does on every route change (SPEC.md 4, "On route change"): remember an
 * interview link and fetch its campaign, fetch it again after a reload, and at / check a
 * stored access code.
 */
export const interviewLinkMachine = setup({
  types: {
    context: {} as InterviewLinkContext,
    events: {} as
      | { type: 'ROUTE_CHANGED'; path: string }
      | { type: 'LEAVE_INTERVIEW' }
      | { type: 'STORAGE_CLEARED' }
      | { type: 'DISMISS_ALERT' },
  },
  actors: {
    /** Supplied by the app: the interview link in session storage (interviewUrl), if any. */
    readStoredLink: fromPromise<string | null>(notProvided('readStoredLink')),
    /** Supplied by the app: GET {campaign}/api/campaign/shared/{hash}. */
    fetchCampaign: fromPromise<Campaign, { hash: string }>(notProvided('fetchCampaign')),
    /** Supplied by the app: validate the stored access code (validCode), if any. */
    verifyStoredCode: fromPromise<StoredCodeCheck>(notProvided('verifyStoredCode')),
  },
  actions: {
    /** Supplied by the app: session storage interviewUrl = link. */
    storeInterviewLink: (_, _params: { link: string }) => {},
    /** Supplied by the app: remove session storage interviewUrl. */
    removeInterviewLink: () => {},
    /** Supplied by the app: remove session storage validCode. */
    discardCode: () => {},
    /** Supplied by the app: navigate to /home. */
    goHome: () => {},
    /** Supplied by the app: navigate to /not-found. */
    goNotFound: () => {},
    /** Supplied by the app: report the step for the stored invitation, if any (issue 31). */
    reportProgress: (_, _params: { event: ProgressEvent }) => {},
    rememberPath: assign({
      path: (_, params: { path: string }) => normalizePath(params.path),
      alert: null,
    }),
    rememberInterviewLink: assign(({ context }) => ({
      interviewLink: context.path,
      // A campaign belongs to its link: another link must not show the old position.
      campaign: context.interviewLink === context.path ? context.campaign : null,
    })),
    forgetInterview: assign({ interviewLink: null, campaign: null }),
    showAlert: assign({ alert: (_, params: { message: string }) => params.message }),
  },
  guards: {
    atInterviewPath: ({ context }) => isInterviewPath(context.path),
    changedToInterviewPath: ({ event }) =>
      event.type === 'ROUTE_CHANGED' && isInterviewPath(normalizePath(event.path)),
    storedLinkWithoutCampaign: ({ context }) =>
      context.interviewLink !== null && context.campaign === null,
    atRoot: ({ context }) => context.path === '/',
    hasInterviewLink: ({ context }) => context.interviewLink !== null,
    campaignNotFound: ({ event }) =>
      (event as { error?: { status?: number } }).error?.status === 404,
    codeIsValid: (_, params: { check: StoredCodeCheck }) => params.check === 'valid',
    codeIsInvalid: (_, params: { check: StoredCodeCheck }) => params.check === 'invalid',
  },
}).createMachine({
  id: 'interviewLink',
  description:
    'On every route change: an interview link is stored and its campaign fetched; a stored link without a campaign (after a reload) is fetched again; at / a stored access code is checked.',
  meta: {
    purpose: 'Route changes: the interview link, its campaign, the stored access code.',
    spec: '2.8, 4 (On route change), 8',
  },
  context: { path: null, interviewLink: null, campaign: null, alert: null },
  on: {
    LEAVE_INTERVIEW: {
      guard: 'hasInterviewLink',
      target: '.idle',
      actions: ['forgetInterview', 'removeInterviewLink', 'goHome'],
      description: "The mobile notice's Accept: forget the interview link, go to /home.",
    },
    STORAGE_CLEARED: {
      guard: 'hasInterviewLink',
      target: '.idle',
      actions: 'forgetInterview',
      description:
        'A sign-in (or log out) cleared session storage: the link and its campaign go with it, so the overlay does not come back on /home.',
    },
  },
  initial: 'waiting',
  states: {
    waiting: {
      description:
        'Nothing is read before the page has hydrated: the first route change starts the work.',
      on: {
        ROUTE_CHANGED: {
          target: 'restoring',
          actions: { type: 'rememberPath', params: ({ event }) => ({ path: event.path }) },
        },
      },
    },
    restoring: {
      description: 'Reads the interview link this tab stored before a reload.',
      invoke: {
        id: 'readStoredLink',
        src: 'readStoredLink',
        onDone: {
          target: 'routing',
          actions: assign({ interviewLink: ({ event }) => event.output }),
        },
        onError: { target: 'routing', description: 'Storage unavailable: no stored link.' },
      },
    },
    routing: {
      description: 'Decides, in this order, what the new route asks for.',
      always: [
        {
          guard: 'atInterviewPath',
          target: 'fetchingCampaign',
          actions: [
            'rememberInterviewLink',
            {
              type: 'storeInterviewLink',
              params: ({ context }) => ({ link: context.interviewLink ?? '' }),
            },
          ],
        },
        {
          guard: 'storedLinkWithoutCampaign',
          target: 'fetchingCampaign',
          description: 'After a reload: fetch the stored link’s campaign again.',
        },
        { guard: 'atRoot', target: 'verifyingCode' },
        { target: 'idle' },
      ],
    },
    fetchingCampaign: {
      description: 'Fetches the campaign named by the last segment of the stored link.',
      invoke: {
        id: 'fetchCampaign',
        src: 'fetchCampaign',
        input: ({ context }) => ({ hash: campaignHashOf(context.interviewLink ?? '') }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ campaign: ({ event }) => event.output }),
            { type: 'reportProgress', params: { event: 'LINK_OPENED' } },
          ],
          description: 'The link’s campaign is loaded: an invited candidate opened their link.',
        },
        onError: [
          {
            guard: 'campaignNotFound',
            target: 'idle',
            actions: ['forgetInterview', 'removeInterviewLink', 'goNotFound'],
            description: 'No campaign at this link: the 404 page.',
          },
          {
            target: 'idle',
            actions: ['forgetInterview', 'removeInterviewLink'],
            description: 'Any failure removes the stored link.',
          },
        ],
      },
      on: {
        ROUTE_CHANGED: [
          {
            guard: 'changedToInterviewPath',
            target: 'routing',
            actions: { type: 'rememberPath', params: ({ event }) => ({ path: event.path }) },
            description: 'Another interview link: fetch that one instead.',
          },
          { actions: { type: 'rememberPath', params: ({ event }) => ({ path: event.path }) } },
        ],
      },
    },
    verifyingCode: {
      description: 'At /: checks the stored access code, if there is one.',
      invoke: {
        id: 'verifyStoredCode',
        src: 'verifyStoredCode',
        onDone: [
          {
            guard: { type: 'codeIsValid', params: ({ event }) => ({ check: event.output }) },
            target: 'idle',
            actions: 'goHome',
          },
          {
            guard: { type: 'codeIsInvalid', params: ({ event }) => ({ check: event.output }) },
            target: 'idle',
            actions: 'discardCode',
          },
          { target: 'idle', description: 'No code is stored.' },
        ],
        onError: {
          target: 'idle',
          actions: { type: 'showAlert', params: { message: codeCheckFailedAlert } },
        },
      },
      on: {
        ROUTE_CHANGED: {
          target: 'routing',
          actions: { type: 'rememberPath', params: ({ event }) => ({ path: event.path }) },
          description: 'Left / before the check ended: its answer no longer matters.',
        },
      },
    },
    idle: {
      description: 'The work for this route is done: waiting for the next route change.',
      on: {
        ROUTE_CHANGED: {
          target: 'routing',
          actions: { type: 'rememberPath', params: ({ event }) => ({ path: event.path }) },
        },
        DISMISS_ALERT: { actions: assign({ alert: null }) },
      },
    },
  },
})

export type InterviewLinkActor = ActorRefFrom<typeof interviewLinkMachine>
