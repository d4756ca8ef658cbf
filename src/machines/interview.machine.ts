import {
  assign,
  fromCallback,
  fromPromise,
  setup,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate'
import type { StoredCodeCheck } from './interviewLink.machine'
import type { ProgressEvent } from '../api/candidateProgress'
import { notProvided } from './shared'
import { MODAL_FADE_IN_MS, MODAL_FADE_OUT_MS } from './timing'

/** SPEC.md 8: Start Interview's re-verification of the stored code threw. */
export const reverificationFailedAlert =
  'An error occurred while validating your access code. Please try again later.'

/** The overlay's steps, named by their states (SPEC.md 2.8 numbers them 0 to 3 in this order). */
export type OverlayStep = 'collapsed' | 'opportunity' | 'details' | 'start'
/** The steps Start Interview is pressed at. */
type StartingStep = Extract<OverlayStep, 'opportunity' | 'details'>

export interface InterviewContext {
  /** The interview link the overlay shows; another one starts the flow over. */
  link: string | null
  /** The position's details were opened: Start Interview is enabled. */
  viewed: boolean
  /** The scheduling widget reported a booked call: 'Meeting scheduled'. */
  meetingScheduled: boolean
  /** The step Start Interview was pressed at, shown behind the access code modal. */
  startedFrom: StartingStep | null
  alert: string | null
}

export type InterviewEvent =
  | { type: 'SHOW'; link: string }
  | { type: 'HIDE' }
  | { type: 'TOGGLE' }
  | { type: 'SELECT_POSITION' }
  | { type: 'START_INTERVIEW' }
  | { type: 'CODE_ACCEPTED' }
  | { type: 'CLOSE_DIALOG' }
  | { type: 'START_NOW' }
  | { type: 'BACK' }
  | { type: 'SCHEDULE' }
  | { type: 'MEETING_SCHEDULED' }
  | { type: 'WATCH_VIDEO' }
  | { type: 'ACCEPT_NOTICE' }
  | { type: 'DISMISS_ALERT' }

const startScreen = '#interview.shown.panel.start'

/**
 * One modal of the overlay: it fades in, stays open until closed, then fades out through one
 * of its `endings`; the page behind it does not scroll meanwhile (SPEC.md 4).
 */
function modal<const TOn extends object, const TEndings extends object>(
  on: TOn,
  endings: TEndings,
) {
  return {
    entry: 'lockScroll',
    exit: 'unlockScroll',
    initial: 'visible',
    states: {
      visible: {
        description:
          'The modal is on screen: it fades in, then stays open until the person acts or closes it.',
        initial: 'opening',
        on,
        states: {
          opening: {
            description: 'Fading in.',
            tags: 'opening',
            after: { MODAL_FADE_IN_MS: 'open' },
          },
          open: { description: 'Fully shown: it waits for the person.', tags: 'open' },
        },
      },
      ...endings,
    },
  } as const
}

/** A modal's fade-out, then `target`. */
const fadeOutTo = <const TTarget>(target: TTarget, description = 'Fading out.') =>
  ({ description, after: { MODAL_FADE_OUT_MS: target } }) as const

/** Back to the step Start Interview was pressed at, doing `actions`. */
const toStartedStep = <const TActions>(actions: TActions) =>
  [
    { guard: 'startedFromDetails', target: '#interview.shown.panel.details', actions },
    { target: '#interview.shown.panel.opportunity', actions },
  ] as const

/**
 * The candidate's interview overlay (SPEC.md 2.8, 4 "Interview step machine"): the steps from
 * the opportunity to the start of the interview, the access code, the embedded interview, the
 * calendar and video modals, and the notice on small screens.
 */
export const interviewMachine = setup({
  types: {
    context: {} as InterviewContext,
    events: {} as InterviewEvent,
    tags: {} as 'opening' | 'open',
  },
  actors: {
    /** Supplied by the app: sends SHOW while the overlay's route and campaign allow it, else HIDE. */
    followOverlay: fromCallback<InterviewEvent>(notProvided('followOverlay')),
    /** Supplied by the app: whether the screen is a small one (a phone). */
    checkScreen: fromPromise<boolean>(notProvided('checkScreen')),
    /** Supplied by the app: validate the stored access code (validCode), if any. */
    verifyStoredCode: fromPromise<StoredCodeCheck>(notProvided('verifyStoredCode')),
    /** Supplied by the app: sends MEETING_SCHEDULED when the calendar's widget reports an
     *  'event scheduled' message from the calendar link's origin. */
    listenForScheduling: fromCallback<InterviewEvent>(notProvided('listenForScheduling')),
  },
  actions: {
    /** Supplied by the app: stop the page behind a modal from scrolling. */
    lockScroll: () => {},
    /** Supplied by the app: let the page scroll again. */
    unlockScroll: () => {},
    /** Supplied by the app: forget the stored interview link and go to /home. */
    leaveInterview: () => {},
    /** Supplied by the app: report the step for the stored invitation, if any (issue 31). */
    reportProgress: (_, _params: { event: ProgressEvent }) => {},
    startOver: assign(({ event }) => ({
      link: event.type === 'SHOW' ? event.link : null,
      viewed: false,
      meetingScheduled: false,
      startedFrom: null,
      alert: null,
    })),
    markViewed: assign({ viewed: true }),
    rememberStartedStep: assign({
      startedFrom: (_, params: { step: StartingStep }) => params.step,
    }),
    forgetStartedStep: assign({ startedFrom: null }),
    showReverificationAlert: assign({ alert: reverificationFailedAlert }),
    clearAlert: assign({ alert: null }),
    markMeetingScheduled: assign({ meetingScheduled: true }),
  },
  guards: {
    sameInterview: ({ context, event }) => event.type === 'SHOW' && event.link === context.link,
    positionViewed: ({ context }) => context.viewed,
    smallScreen: (_, params: { small: boolean }) => params.small,
    codeIsValid: (_, params: { check: StoredCodeCheck }) => params.check === 'valid',
    startedFromDetails: ({ context }) => context.startedFrom === 'details',
  },
  delays: { MODAL_FADE_IN_MS, MODAL_FADE_OUT_MS },
}).createMachine({
  id: 'interview',
  description:
    'The interview overlay: step 1 by default; viewing the position enables Start Interview, which needs a valid access code before the start screen (step 3).',
  meta: {
    purpose:
      'The interview overlay: its steps, the access code, the embedded interview, its modals.',
    spec: '2.8, 4 (Interview step machine), 8, 9',
  },
  context: { link: null, viewed: false, meetingScheduled: false, startedFrom: null, alert: null },
  invoke: { id: 'followOverlay', src: 'followOverlay' },
  initial: 'hidden',
  states: {
    hidden: {
      description: 'No stored interview link, no campaign yet, or a route without the overlay.',
      on: {
        SHOW: [
          { guard: 'sameInterview', target: 'shown' },
          {
            target: 'shown',
            actions: 'startOver',
            description: 'Another interview link: from step 1, position not yet viewed.',
          },
        ],
      },
    },
    shown: {
      description: 'The overlay is on screen, over the page, at the step the candidate reached.',
      on: { HIDE: 'hidden' },
      initial: 'checkingScreen',
      states: {
        checkingScreen: {
          description:
            'The overlay asks whether the screen is a phone’s, before showing anything else.',
          invoke: {
            id: 'checkScreen',
            src: 'checkScreen',
            onDone: [
              {
                guard: { type: 'smallScreen', params: ({ event }) => ({ small: event.output }) },
                target: 'mobileNotice',
              },
              { target: 'panel' },
            ],
            onError: 'panel',
          },
        },
        mobileNotice: {
          description: "'For the Best Experience, Switch to a Computer'.",
          ...modal(
            { ACCEPT_NOTICE: 'accepting', CLOSE_DIALOG: 'dismissing' },
            {
              accepting: {
                description: 'Fading out, then the link is forgotten and /home shows.',
                after: {
                  MODAL_FADE_OUT_MS: {
                    target: '#interview.hidden',
                    actions: ['leaveInterview', 'startOver'],
                  },
                },
              },
              dismissing: fadeOutTo('#interview.shown.panel'),
            },
          ),
        },
        panel: {
          description: 'The overlay’s steps, from the opportunity to the start of the interview.',
          initial: 'opportunity',
          states: {
            collapsed: {
              description: 'Step 0.',
              on: { TOGGLE: 'opportunity' },
            },
            opportunity: {
              description: "Step 1: 'Your Next Challenge Starts Here', the current opportunity.",
              exit: 'clearAlert',
              on: {
                TOGGLE: 'collapsed',
                SELECT_POSITION: {
                  target: 'details',
                  actions: 'markViewed',
                  description: 'Opens the details and enables Start Interview.',
                },
                START_INTERVIEW: {
                  guard: 'positionViewed',
                  target: 'unlocking',
                  actions: { type: 'rememberStartedStep', params: { step: 'opportunity' } },
                },
                DISMISS_ALERT: { actions: 'clearAlert' },
              },
            },
            details: {
              description: 'Step 2: the position, its responsibilities and skills.',
              entry: { type: 'reportProgress', params: { event: 'POSITION_VIEWED' } },
              exit: 'clearAlert',
              on: {
                SELECT_POSITION: 'opportunity',
                TOGGLE: { target: 'opportunity', description: 'The arrow goes back to step 1.' },
                START_INTERVIEW: {
                  target: 'unlocking',
                  actions: { type: 'rememberStartedStep', params: { step: 'details' } },
                },
                DISMISS_ALERT: { actions: 'clearAlert' },
              },
            },
            unlocking: {
              description: 'Start Interview was pressed: a valid access code opens step 3.',
              exit: 'forgetStartedStep',
              initial: 'verifying',
              states: {
                verifying: {
                  description: 'Checks the stored access code again, if there is one.',
                  invoke: {
                    id: 'verifyStoredCode',
                    src: 'verifyStoredCode',
                    onDone: [
                      {
                        guard: {
                          type: 'codeIsValid',
                          params: ({ event }) => ({ check: event.output }),
                        },
                        target: startScreen,
                      },
                      {
                        target: 'enteringCode',
                        description: 'No stored code, or it is no longer valid.',
                      },
                    ],
                    onError: toStartedStep('showReverificationAlert'),
                  },
                },
                enteringCode: {
                  description: 'The access code modal: guidelines, then the code.',
                  ...modal(
                    { CODE_ACCEPTED: 'accepting', CLOSE_DIALOG: 'dismissing' },
                    {
                      accepting: fadeOutTo(startScreen, 'Code accepted: fading out to step 3.'),
                      dismissing: {
                        description: 'Fading out, back to the step it was opened at.',
                        after: { MODAL_FADE_OUT_MS: toStartedStep([]) },
                      },
                    },
                  ),
                },
              },
            },
            start: {
              description: 'Step 3: start the interview now, or schedule a call for later.',
              initial: 'ready',
              states: {
                ready: {
                  description:
                    "Step 3: 'Your interview is ready', with Start Interview Now, Schedule for later and the video.",
                  on: {
                    START_NOW: {
                      target: 'interviewing',
                      actions: { type: 'reportProgress', params: { event: 'INTERVIEW_STARTED' } },
                    },
                    SCHEDULE: 'scheduling',
                    WATCH_VIDEO: 'watchingVideo',
                    TOGGLE: {
                      target: '#interview.shown.panel.details',
                      description: 'The arrow goes back to step 2.',
                    },
                    SELECT_POSITION: '#interview.shown.panel.opportunity',
                  },
                },
                interviewing: {
                  description: 'The interview in its embedded frame.',
                  initial: 'fullScreen',
                  on: { BACK: 'ready' },
                  states: {
                    fullScreen: {
                      description: 'The interview fills the screen.',
                      on: { TOGGLE: 'windowed' },
                    },
                    windowed: {
                      description: 'Inside the overlay, the page visible around it.',
                      on: { TOGGLE: 'fullScreen' },
                    },
                  },
                },
                scheduling: {
                  description: "'Schedule a call with a recruiter': the calendar link's widget.",
                  invoke: { id: 'listenForScheduling', src: 'listenForScheduling' },
                  on: {
                    MEETING_SCHEDULED: {
                      actions: [
                        'markMeetingScheduled',
                        { type: 'reportProgress', params: { event: 'MEETING_SCHEDULED' } },
                      ],
                    },
                  },
                  ...modal(
                    { CLOSE_DIALOG: 'closing' },
                    { closing: fadeOutTo('#interview.shown.panel.start.ready') },
                  ),
                },
                watchingVideo: {
                  description: "'Discover the Next Generation Interview'.",
                  ...modal(
                    { CLOSE_DIALOG: 'closing' },
                    { closing: fadeOutTo('#interview.shown.panel.start.ready') },
                  ),
                },
              },
            },
          },
        },
      },
    },
  },
})

export type InterviewActor = ActorRefFrom<typeof interviewMachine>
export type InterviewSnapshot = SnapshotFrom<typeof interviewMachine>

const panelSteps: readonly OverlayStep[] = ['collapsed', 'opportunity', 'details', 'start']

/** The step the overlay shows: the panel's state; the step Start Interview was pressed at stays
 *  behind the access code modal, and the opportunity behind the mobile notice. */
export function overlayStep(snapshot: InterviewSnapshot): OverlayStep {
  const step = panelSteps.find((name) => snapshot.matches({ shown: { panel: name } }))
  return step ?? snapshot.context.startedFrom ?? 'opportunity'
}

export type InterviewModal = 'mobileNotice' | 'accessCode' | 'calendar' | 'video'
export type ModalPhase = 'opening' | 'open' | 'closing'

/** Which modal is on screen, and whether it is fading in, open or fading out. */
export function openModal(
  snapshot: InterviewSnapshot,
): { modal: InterviewModal; phase: ModalPhase } | null {
  const places: [InterviewModal, object][] = [
    ['mobileNotice', { shown: 'mobileNotice' }],
    ['accessCode', { shown: { panel: { unlocking: 'enteringCode' } } }],
    ['calendar', { shown: { panel: { start: 'scheduling' } } }],
    ['video', { shown: { panel: { start: 'watchingVideo' } } }],
  ]
  for (const [modal, place] of places) {
    if (!snapshot.matches(place as never)) continue
    const phase: ModalPhase = snapshot.hasTag('opening')
      ? 'opening'
      : snapshot.hasTag('open')
        ? 'open'
        : 'closing'
    return { modal, phase }
  }
  return null
}
