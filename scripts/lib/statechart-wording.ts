// How the statechart pages word each guard, named delay and event, for a product owner: a guard
// reads as the rule it enforces, a delay as SPEC.md 9 states it, an event as what someone does
// or what an answer brings. Kept here rather than in the machines (src/machines is
// mutation-tested). `missingWordings` lists any guard, delay or event of a machine without a
// wording, and `missingMeanings` any state without a description, so a new one fails
// `npm run statecharts` and tests/unit/statechart-wording.

import type { AnyStateMachine } from 'xstate'

export interface MachineWording {
  guards: Record<string, string>
  delays: Record<string, string>
  /** Composite states (paths such as 'shown.panel.unlocking') the overview draws as one box:
   *  steps a product owner need not follow there (the details keep them). */
  overviewFolds?: string[]
  /** Composite states (paths) whose inside the page draws as a detailed diagram of its own,
   *  the main one drawing each as one box: chosen where the whole is wider than 1600 px. */
  detailParts?: string[]
  /** Parts (among detailParts) that draw the states outside them as one dashed box, each
   *  arrow's line naming the state it comes from or goes to. */
  elsewhereAsOne?: string[]
  /** Events in words for a product owner ('MARK_SPAM' → 'marked as spam'), keyed by the event's
   *  name as `eventNameOf` gives it: the event type, or '<invoke id> done' / '<invoke id> failed'
   *  for an invoked actor's answer. `npm run statecharts` fails on an event without one. */
  events?: Record<string, string>
}

export const wordings: Record<string, MachineWording> = {
  accessCode: {
    guards: {
      sendableCode: 'only when the code has the form of an access code',
      accepted: 'only when the server accepts the code',
    },
    delays: { ERROR_CLEAR_MS: 'after 3 s' },
    events: {
      ACKNOWLEDGE: "the candidate presses 'Ok, got it!'",
      TYPE: 'the candidate types the code',
      SUBMIT: 'the candidate sends the code',
      'fetchToken done': 'the server answers',
      'fetchToken failed': 'the check cannot be made',
    },
  },
  interview: {
    guards: {
      sameInterview: 'only when it is the same interview link as before',
      smallScreen: 'only on a small screen',
      positionViewed: 'only after the position was viewed',
      codeIsValid: 'only when the stored access code is still valid',
      startedFromDetails: 'only when started from step 2',
    },
    delays: {
      MODAL_FADE_IN_MS: 'after the 100 ms fade-in',
      MODAL_FADE_OUT_MS: 'after the 300 ms fade-out',
    },
    overviewFolds: ['shown.panel.unlocking'],
    // Whole, the details drew 2,846 px wide; the panel and its step 3 apart, at most 1,538.
    detailParts: ['shown.panel', 'shown.panel.start'],
    events: {
      SHOW: 'the route and campaign allow the overlay',
      HIDE: 'the route leaves the overlay',
      'checkScreen done': 'the screen size is known',
      'checkScreen failed': 'the screen size is unknown',
      ACCEPT_NOTICE: 'the candidate presses Accept',
      CLOSE_DIALOG: 'the candidate closes the modal',
      TOGGLE: 'the candidate presses the arrow or the full-screen button',
      SELECT_POSITION: 'the candidate selects the position',
      START_INTERVIEW: 'the candidate presses Start Interview',
      DISMISS_ALERT: 'the candidate dismisses the alert',
      'verifyStoredCode done': 'the stored code is checked',
      'verifyStoredCode failed': 'the check cannot be made',
      CODE_ACCEPTED: 'the code is accepted',
      START_NOW: 'the candidate presses Start Interview Now',
      SCHEDULE: 'the candidate presses Schedule for later',
      WATCH_VIDEO: 'the candidate opens the video',
      BACK: 'the candidate goes back',
      MEETING_SCHEDULED: 'the candidate books a call',
    },
  },
  itemLifecycle: {
    guards: {
      isRequestKind: 'only for an invitation request or a member registration',
      isMessageKind: 'only for a message to a Talent Agent',
      sentByOwner: 'only by the agent who took it',
      sentByOwnerOrAdmin: 'only by the agent who took it, or an administrator',
    },
    delays: {},
    events: {
      TAKE: 'taken by an agent',
      MARK_SPAM: 'marked as spam',
      RELEASE: 'released',
      APPROVE: 'approved',
      DECLINE: 'declined',
      REOPEN: 'reopened',
      ANSWER: 'answered',
      CLOSE: 'closed',
      UNSUBSCRIBE: 'unsubscribed',
    },
  },
  interviewLink: {
    guards: {
      hasInterviewLink: 'only when an interview link is stored',
      atInterviewPath: 'only at an interview link (/interview/…)',
      storedLinkWithoutCampaign: 'only when a stored link has no campaign yet (after a reload)',
      atRoot: 'only at /',
      changedToInterviewPath: 'only when the new address is another interview link',
      campaignNotFound: 'only when the server has no campaign at this link (404)',
      codeIsValid: 'only when the stored access code is still valid',
      codeIsInvalid: 'only when the stored access code is no longer valid',
    },
    delays: {},
    events: {
      LEAVE_INTERVIEW: 'the candidate accepts the mobile notice',
      STORAGE_CLEARED: 'session storage is cleared',
      ROUTE_CHANGED: 'the route changes',
      'readStoredLink done': 'the stored link is read',
      'readStoredLink failed': 'the stored link cannot be read',
      'fetchCampaign done': 'the campaign arrives',
      'fetchCampaign failed': 'the campaign cannot be loaded',
      'verifyStoredCode done': 'the stored code is checked',
      'verifyStoredCode failed': 'the check cannot be made',
      DISMISS_ALERT: 'the candidate dismisses the alert',
    },
  },
  loginModal: {
    guards: {
      startsAtInvitation: "only when opened from 'Become a member' (step 2)",
      isInvalidEmail:
        'only when “I prefer to be contacted by email” is ticked and the text is not an e-mail address',
      hasContactInfo: 'only when contact details are filled in',
    },
    delays: { ERROR_CLEAR_MS: 'after 3 s' },
    events: {
      CHANGE_USERNAME: 'the visitor types the user name',
      CHANGE_PASSWORD: 'the visitor types the password',
      WANT_MEMBERSHIP: "the visitor presses 'Become a member'",
      SUBMIT_LOGIN: 'the visitor presses Login',
      'logIn done': 'the server answers',
      'logIn failed': 'the login cannot be made',
      CHANGE_CONTACT: 'the visitor types the contact',
      TOGGLE_EMAIL: "the visitor ticks or unticks 'by email'",
      SUBMIT_INVITATION: "the visitor presses 'Request an Invitation'",
      'requestInvitation done': 'the request is received',
      'requestInvitation failed': 'the request fails',
      FINISH: "the visitor presses 'Great, I will wait for it'",
    },
  },
  memberRegistration: {
    guards: {
      isValid: 'only when every field is valid',
      hasProblem: 'only when the field cannot be sent as it is',
    },
    delays: {},
    events: {
      CHANGE: 'the visitor edits a field',
      CHECK: 'the visitor leaves a field',
      SUBMIT: 'the visitor sends the form',
      'register done': 'the registration is received',
      'register failed': 'the registration fails',
    },
  },
  welcomeMember: {
    guards: {
      isValid: 'only when valid',
      linkUnusable: 'on a 401',
      namesFields: 'on field errors',
    },
    delays: {},
    events: {
      'check done': 'the link is checked',
      'check failed': 'the link cannot be checked',
      RETRY: 'the newcomer presses Try again',
      CHANGE: 'the newcomer edits a field',
      SUBMIT: 'the newcomer presses Become a member',
      'create done': 'the server answers',
      'create failed': 'the account cannot be made',
    },
  },
  membershipDialog: {
    guards: {},
    delays: { MODAL_CLOSE_MS: 'after the 300 ms close animation' },
    events: {
      OPEN: 'the visitor opens the modal',
      'loginModal done': 'the modal’s flow ends',
      CLOSE: 'the visitor closes the modal',
    },
  },
  outboxDelivery: {
    guards: {
      permanentRefusal: 'only when the server refused for good (a 5xx reply)',
      attemptsLeft: 'only while fewer than 6 attempts were made',
    },
    delays: { STORE_RETRY_MS: 'after 5 s' },
    events: {
      'deliver done': 'the mail server takes it',
      'deliver failed': 'the mail server refuses or fails',
      'recordSent done': 'marked sent',
      'recordSent failed': 'the database fails',
      'recordRetry done': 'the retry is booked',
      'recordRetry failed': 'the database fails',
      'recordFailure done': 'marked failed',
      'recordFailure failed': 'the database fails',
    },
  },
  nda: {
    guards: { isSignedOut: 'only when nobody is signed in or the session has ended' },
    delays: {},
    events: {
      ACCEPT: "the member ticks 'Accept Terms and Conditions.'",
      WITHDRAW: 'the member unticks it',
      CONTINUE: 'the member presses Continue',
      'completeOnboarding done': 'onboarding is completed',
      'completeOnboarding failed': 'onboarding fails',
    },
  },
  reachOut: {
    guards: {
      hasProblem: 'only when the field cannot be sent as it is',
      isComplete: 'only when every field can be sent',
      answeredOk: 'only when the server answers 200',
    },
    delays: { REDIRECT_DELAY_MS: 'after 2 s' },
    events: {
      CHANGE: 'the visitor edits a field',
      CHECK: 'the visitor leaves a field',
      SUBMIT: 'the visitor presses Submit',
      'sendMessage done': 'the server answers',
      'sendMessage failed': 'the message cannot be sent',
    },
  },
  session: {
    guards: {
      hasStoredSession: 'only when a session is stored in the cookie',
      hasNewTokens: 'only when the server sends a new token',
      sessionEnded: 'only when the server has ended the session',
    },
    delays: {
      REFRESH_DELAY: 'every 3 h',
      REFRESH_RETRY_MS: 'after 1 min',
      LOG_OUT_TIMEOUT_MS: 'after 5 s',
    },
    events: {
      LOGGED_IN: 'the member logs in',
      RESTORE: 'the page has hydrated',
      'readStoredSession done': 'the cookie is read',
      'readStoredSession failed': 'the cookie cannot be read',
      BOARDED: 'onboarding is completed',
      LOG_OUT: 'the member presses Log Out',
      'refreshSession done': 'the server answers',
      'refreshSession failed': 'the refresh fails',
      'logOutOnServer done': 'the server logs out',
      'logOutOnServer failed': 'the server cannot log out',
    },
  },
  filmPlayer: {
    guards: {
      landsAtStart: 'only when it lands at the start of the film',
      landsAtEnd: 'only when it lands at the end of the film',
      atStart: 'only while still at the start (before the first tick)',
    },
    delays: {},
    events: {
      TOGGLE_CAPTIONS: 'the visitor shows or hides the captions',
      TOGGLE: 'the visitor presses Play or Pause',
      SEEK: 'the visitor seeks',
      TICK: 'the clock ticks',
    },
  },
  sidebar: { guards: {}, delays: {}, events: { TOGGLE: 'the visitor presses the toggle' } },
  slider: {
    guards: { isSlide: 'only when the chosen slide exists' },
    delays: {},
    events: {
      SELECT: 'the visitor picks a slide',
      NEXT: 'the visitor goes to the next slide',
      PREVIOUS: 'the visitor goes to the previous slide',
      FIRST: 'the visitor goes to the first slide',
      LAST: 'the visitor goes to the last slide',
    },
  },
  subscribe: {
    guards: {
      hasProblem: 'only when the address cannot be sent as it is',
      isValidEmail: 'only when the address is a valid e-mail address',
      answeredOk: 'only when the server answers 200',
    },
    delays: {},
    events: {
      CHANGE: 'the visitor types the address',
      CHECK: 'the visitor leaves the field',
      SUBMIT: 'the visitor presses Subscribe',
      'subscribe done': 'the server answers',
      'subscribe failed': 'the subscription cannot be sent',
    },
  },
  agentSignIn: {
    guards: {
      hasSession: 'only when this tab kept a session',
      canSubmit: 'only when a user name and a password are typed',
      isLockedOut: 'only when the server locks sign-in out (429)',
      isRejected: 'only when the server refuses the name or password (401)',
    },
    delays: {
      SESSION_ENDS: 'when the session expires (its expiresAt)',
      LOCK_ENDS: 'when the lock-out ends (Retry-After)',
    },
    events: {
      'restoreSession done': 'the tab’s session is read',
      'restoreSession failed': 'no session can be read',
      CHANGE_USERNAME: 'the agent types the user name',
      CHANGE_PASSWORD: 'the agent types the password',
      SUBMIT: 'the agent presses Sign in',
      'signIn done': 'the server signs the agent in',
      'signIn failed': 'the server refuses or fails',
      SESSION_LOST: 'a call answers 401',
      SIGN_OUT: 'the agent presses Sign out',
      'endSession done': 'the server ends the session',
      'endSession failed': 'ending the session fails',
    },
  },
  agentInbox: {
    guards: {
      hasNext: 'only when there is a next page',
      hasItems: 'only when the list shows items',
      searchDiffers: 'only when the address asks for other filters than the list shows',
    },
    delays: { FILTER_SETTLE_MS: 'after 400 ms without another change' },
    events: {
      CHANGE_FILTER: 'the agent changes a filter',
      SEARCH_CHANGED: 'the address changes (back, forward, a saved view)',
      CLEAR_FILTERS: 'the agent presses Clear filters',
      REFRESH: 'the agent presses Refresh',
      'loadPage done': 'the page arrives',
      'loadPage failed': 'the page cannot be loaded',
      MOVE: 'the agent moves up or down (arrow keys)',
      SELECT: 'the agent focuses or clicks an item',
      OPEN: 'the agent opens the item (Enter)',
      LOAD_MORE: 'the agent presses Load more',
      'loadMore done': 'the next page arrives',
      'loadMore failed': 'the next page cannot be loaded',
    },
  },
  agentItem: {
    guards: {
      allowed: 'only for an event the item’s status allows now (ANSWER with an answer written)',
      answerable: 'only while the item takes an answer (a message in review)',
      notFound: 'only when there is no such item (404)',
      stale: 'only when someone changed the item first (409 stale)',
      notAllowed: 'only when the status no longer allows it (409 notAllowed)',
    },
    delays: {},
    events: {
      'loadItem done': 'the item arrives',
      'loadItem failed': 'the item cannot be loaded',
      RETRY: 'the agent presses Try again',
      CHANGE_NOTE: 'the agent types a note',
      CHANGE_ANSWER: 'the agent types the answer',
      SEND: 'the agent presses an action’s button',
      'sendEvent done': 'the server did it',
      'sendEvent failed': 'the server refuses or fails',
      RELOAD: 'the agent presses Reload',
    },
  },
  agentErasureLog: {
    guards: {},
    delays: {},
    events: {
      'loadLog done': 'the log arrives',
      'loadLog failed': 'the log cannot be loaded',
      REFRESH: 'the agent presses Refresh',
    },
  },
  agentExportLog: {
    guards: {},
    delays: {},
    events: {
      'loadLog done': 'the log arrives',
      'loadLog failed': 'the log cannot be loaded',
      REFRESH: 'the agent presses Refresh',
    },
  },
  consoleShortcuts: {
    guards: {},
    delays: { GO_PREFIX_MS: 'after 1.5 s without a second key' },
    events: {
      SHOW: 'the agent presses ?',
      FOCUS_SEARCH: 'the agent presses /',
      GO: 'the agent presses g',
      GO_INBOX: 'the agent presses i',
      OTHER_KEY: 'the agent presses another key',
      CLOSE: 'the agent closes the list (Esc)',
    },
  },
  agentViews: {
    guards: {
      nameIsValid: 'only when the name is 1 to 60 characters',
      nameRefused: 'only when the server refused the name (taken)',
      saveRefused: 'only when the account holds the most views (409)',
      alreadyGone: 'only when the view was already gone (404)',
    },
    delays: {},
    events: {
      'loadViews done': 'the views arrive',
      'loadViews failed': 'the views cannot be loaded',
      RETRY: 'the agent presses Try again',
      CHANGE_NAME: 'the agent types a name',
      OPEN: 'the agent opens a view',
      SAVE: 'the agent presses Save',
      DELETE: 'the agent presses Delete',
      'saveView done': 'the view is saved',
      'saveView failed': 'the view is not saved',
      'deleteView done': 'the view is deleted',
      'deleteView failed': 'the view is not deleted',
    },
  },
  agentMail: {
    guards: {
      hasNext: 'only when there is a next page',
      notFailed: 'only when the message is no longer failed (409)',
      openIsFailed: 'only when the open message failed',
    },
    delays: {},
    events: {
      FILTER: 'the agent picks a status',
      REFRESH: 'the agent presses Refresh',
      'loadPage done': 'the page arrives',
      'loadPage failed': 'the page cannot be loaded',
      OPEN: 'the agent opens a message',
      LOAD_MORE: 'the agent presses Load more',
      'loadMore done': 'the next page arrives',
      'loadMore failed': 'the next page cannot be loaded',
      CLOSE: 'the agent closes the message',
      'loadMessage done': 'the message arrives',
      'loadMessage failed': 'the message cannot be loaded',
      RESEND: 'the agent presses Send again',
      'resend done': 'the message is queued again',
      'resend failed': 'sending again fails',
    },
  },
  agentAccounts: {
    guards: {
      draftIsValid: 'only when the new account’s fields are valid',
      taken: 'only when the user name is taken (409)',
      editIsValid: 'only when the settings’ fields are valid',
      editingOpen: 'only when an account’s settings are open',
      knownAccount: 'only for an account in the list',
    },
    delays: {},
    // Idle and its three failures side by side drew the overview 1,774 px wide.
    overviewFolds: ['ready.settled'],
    events: {
      'loadAccounts done': 'the accounts arrive',
      'loadAccounts failed': 'the accounts cannot be loaded',
      RETRY: 'the administrator presses Try again',
      CHANGE_DRAFT: 'the administrator types in the new account',
      CHANGE_EDIT: 'the administrator types in the settings',
      CREATE: 'the administrator presses Create account',
      TOGGLE: 'the administrator presses Disable or Enable',
      EDIT: 'the administrator opens an account’s settings',
      SAVE: 'the administrator presses Save settings',
      CANCEL_EDIT: 'the administrator closes the settings',
      'createAccount done': 'the account is made',
      'createAccount failed': 'the account is not made',
      'setDisabled done': 'the account is disabled or enabled',
      'setDisabled failed': 'disabling or enabling fails',
      'saveAccount done': 'the settings are saved',
      'saveAccount failed': 'the settings are not saved',
    },
  },
  agentErase: {
    guards: {
      sameContact: 'only when the contact is typed the same twice',
      filledIn: 'only when a contact is typed',
    },
    delays: {},
    events: {
      CHANGE_CONTACT: 'the administrator types the contact',
      CHANGE_CONFIRM: 'the administrator types it again',
      SUBMIT: 'the administrator presses Erase',
      CONFIRM: 'the administrator confirms',
      CANCEL: 'the administrator presses Cancel',
      'erase done': 'the rows are erased',
      'erase failed': 'the erasure fails',
      START_OVER: 'the administrator starts over',
    },
  },
  agentExport: {
    guards: {},
    delays: {},
    events: {
      EXPORT: 'the agent presses Export CSV',
      'fetchExport done': 'the file is downloaded',
      'fetchExport failed': 'the export fails',
    },
  },
  agentBulk: {
    guards: {
      unselectsLast: 'only when it unticks the last selected item',
      pageHasItems: 'only when the inbox shows items',
      noneStillShown: 'only when the inbox shows none of the selected items',
    },
    delays: {},
    events: {
      SHOWN: 'the inbox shows another page',
      TOGGLE: 'the agent ticks or unticks an item',
      SELECT_ALL: 'the agent selects the whole page',
      CLEAR: 'the agent presses Clear',
      CHOOSE: 'the agent picks an action',
      CONFIRM: 'the agent confirms',
      CANCEL: 'the agent presses Cancel',
      'sendBulk done': 'the server did it',
      'sendBulk failed': 'the action fails',
      RETRY: 'the agent presses Try again',
      DISMISS: 'the agent dismisses the outcome',
    },
  },
  agentCampaigns: {
    guards: {
      draftIsValid: 'only when the new campaign’s fields are valid',
      invalid: 'only when the server refuses a field (400)',
    },
    delays: {},
    events: {
      'loadCampaigns done': 'the campaigns arrive',
      'loadCampaigns failed': 'the campaigns cannot be loaded',
      RETRY: 'the agent presses Try again',
      CHANGE_DRAFT: 'the agent types in the new campaign',
      CREATE: 'the agent presses Create campaign',
      'createCampaign done': 'the campaign is made',
      'createCampaign failed': 'the campaign is not made',
    },
  },
  agentSettings: {
    guards: {
      formIsValid: 'only when the settings’ fields are valid',
      refused: 'only when the server refuses a field (400)',
    },
    delays: {},
    events: {
      'loadSettings done': 'the settings arrive',
      'loadSettings failed': 'the settings cannot be loaded',
      RETRY: 'the agent presses Try again',
      CHANGE: 'the agent edits a field',
      SAVE: 'the agent presses Save',
      'saveSettings done': 'the settings are saved',
      'saveSettings failed': 'the settings are not saved',
    },
  },
  agentCampaign: {
    guards: {
      editIsValid: 'only when the campaign’s fields are valid',
      saveIsOpen: 'only when the campaign’s fields are valid and no conflict waits for a choice',
      notSaving: 'only while Save is not busy',
      inviteIsValid: 'only when one to 50 valid addresses are typed',
      activeCandidate: 'only for a listed candidate whose code is active',
      hasNext: 'only when a page of candidates follows those listed',
      notFound: 'only when there is no such campaign (404)',
      invalid: 'only when the server refuses a field (400)',
      forbidden: 'only when the agent may not edit it (403)',
      conflict: 'only when someone saved it first (409)',
    },
    delays: {},
    // The settled state's idle, outcomes and failures side by side would draw it too wide.
    overviewFolds: ['ready.settled'],
    // Whole, the details drew 3,221 px wide; the loaded campaign and its settled outcomes
    // apart, at most 1,583.
    detailParts: ['ready', 'ready.settled'],
    elsewhereAsOne: ['ready.settled'],
    events: {
      'loadCampaign done': 'the campaign arrives',
      'loadCampaign failed': 'the campaign cannot be loaded',
      RETRY: 'the agent presses Try again',
      CHANGE: 'the agent edits a field',
      CHANGE_INVITE: 'the agent types addresses',
      SAVE: 'the agent presses Save',
      INVITE: 'the agent presses Invite',
      REFRESH: 'the agent presses Refresh',
      REVOKE: 'the agent presses Revoke',
      REAPPLY: 'the agent presses Save mine over it',
      TAKE_LATEST: 'the agent presses Take theirs',
      'saveCampaign done': 'the campaign is saved',
      'saveCampaign failed': 'the campaign is not saved',
      'inviteCandidates done': 'the invitations are queued',
      'inviteCandidates failed': 'the invitations are not sent',
      'loadCandidates done': 'the candidates arrive',
      'loadCandidates failed': 'the candidates cannot be loaded',
      CONFIRM_REVOKE: 'the agent confirms the revocation',
      CANCEL_REVOKE: 'the agent cancels the revocation',
      'revokeCandidate done': 'the code is revoked',
      'revokeCandidate failed': 'the revocation fails',
      LOAD_MORE: 'the agent presses Load more candidates',
      'loadMoreCandidates done': 'the next page of candidates arrives',
      'loadMoreCandidates failed': 'the next page cannot be loaded',
    },
  },
  candidateProgress: {
    guards: {},
    delays: {},
    events: {
      LINK_OPENED: 'the site reports the link opened',
      POSITION_VIEWED: 'the site reports the position viewed',
      CODE_ACCEPTED: 'the site reports the code accepted',
      INTERVIEW_STARTED: 'the site reports the interview started',
      MEETING_SCHEDULED: 'the site reports a meeting scheduled',
    },
  },
}

/** The names of the guards and delays a machine declares in setup() (XState's types make a
 *  machine declare every named guard and delay it uses). */
export function guardsAndDelaysOf(machine: AnyStateMachine): {
  guards: string[]
  delays: string[]
} {
  return {
    guards: Object.keys(machine.implementations.guards).sort(),
    delays: Object.keys(machine.implementations.delays).sort(),
  }
}

type AnyStateNode = AnyStateMachine['root']

const descendants = (node: AnyStateNode): AnyStateNode[] =>
  (Object.values(node.states) as AnyStateNode[]).flatMap((child) => [child, ...descendants(child)])

/** The name an event goes by in the pages' tables and in `events`: its type, or for XState's own
 *  events '<invoke id> done', '<invoke id> failed', 'done' (a composite reached its final state),
 *  'any event' ('*'). Undefined for a delay (`delays` words it). */
export function eventNameOf(eventType: string): string | undefined {
  if (eventType.startsWith('xstate.after.')) return undefined
  const invoked = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType)
  if (invoked) return `${invoked[2]} ${invoked[1] === 'done' ? 'done' : 'failed'}`
  if (eventType.startsWith('xstate.done.state.')) return 'done'
  if (eventType === '*') return 'any event'
  return eventType
}

/** The names (`eventNameOf`) of every event some transition of the machine takes, sorted. */
export function eventsOf(machine: AnyStateMachine): string[] {
  const names = [machine.root, ...descendants(machine.root)].flatMap((node) =>
    [...node.transitions.keys()].map(eventNameOf),
  )
  return [...new Set(names.filter((name): name is string => name !== undefined))].sort()
}

/** Every guard, delay or event of these machines that has no wording, as 'machine: guard name'. */
export function missingWordings(machines: AnyStateMachine[]): string[] {
  return machines.flatMap((machine) => {
    const wording = wordings[machine.id]
    const { guards, delays } = guardsAndDelaysOf(machine)
    return [
      ...guards.filter((name) => !wording?.guards[name]).map((name) => `guard ${name}`),
      ...delays.filter((name) => !wording?.delays[name]).map((name) => `delay ${name}`),
      ...eventsOf(machine)
        .filter((name) => !wording?.events?.[name])
        .map((name) => `event ${name}`),
    ].map((missing) => `${machine.id}: ${missing}`)
  })
}

/** Every wording of these machines that words nothing: a guard, delay or event the machine no
 *  longer has (renamed or removed), as 'machine: event NAME'; and a wording for no machine. */
export function staleWordings(
  machines: AnyStateMachine[],
  table: Record<string, MachineWording> = wordings,
): string[] {
  return Object.entries(table).flatMap(([id, wording]) => {
    const machine = machines.find((candidate) => candidate.id === id)
    if (!machine) return [`${id}: no such machine`]
    const { guards, delays } = guardsAndDelaysOf(machine)
    const events = eventsOf(machine)
    return [
      ...Object.keys(wording.guards)
        .filter((name) => !guards.includes(name))
        .map((name) => `guard ${name}`),
      ...Object.keys(wording.delays)
        .filter((name) => !delays.includes(name))
        .map((name) => `delay ${name}`),
      ...Object.keys(wording.events ?? {})
        .filter((name) => !events.includes(name))
        .map((name) => `event ${name}`),
    ].map((stale) => `${id}: ${stale}`)
  })
}

/** Every state of these machines whose "what it means" would be blank (no `description`), as
 *  'machine: state.path'. */
export function missingMeanings(machines: AnyStateMachine[]): string[] {
  return machines.flatMap((machine) =>
    descendants(machine.root)
      .filter((node) => !node.description?.trim())
      .map((node) => `${machine.id}: ${node.path.join('.')}`),
  )
}

/** The wording of a machine's guards and delays (empty for a machine the table lacks). */
export function wordingOf(machine: AnyStateMachine): MachineWording {
  return wordings[machine.id] ?? { guards: {}, delays: {} }
}

/** An event as a product owner reads it: the machine's wording when it has one, else its name
 *  made plain ('MARK_SPAM' → 'mark spam', 'recordRetry done' stays as it is). */
export function eventLabel(wording: MachineWording, event: string): string {
  const worded = wording.events?.[event]
  if (worded) return worded
  return /^[A-Z0-9_.]+$/.test(event) ? event.toLowerCase().replace(/[_.]+/g, ' ') : event
}
