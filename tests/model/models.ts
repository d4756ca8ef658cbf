// Every machine's model: the events a person (or the page) can send and what invoked actors may
// answer. The model tests run them through the actor and the view; the inspector's redaction
// test runs them through the inspector (with marker secrets, see tests/support/secrets.ts).
import type { AnyStateMachine, EventFromLogic } from 'xstate'
import { accessCodeMachine } from '../../src/machines/accessCode.machine'
import { interviewMachine, type InterviewEvent } from '../../src/machines/interview.machine'
import { interviewLinkMachine } from '../../src/machines/interviewLink.machine'
import { itemLifecycleMachine } from '../../src/machines/itemLifecycle.machine'
import { candidateProgressMachine } from '../../src/machines/candidateProgress.machine'
import { progressEvents } from '../../src/api/candidateProgress'
import { itemEvents, itemKinds } from '../../src/agents/contract'
import { loginModalMachine, type LoginModalContext } from '../../src/machines/loginModal.machine'
import {
  memberRegistrationMachine,
  registrationErrors,
} from '../../src/machines/memberRegistration.machine'
import { membershipDialogMachine } from '../../src/machines/membershipDialog.machine'
import { ndaMachine } from '../../src/machines/nda.machine'
import { MAX_ATTEMPTS, outboxDeliveryMachine } from '../../src/machines/outboxDelivery.machine'
import { REACH_OUT_TEMPLATE, reachOutMachine } from '../../src/machines/reachOut.machine'
import {
  sessionMachine,
  type RefreshOutcome,
  type StoredSession,
} from '../../src/machines/session.machine'
import { FILM_SEEK_STEP, filmPlayerMachine } from '../../src/machines/filmPlayer.machine'
import { sidebarMachine } from '../../src/machines/sidebar.machine'
import { sliderMachine } from '../../src/machines/slider.machine'
import { subscribeMachine } from '../../src/machines/subscribe.machine'
import { REFRESH_INTERVAL_MS } from '../../src/machines/timing'
import { ApiRequestError } from '../../src/api/client'
import { approachSlides } from '../../src/content/approach'
import { filmSeconds } from '../../src/content/interviewFilm'
import { talentAgents } from '../../src/content/talentAgents'
import { demoCampaign } from '../support/campaign'
import { demoSecrets } from '../support/secrets'
import { LOGIN_TIME, demoLoginResponse, demoSession, httpError } from '../support/session'
import { nextEmail } from '../support/typing'
import type { MachineModel } from './paths'
import { welcomeMemberMachine } from '../../src/machines/welcomeMember.machine'
import { agentSignInMachine } from '../../src/machines/agentSignIn.machine'
import { agentInboxMachine, type AgentInboxContext } from '../../src/machines/agentInbox.machine'
import { agentItemMachine } from '../../src/machines/agentItem.machine'
import { agentAccountsMachine, type AccountDraft } from '../../src/machines/agentAccounts.machine'
import { agentEraseMachine } from '../../src/machines/agentErase.machine'
import { agentExportMachine } from '../../src/machines/agentExport.machine'
import { agentBulkMachine, isSelected } from '../../src/machines/agentBulk.machine'
import { agentMailMachine } from '../../src/machines/agentMail.machine'
import { agentErasureLogMachine } from '../../src/machines/agentErasureLog.machine'
import { agentExportLogMachine } from '../../src/machines/agentExportLog.machine'
import { agentViewsMachine } from '../../src/machines/agentViews.machine'
import { consoleShortcutsMachine } from '../../src/machines/consoleShortcuts.machine'
import { agentCampaignsMachine } from '../../src/machines/agentCampaigns.machine'
import { agentCampaignMachine } from '../../src/machines/agentCampaign.machine'
import { agentSettingsMachine, type SettingsField } from '../../src/machines/agentSettings.machine'
import {
  agentsError,
  campaignConflictError,
  campaignFieldsError,
  dataCampaign,
  robinFurther,
  robinInvited,
  robinRevoked,
  samInvited,
  savedCampaign,
  avery,
  averyApproved,
  averyApprovedByHand,
  blake,
  averyDetail,
  blakeAnswered,
  blakeDetail,
  dana,
  demoAgentSession,
  failedMail,
  failedMailDetail,
  mailFirstPage,
  mailLastPage,
  resentMailDetail,
  emptyPage,
  firstPage,
  lastPage,
  newAccount,
  notAllowedRefusal,
  sam,
  staleRefusal,
} from '../support/agents'

export const demoLink = '/interview/demo'
export const demoBoarding = { ndaAcceptedAt: '2025-03-01T09:30:00.000Z' }

export const accessCodeModel: MachineModel<typeof accessCodeMachine> = {
  machine: accessCodeMachine,
  events: [
    { type: 'ACKNOWLEDGE' },
    { type: 'TYPE', code: '' },
    { type: 'TYPE', code: demoSecrets.accessCode },
    { type: 'SUBMIT' },
  ],
  invokeOutputs: { fetchToken: ['accepted', 'rejected'] },
}

export const interviewModel: MachineModel<typeof interviewMachine> = {
  machine: interviewMachine,
  events: (snapshot): InterviewEvent[] => [
    { type: 'SHOW', link: demoLink },
    { type: 'HIDE' },
    { type: 'TOGGLE' },
    { type: 'SELECT_POSITION' },
    { type: 'START_INTERVIEW' },
    { type: 'CODE_ACCEPTED' },
    { type: 'CLOSE_DIALOG' },
    { type: 'START_NOW' },
    { type: 'BACK' },
    { type: 'SCHEDULE' },
    { type: 'MEETING_SCHEDULED' },
    { type: 'WATCH_VIDEO' },
    { type: 'ACCEPT_NOTICE' },
    // Dismiss is there only while an alert is.
    ...(snapshot.context.alert ? [{ type: 'DISMISS_ALERT' as const }] : []),
  ],
  invokeOutputs: {
    checkScreen: [true, false],
    verifyStoredCode: ['valid', 'invalid', 'none'],
  },
  maxSimplePaths: 0, // simple paths explode here; the shortest ones reach every transition
}

const routes = [demoLink, '/career-path', '/']

export const interviewLinkModel: MachineModel<typeof interviewLinkMachine> = {
  machine: interviewLinkMachine,
  // A route change always goes somewhere else (the router reports no change for the same
  // path), and Dismiss is there only while an alert is.
  events: (snapshot): EventFromLogic<typeof interviewLinkMachine>[] => [
    ...routes
      .filter((path) => path !== snapshot.context.path)
      .map((path) => ({ type: 'ROUTE_CHANGED' as const, path })),
    { type: 'LEAVE_INTERVIEW' },
    { type: 'STORAGE_CLEARED' },
    ...(snapshot.context.alert ? [{ type: 'DISMISS_ALERT' as const }] : []),
  ],
  invokeOutputs: {
    readStoredLink: [null, demoLink],
    fetchCampaign: [demoCampaign],
    verifyStoredCode: ['valid', 'invalid', 'none'],
  },
  invokeErrors: {
    fetchCampaign: [
      new ApiRequestError('http', 'There is no campaign at this link.', 404),
      new ApiRequestError('network', 'Failed to fetch'),
    ],
  },
  maxSimplePaths: 0, // simple paths explode here; the shortest ones reach every transition
}

type LoginModalEvent = EventFromLogic<typeof loginModalMachine>

/** What a person can do at each point. Fields are filled once (from empty) and step 2 is
 *  explored from the input that opens it: from step 1 the model checks only that it arrives. */
function loginModalEventsAt({ context }: { context: LoginModalContext }): LoginModalEvent[] {
  if (context.startStep === 1 && (context.contactInfo || context.byEmail)) return []
  return [
    ...(context.username ? [] : [{ type: 'CHANGE_USERNAME' as const, value: 'demo.member' }]),
    ...(context.password
      ? []
      : [{ type: 'CHANGE_PASSWORD' as const, value: demoSecrets.password }]),
    { type: 'SUBMIT_LOGIN' },
    ...(context.username || context.password ? [] : [{ type: 'WANT_MEMBERSHIP' as const }]),
    { type: 'CHANGE_CONTACT', value: nextEmail[context.contactInfo]! },
    { type: 'TOGGLE_EMAIL', byEmail: !context.byEmail },
    { type: 'SUBMIT_INVITATION' },
    { type: 'FINISH' },
  ]
}

export const loginModalModel: MachineModel<typeof loginModalMachine> = {
  machine: loginModalMachine,
  inputs: [{ step: 1 }, { step: 2 }],
  events: loginModalEventsAt,
  invokeOutputs: { logIn: [demoLoginResponse], requestInvitation: [{ id: 1 }] },
  maxSimplePaths: 0,
}

export const memberRegistrationModel: MachineModel<typeof memberRegistrationMachine> = {
  machine: memberRegistrationMachine,
  // The name and role are filled in once; the email goes from none to invalid to valid and
  // back to none (so a message can also come back).
  events: ({ context }): EventFromLogic<typeof memberRegistrationMachine>[] => [
    ...(context.fullName
      ? []
      : [{ type: 'CHANGE' as const, field: 'fullName' as const, value: 'Robin Vale' }]),
    { type: 'CHANGE', field: 'email', value: nextEmail[context.email]! },
    ...(context.role
      ? []
      : [{ type: 'CHANGE' as const, field: 'role' as const, value: 'Data Engineer' }]),
    // The optional referral, once the rest is filled in.
    ...(Object.keys(registrationErrors(context)).length === 0 && !context.referralName
      ? [{ type: 'CHANGE' as const, field: 'referralName' as const, value: 'Jordan Park' }]
      : []),
    // Leaving the email field stands for leaving any: the spec tests give each field's words.
    { type: 'CHECK', field: 'email' },
    { type: 'SUBMIT' },
  ],
  invokeOutputs: { register: [{ id: 5 }] },
  maxSimplePaths: 0,
}

export const membershipDialogModel: MachineModel<typeof membershipDialogMachine> = {
  machine: membershipDialogMachine,
  events: [{ type: 'OPEN', step: 1 }, { type: 'OPEN', step: 2 }, { type: 'CLOSE' }],
}

export const ndaModel: MachineModel<typeof ndaMachine> = {
  machine: ndaMachine,
  events: [{ type: 'ACCEPT' }, { type: 'WITHDRAW' }, { type: 'CONTINUE' }],
  invokeOutputs: { completeOnboarding: [demoBoarding] },
  invokeErrors: { completeOnboarding: [httpError(401), httpError(500)] },
}

/** A message longer than the 500 characters the form keeps. */
const tooLong = 'I would like to know more. '.repeat(20)
/** The message a person writes in turn: none, one too long (cut to 500), the template again. */
const nextContent: Record<string, string> = {
  [REACH_OUT_TEMPLATE]: '',
  '': tooLong,
  [tooLong.slice(0, 500)]: REACH_OUT_TEMPLATE,
}

export const reachOutModel: MachineModel<typeof reachOutMachine> = {
  machine: reachOutMachine,
  events: ({ context }): EventFromLogic<typeof reachOutMachine>[] => [
    { type: 'CHANGE', field: 'fullName', value: context.fullName ? '' : 'Robin Vale' },
    { type: 'CHANGE', field: 'email', value: nextEmail[context.email]! },
    { type: 'CHANGE', field: 'content', value: nextContent[context.content]! },
    // Leaving the email field stands for leaving any: the spec tests give each field's words.
    { type: 'CHECK', field: 'email' },
    { type: 'SUBMIT' },
  ],
  invokeOutputs: { sendMessage: [{ status: 200 }, { status: 201 }] },
  maxSimplePaths: 0,
}

const HOUR = 3_600_000
/** A cookie written four hours ago: its refresh is due at once (after 1 ms). */
const staleSession: StoredSession = { ...demoSession, logged_at: LOGIN_TIME - 4 * HOUR }
const refreshed: RefreshOutcome = {
  token: demoSecrets.newToken,
  refreshToken: demoSecrets.newRefreshToken,
  loggedAt: LOGIN_TIME + REFRESH_INTERVAL_MS,
}
const noNewTokens: RefreshOutcome = { loggedAt: LOGIN_TIME + REFRESH_INTERVAL_MS }

/** Delays depend on the clock: run it from LOGIN_TIME. */
export const sessionModel: MachineModel<typeof sessionMachine> = {
  machine: sessionMachine,
  events: (snapshot): EventFromLogic<typeof sessionMachine>[] => [
    { type: 'RESTORE' },
    // The login modal is opened from the navbar, which shows it to visitors only (not while
    // logging out: the page is about to reload).
    ...(snapshot.matches('signedIn') || snapshot.matches('loggingOut')
      ? []
      : [{ type: 'LOGGED_IN' as const, session: demoSession }]),
    { type: 'BOARDED', boarding: demoBoarding },
    { type: 'LOG_OUT' },
  ],
  invokeOutputs: {
    readStoredSession: [staleSession, null],
    refreshSession: [refreshed, noNewTokens],
  },
  // 401: the server ended the session; 500: try again later.
  invokeErrors: { refreshSession: [httpError(401), httpError(500)] },
  // The log-out call's answer and failure lead to the same end (its timeout too).
  maxSimplePaths: 0,
}

/** Half the film: a tick of it from the start lands mid-film, a second one at the end. */
export const halfFilm = filmSeconds / 2

/** The film's position takes few values, so that the graph stays finite: seeks to the start,
 *  the middle and the end, the arrows' five seconds only from the start and the end (which
 *  also meet the clamps), and the clock's tick of half the film only while it plays (the
 *  clock runs only then). */
export const filmPlayerModel: MachineModel<typeof filmPlayerMachine> = {
  machine: filmPlayerMachine,
  events: (snapshot): EventFromLogic<typeof filmPlayerMachine>[] => {
    const { seconds } = snapshot.context
    const atAnEnd = seconds === 0 || seconds === filmSeconds
    return [
      { type: 'TOGGLE' },
      { type: 'TOGGLE_CAPTIONS' },
      { type: 'SEEK', to: 0 },
      { type: 'SEEK', to: halfFilm },
      { type: 'SEEK', to: filmSeconds },
      ...(atAnEnd
        ? [
            { type: 'SEEK' as const, by: -FILM_SEEK_STEP },
            { type: 'SEEK' as const, by: FILM_SEEK_STEP },
          ]
        : []),
      ...(snapshot.matches('playing') ? [{ type: 'TICK' as const, seconds: halfFilm }] : []),
    ]
  },
  maxSimplePaths: 0,
}

export const sidebarModel: MachineModel<typeof sidebarMachine> = {
  machine: sidebarMachine,
  events: [{ type: 'TOGGLE' }],
}

export const sliderModel = (name: string, count: number): MachineModel<typeof sliderMachine> => ({
  machine: sliderMachine,
  name,
  input: { count },
  events: [
    { type: 'NEXT' },
    { type: 'PREVIOUS' },
    { type: 'FIRST' },
    { type: 'LAST' },
    ...Array.from({ length: count }, (_, index) => ({ type: 'SELECT' as const, index })),
  ],
  maxSimplePaths: 30,
})
export const approachSliderModel = sliderModel('slider.approach', approachSlides.length)
export const agentsSliderModel = sliderModel('slider.agents', talentAgents.length)

export const subscribeModel: MachineModel<typeof subscribeMachine> = {
  machine: subscribeMachine,
  events: ({ context }): EventFromLogic<typeof subscribeMachine>[] => [
    { type: 'CHANGE', value: nextEmail[context.email]! },
    { type: 'CHECK' },
    { type: 'SUBMIT' },
  ],
  // Success only on 200: the server's 201 is a failure here (SPEC.md 5).
  invokeOutputs: { subscribe: [{ status: 200 }, { status: 201 }] },
}

/** A 4xx reply and a 5xx reply, as nodemailer reports them. */
export const smtpRefusals = [
  Object.assign(new Error('451 4.3.0 Try again later'), { responseCode: 451, code: 'EMESSAGE' }),
  Object.assign(new Error('550 5.1.1 Mailbox unavailable'), {
    responseCode: 550,
    code: 'EENVELOPE',
  }),
]

/** The server's delivery of one outbox message: from a first attempt, and from the last. */
export const outboxDeliveryModel: MachineModel<typeof outboxDeliveryMachine> = {
  machine: outboxDeliveryMachine,
  inputs: [
    { id: 7, attempt: 1 },
    { id: 7, attempt: MAX_ATTEMPTS },
  ],
  events: [],
  invokeErrors: { deliver: smtpRefusals },
  maxSimplePaths: 0,
}

// The Talent Agents' console (issue 30). Text fields flip between two values, so that the
// graph stays finite.

export const agentSignInModel: MachineModel<typeof agentSignInMachine> = {
  machine: agentSignInMachine,
  events: ({ context }): EventFromLogic<typeof agentSignInMachine>[] => [
    { type: 'CHANGE_USERNAME', value: context.username ? '' : 'dana' },
    { type: 'CHANGE_PASSWORD', value: context.password ? '' : demoSecrets.password },
    { type: 'SUBMIT' },
    { type: 'SIGN_OUT' },
    { type: 'SESSION_LOST' },
  ],
  invokeOutputs: {
    restoreSession: [demoAgentSession, null],
    signIn: [demoAgentSession],
    endSession: [undefined],
  },
  invokeErrors: {
    signIn: [agentsError(401), agentsError(429, 120), new Error('offline')],
  },
  maxSimplePaths: 0,
}

const agentInboxEvents = (
  context: AgentInboxContext,
): EventFromLogic<typeof agentInboxMachine>[] => [
  { type: 'CHANGE_FILTER', filter: 'owner', value: context.filters.owner ? '' : 'mine' },
  { type: 'CLEAR_FILTERS' },
  { type: 'REFRESH' },
  { type: 'LOAD_MORE' },
  { type: 'MOVE', by: 1 },
  { type: 'MOVE', by: -1 },
  { type: 'SELECT', index: Math.max(0, context.items.length - 1) },
  { type: 'OPEN' },
]

export const agentInboxModel: MachineModel<typeof agentInboxMachine> = {
  machine: agentInboxMachine,
  input: { me: dana.id },
  // The address asks for other filters than the inbox shows (the back button, a link): owner
  // nobody, or no owner when nobody is shown. Not while a change settles: the address then
  // still holds the filters from before the change, which this query could equal (a link to
  // the address already shown changes nothing the view can see).
  events: (snapshot): EventFromLogic<typeof agentInboxMachine>[] => [
    ...(snapshot.matches('settling')
      ? []
      : [
          {
            type: 'SEARCH_CHANGED' as const,
            query: snapshot.context.filters.owner === 'none' ? {} : { owner: 'none' },
          },
        ]),
    ...agentInboxEvents(snapshot.context),
  ],
  invokeOutputs: { loadPage: [firstPage, lastPage, emptyPage], loadMore: [lastPage] },
  invokeErrors: {
    loadPage: [agentsError(401), new Error('offline')],
    loadMore: [agentsError(401), new Error('offline')],
  },
  maxSimplePaths: 0,
}

export const agentItemModel: MachineModel<typeof agentItemMachine> = {
  machine: agentItemMachine,
  input: { kind: 'invitation', id: 41 },
  events: ({ context }): EventFromLogic<typeof agentItemMachine>[] => [
    { type: 'CHANGE_NOTE', value: context.note ? '' : 'Strong profile.' },
    { type: 'CHANGE_ANSWER', value: context.answer ? '' : 'Not yet: soon.' },
    { type: 'SEND', event: 'APPROVE', requestId: 'req-00000001' },
    { type: 'SEND', event: 'DECLINE', requestId: 'req-00000002' },
    { type: 'SEND', event: 'ANSWER', requestId: 'req-00000003' },
    { type: 'RETRY' },
    { type: 'RELOAD' },
  ],
  // A request and a message (which takes an answer) as loaded.
  invokeOutputs: {
    loadItem: [averyDetail, blakeDetail],
    sendEvent: [averyApproved, averyApprovedByHand, blakeAnswered],
  },
  invokeErrors: {
    loadItem: [agentsError(401), agentsError(404), new Error('offline')],
    sendEvent: [staleRefusal, notAllowedRefusal, agentsError(401), new Error('offline')],
  },
  maxSimplePaths: 0,
}

/** A draft with nothing typed, or every field typed (the model's two points for the settings). */
const blankOrWhole = (draft: AccountDraft) =>
  [draft.username, draft.displayName, draft.password].every((value) => value === '') ||
  (draft.username === 'robin' &&
    draft.displayName === 'Robin Agent' &&
    draft.password === demoSecrets.password)

export const agentAccountsModel: MachineModel<typeof agentAccountsMachine> = {
  machine: agentAccountsMachine,
  // The settings are opened only with a blank or a whole draft, and the draft is typed only
  // with no settings open: every state and transition is still reached, without the product
  // of every draft and every edit (more states than the traversal's limit).
  events: ({ context }): EventFromLogic<typeof agentAccountsMachine>[] => [
    ...(context.editing
      ? []
      : ([
          {
            type: 'CHANGE_DRAFT',
            field: 'username',
            value: context.draft.username ? '' : 'robin',
          },
          { type: 'CHANGE_DRAFT', field: 'displayName', value: 'Robin Agent' },
          {
            type: 'CHANGE_DRAFT',
            field: 'password',
            value: context.draft.password ? '' : demoSecrets.password,
          },
        ] as const)),
    { type: 'CREATE' },
    {
      type: 'TOGGLE',
      id: sam.id,
      disabled: !context.accounts.find((account) => account.id === sam.id)?.disabled,
    },
    { type: 'RETRY' },
    ...(blankOrWhole(context.draft)
      ? ([
          { type: 'EDIT', id: sam.id },
          { type: 'CHANGE_EDIT', field: 'email', value: 'sam@staff.example' },
          { type: 'SAVE' },
          { type: 'CANCEL_EDIT' },
        ] as const)
      : []),
  ],
  invokeOutputs: {
    loadAccounts: [[dana, sam]],
    createAccount: [newAccount],
    setDisabled: [{ ...sam, disabled: true }],
    saveAccount: [{ ...sam, email: 'sam@staff.example' }],
  },
  invokeErrors: {
    loadAccounts: [agentsError(401), new Error('offline')],
    createAccount: [agentsError(409), agentsError(401), new Error('offline')],
    setDisabled: [agentsError(401), new Error('offline')],
    saveAccount: [agentsError(409), agentsError(400), agentsError(401), new Error('offline')],
  },
  maxSimplePaths: 0,
}

const nextConfirm: Record<string, string> = {
  '': 'avery@example.com',
  'avery@example.com': 'avery@example.org',
  'avery@example.org': '',
}

export const agentEraseModel: MachineModel<typeof agentEraseMachine> = {
  machine: agentEraseMachine,
  events: ({ context }): EventFromLogic<typeof agentEraseMachine>[] => [
    { type: 'CHANGE_CONTACT', value: context.contact ? '' : 'avery@example.com' },
    { type: 'CHANGE_CONFIRM', value: nextConfirm[context.confirm]! },
    { type: 'SUBMIT' },
    { type: 'CONFIRM' },
    { type: 'CANCEL' },
    { type: 'START_OVER' },
  ],
  invokeOutputs: { erase: [{ invitation: 1, message: 2 }] },
  invokeErrors: { erase: [agentsError(401), new Error('offline')] },
  maxSimplePaths: 0,
}

export const agentErasureLogModel: MachineModel<typeof agentErasureLogMachine> = {
  machine: agentErasureLogMachine,
  events: [{ type: 'REFRESH' }],
  invokeOutputs: {
    loadLog: [
      {
        erasures: [
          { id: 3, at: '2026-11-27T14:05:00.000Z', by: 'Dana Admin', counts: { mail: 2 } },
          { id: 1, at: '2026-11-20T09:00:00.000Z', by: null, counts: {} },
        ],
      },
    ],
  },
  invokeErrors: { loadLog: [agentsError(401), new Error('offline')] },
}

export const agentExportLogModel: MachineModel<typeof agentExportLogMachine> = {
  machine: agentExportLogMachine,
  events: [{ type: 'REFRESH' }],
  invokeOutputs: {
    loadLog: [
      {
        exports: [
          {
            id: 5,
            at: '2026-12-05T10:30:00.000Z',
            by: 'Dana Admin',
            filters: { kind: 'message', q: 'Zoë' },
            outcome: 'complete',
            rows: 1204,
          },
          {
            id: 2,
            at: '2026-12-01T08:00:00.000Z',
            by: null,
            filters: {},
            outcome: 'failed',
            rows: 1000,
          },
        ],
      },
    ],
  },
  invokeErrors: { loadLog: [agentsError(401), new Error('offline')] },
}

/** The console's keys, as the overlay's view sends them. */
export const consoleShortcutsModel: MachineModel<typeof consoleShortcutsMachine> = {
  machine: consoleShortcutsMachine,
  events: [
    { type: 'SHOW' },
    { type: 'CLOSE' },
    { type: 'FOCUS_SEARCH' },
    { type: 'GO' },
    { type: 'GO_INBOX' },
    { type: 'OTHER_KEY' },
  ],
}

/** Saved views: one the account has, and one Save makes. */
export const savedViewSamples = {
  unowned: { id: 4, name: 'Nobody’s', filters: { owner: 'none' } },
  spam: { id: 9, name: 'Spam', filters: { status: 'spam' } },
} as const

/** The name flips between empty (refused: the contract's rule) and a valid one; the server
 *  refuses a save for the name (409 naming it), for the account (409, 20 views) or fails. */
export const agentViewsModel: MachineModel<typeof agentViewsMachine> = {
  machine: agentViewsMachine,
  events: ({ context }): EventFromLogic<typeof agentViewsMachine>[] => [
    { type: 'CHANGE_NAME', value: context.name === '' ? 'Spam' : '' },
    { type: 'SAVE', filters: { status: 'spam' } },
    ...context.views.slice(0, 1).flatMap((view) => [
      { type: 'OPEN' as const, view },
      { type: 'DELETE' as const, id: view.id },
    ]),
    { type: 'RETRY' },
  ],
  invokeOutputs: {
    loadViews: [{ views: [savedViewSamples.unowned] }],
    saveView: [savedViewSamples.spam],
    deleteView: [undefined],
  },
  invokeErrors: {
    loadViews: [agentsError(401), new Error('offline')],
    saveView: [
      Object.assign(agentsError(409), {
        body: {
          error: 'You already have a view of that name.',
          fields: { name: ['You already have a view of that name: choose another.'] },
        },
      }),
      Object.assign(agentsError(409), {
        body: { error: 'You have 20 views, the most an account keeps: delete one first.' },
      }),
      agentsError(401),
      new Error('offline'),
    ],
    deleteView: [agentsError(404), agentsError(401), new Error('offline')],
  },
  maxSimplePaths: 0,
}

/** Each field of an agent's settings flips between empty (off) and one value: every rule of
 *  the form (notices need an address, a new password needs the current one) is met and broken. */
const settingsValues: Record<SettingsField, string> = {
  email: 'sam@novaclub.example',
  notices: 'each',
  // The demo data's password stands for both (the inspector's test types its marker here).
  password: demoSecrets.password,
  currentPassword: demoSecrets.password,
}
const settingsEmpty: Record<SettingsField, string> = {
  email: '',
  notices: 'off',
  password: '',
  currentPassword: '',
}

export const agentSettingsModel: MachineModel<typeof agentSettingsMachine> = {
  machine: agentSettingsMachine,
  input: { me: sam.id },
  events: ({ context }): EventFromLogic<typeof agentSettingsMachine>[] => [
    ...(Object.keys(settingsValues) as SettingsField[]).map((field) => ({
      type: 'CHANGE' as const,
      field,
      value:
        context.form[field] === settingsEmpty[field] ? settingsValues[field] : settingsEmpty[field],
    })),
    { type: 'SAVE' },
    { type: 'RETRY' },
  ],
  invokeOutputs: {
    loadSettings: [sam],
    saveSettings: [{ ...sam, email: settingsValues.email, notices: 'each' }],
  },
  invokeErrors: {
    loadSettings: [agentsError(401), new Error('offline')],
    saveSettings: [
      Object.assign(agentsError(400), {
        body: {
          error: 'Some fields are not valid.',
          fields: { currentPassword: ['Your current password is not correct.'] },
        },
      }),
      agentsError(401),
      new Error('offline'),
    ],
  },
  maxSimplePaths: 0,
}

export const agentExportModel: MachineModel<typeof agentExportMachine> = {
  machine: agentExportMachine,
  events: [{ type: 'EXPORT', query: { kind: 'invitation' } }],
  invokeOutputs: { fetchExport: [{ name: 'inbox.csv', blob: 'kind,id\n' }] },
  invokeErrors: { fetchExport: [agentsError(401), new Error('offline')] },
}

/** The inbox's pages the bulk model shows: both items, one, none (a filter, a refresh). */
const bulkPages = [[avery, blake], [avery], []]
export const bulkModelRequestId = 'bulk-model-request'
/** What the bulk action answers: one item done, one refused as changed meanwhile. */
export const bulkModelResults = [
  { kind: avery.kind, id: avery.id, outcome: 'done', item: { ...avery, status: 'inReview' } },
  {
    kind: blake.kind,
    id: blake.id,
    outcome: 'refused',
    reason: 'stale',
    message: 'Sam Agent changed this item (TAKE, new to inReview) since you saw it.',
  },
] as const

/** Only what the view offers in each state: a checkbox per item shown, "select all" unless all
 *  are selected, the bar's buttons while it shows, the confirmation's, Try again, Dismiss. */
export const agentBulkModel: MachineModel<typeof agentBulkMachine> = {
  machine: agentBulkMachine,
  events: (snapshot): EventFromLogic<typeof agentBulkMachine>[] => {
    const { page, selected } = snapshot.context
    const shownIds = page.map((item) => item.id).join()
    const allSelected = page.length > 0 && page.every((item) => isSelected(selected, item))
    const bar = ['selecting', 'confirming', 'sending', 'failed'].some((state) =>
      snapshot.matches(state as 'idle'),
    )
    return [
      ...bulkPages
        .filter((items) => items.map((item) => item.id).join() !== shownIds)
        .map((items) => ({ type: 'SHOWN' as const, items })),
      ...page.map((item) => ({ type: 'TOGGLE' as const, item })),
      ...(allSelected ? [] : [{ type: 'SELECT_ALL' as const }]),
      ...(bar
        ? [
            { type: 'CLEAR' as const },
            { type: 'CHOOSE' as const, action: 'TAKE' as const, requestId: bulkModelRequestId },
            {
              type: 'CHOOSE' as const,
              action: 'MARK_SPAM' as const,
              requestId: bulkModelRequestId,
            },
          ]
        : []),
      ...(snapshot.matches('confirming') ? [{ type: 'CONFIRM' as const }] : []),
      ...(snapshot.matches('confirming') || snapshot.matches('failed')
        ? [{ type: 'CANCEL' as const }]
        : []),
      ...(snapshot.matches('failed') ? [{ type: 'RETRY' as const }] : []),
      ...(snapshot.matches('done') ? [{ type: 'DISMISS' as const }] : []),
    ]
  },
  invokeOutputs: { sendBulk: [bulkModelResults] },
  invokeErrors: { sendBulk: [new Error('offline')] },
  maxSimplePaths: 0,
}

export const agentMailModel: MachineModel<typeof agentMailMachine> = {
  machine: agentMailMachine,
  events: ({ context }): EventFromLogic<typeof agentMailMachine>[] => [
    { type: 'FILTER', status: context.status ? '' : 'failed' },
    { type: 'REFRESH' },
    { type: 'LOAD_MORE' },
    // The view can open only a message it lists.
    { type: 'OPEN', id: context.messages[0]?.id ?? failedMail.id },
    { type: 'CLOSE' },
    { type: 'RESEND' },
  ],
  invokeOutputs: {
    loadPage: [mailFirstPage, mailLastPage],
    loadMore: [mailLastPage],
    loadMessage: [failedMailDetail],
    resend: [resentMailDetail],
  },
  invokeErrors: {
    loadPage: [agentsError(401), new Error('offline')],
    loadMore: [agentsError(401), new Error('offline')],
    loadMessage: [agentsError(401), new Error('offline')],
    resend: [agentsError(409), agentsError(401), new Error('offline')],
  },
  maxSimplePaths: 0,
}

/** A new campaign: the position's name flips, the links are typed once (so the draft goes from
 *  empty, to incomplete, to complete and back). */
export const agentCampaignsModel: MachineModel<typeof agentCampaignsMachine> = {
  machine: agentCampaignsMachine,
  events: ({ context }): EventFromLogic<typeof agentCampaignsMachine>[] => [
    {
      type: 'CHANGE_DRAFT',
      field: 'positionName',
      value: context.draft.positionName ? '' : dataCampaign.positionName,
    },
    ...(context.draft.interviewLink
      ? []
      : [
          {
            type: 'CHANGE_DRAFT' as const,
            field: 'interviewLink' as const,
            value: dataCampaign.interviewLink,
          },
        ]),
    ...(context.draft.calendarLink
      ? []
      : [
          {
            type: 'CHANGE_DRAFT' as const,
            field: 'calendarLink' as const,
            value: dataCampaign.calendarLink,
          },
        ]),
    { type: 'CREATE' },
    { type: 'RETRY' },
  ],
  invokeOutputs: { loadCampaigns: [[savedCampaign]], createCampaign: [dataCampaign] },
  invokeErrors: {
    loadCampaigns: [agentsError(401), new Error('offline')],
    createCampaign: [agentsError(401), campaignFieldsError, new Error('offline')],
  },
  maxSimplePaths: 0,
}

/** A campaign's page: the position's name and the addresses flip between empty and typed. The
 *  editor is explored with the candidates as loaded, and the invitations with the campaign as
 *  loaded: every state and transition is still reached, without the product of the two (more
 *  states than the traversal's limit). */
export const agentCampaignModel: MachineModel<typeof agentCampaignMachine> = {
  machine: agentCampaignMachine,
  input: { id: dataCampaign.id },
  events: ({ context }): EventFromLogic<typeof agentCampaignMachine>[] => {
    const listAsLoaded =
      context.invite === '' &&
      context.candidates.length === 1 &&
      context.candidates[0] === robinInvited
    const campaignAsLoaded =
      context.campaign === dataCampaign &&
      context.edit.positionName === dataCampaign.positionName &&
      context.latest === null
    return [
      ...(listAsLoaded
        ? ([
            {
              type: 'CHANGE',
              field: 'positionName',
              value: context.edit.positionName ? '' : savedCampaign.positionName,
            },
            { type: 'SAVE' },
            { type: 'REAPPLY' },
            { type: 'TAKE_LATEST' },
          ] as const)
        : []),
      ...(campaignAsLoaded
        ? ([
            { type: 'CHANGE_INVITE', value: context.invite ? '' : samInvited.email },
            { type: 'INVITE' },
            { type: 'REFRESH' },
            { type: 'LOAD_MORE' },
            { type: 'REVOKE', id: robinInvited.id },
            { type: 'CONFIRM_REVOKE' },
            { type: 'CANCEL_REVOKE' },
          ] as const)
        : []),
      { type: 'RETRY' },
    ]
  },
  invokeOutputs: {
    // A first page with a page after it: Load more is offered until the last page is listed.
    loadCampaign: [{ campaign: dataCampaign, candidates: [robinInvited], next: 'page-2' }],
    saveCampaign: [savedCampaign],
    inviteCandidates: [[samInvited]],
    loadCandidates: [{ candidates: [robinFurther], next: null }],
    loadMoreCandidates: [{ candidates: [samInvited], next: null }],
    revokeCandidate: [robinRevoked],
  },
  invokeErrors: {
    loadCampaign: [agentsError(401), agentsError(404), new Error('offline')],
    saveCampaign: [
      agentsError(401),
      campaignFieldsError,
      agentsError(403),
      campaignConflictError,
      new Error('offline'),
    ],
    inviteCandidates: [agentsError(401), new Error('offline')],
    loadCandidates: [agentsError(401), new Error('offline')],
    loadMoreCandidates: [agentsError(401), new Error('offline')],
    revokeCandidate: [agentsError(401), new Error('offline')],
  },
  maxSimplePaths: 0,
}

/** The welcome page's password and user name flip between empty and valid; the server's
 *  refusals are its three kinds (a field named, the link unusable, no answer). */
export const welcomeMemberModel: MachineModel<typeof welcomeMemberMachine> = {
  machine: welcomeMemberMachine,
  input: { token: demoSecrets.token },
  events: ({ context }): EventFromLogic<typeof welcomeMemberMachine>[] => [
    { type: 'CHANGE', field: 'username', value: context.username ? '' : 'robin.vale' },
    { type: 'CHANGE', field: 'password', value: context.password ? '' : demoSecrets.password },
    { type: 'SUBMIT' },
    { type: 'RETRY' },
  ],
  invokeOutputs: { check: [{ firstName: 'Robin' }], create: [undefined] },
  invokeErrors: {
    check: [httpError(401), new Error('offline')],
    create: [
      new ApiRequestError('http', 'Some fields are not valid.', 409, {
        username: ['This user name is taken: please choose another.'],
      }),
      httpError(401),
      new Error('offline'),
    ],
  },
  maxSimplePaths: 0,
}

/** Every model, for tests that run them all. */
export const allModels: readonly MachineModel<AnyStateMachine>[] = [
  accessCodeModel,
  interviewModel,
  interviewLinkModel,
  loginModalModel,
  memberRegistrationModel,
  membershipDialogModel,
  ndaModel,
  reachOutModel,
  sessionModel,
  filmPlayerModel,
  sidebarModel,
  approachSliderModel,
  agentsSliderModel,
  subscribeModel,
  welcomeMemberModel,
  // The Talent Agents' console.
  agentSignInModel,
  agentExportLogModel,
  agentViewsModel,
  consoleShortcutsModel,
  agentInboxModel,
  agentItemModel,
  agentBulkModel,
  agentExportModel,
  agentMailModel,
  agentCampaignsModel,
  agentCampaignModel,
  agentSettingsModel,
  agentAccountsModel,
  agentEraseModel,
  agentErasureLogModel,
] as never

/** The agents who send events to an item: its owner-to-be (7), another agent, an admin. */
const itemSenders = [
  { id: 7, role: 'agent' },
  { id: 8, role: 'agent' },
  { id: 9, role: 'admin' },
] as const

export const itemLifecycleModel: MachineModel<typeof itemLifecycleMachine> = {
  machine: itemLifecycleMachine,
  inputs: itemKinds.map((kind) => ({ kind })),
  events: itemEvents.flatMap((type) => itemSenders.map((by) => ({ type, by }))),
}

export const candidateProgressModel: MachineModel<typeof candidateProgressMachine> = {
  machine: candidateProgressMachine,
  events: progressEvents.map((type) => ({ type })),
}

/** The machines the server runs (meta.runBy 'server'): no view, so not in the playground. */
export const serverModels: readonly MachineModel<AnyStateMachine>[] = [
  outboxDeliveryModel,
  itemLifecycleModel,
  candidateProgressModel,
] as never
