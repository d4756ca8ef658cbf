// How the statechart pages word each guard and named delay, for a product owner: a guard reads
// as the rule it enforces, a delay as SPEC.md 9 states it. Kept here rather than in the machines
// (src/machines is mutation-tested). `missingWordings` lists any guard or delay of a machine
// without a wording, so a new one fails `npm run statecharts` and tests/unit/statechart-wording.

import type { AnyStateMachine } from 'xstate'

export interface MachineWording {
  guards: Record<string, string>
  delays: Record<string, string>
  /** Composite states (paths such as 'shown.panel.unlocking') the overview draws as one box:
   *  steps a product owner need not follow there (the details keep them). */
  overviewFolds?: string[]
  /** Events in words for a product owner ('MARK_SPAM' → 'the agent marks it as spam'); an event
   *  without one falls back to `eventLabel`'s plain reading of its name. */
  events?: Record<string, string>
}

export const wordings: Record<string, MachineWording> = {
  accessCode: {
    guards: {
      sendableCode: 'only when the code has the form of an access code',
      accepted: 'only when the server accepts the code',
    },
    delays: { ERROR_CLEAR_MS: 'after 3 s' },
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
  },
  itemLifecycle: {
    guards: {
      isRequestKind: 'only for an invitation request or a member registration',
      isMessageKind: 'only for a message to a Talent Agent',
      sentByOwner: 'only by the agent who took the item',
      sentByOwnerOrAdmin: 'only by the agent who took the item, or an administrator',
    },
    delays: {},
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
  },
  loginModal: {
    guards: {
      startsAtInvitation: "only when opened from 'Become a member' (step 2)",
      isInvalidEmail:
        'only when “I prefer to be contacted by email” is ticked and the text is not an e-mail address',
      hasContactInfo: 'only when contact details are filled in',
    },
    delays: { ERROR_CLEAR_MS: 'after 3 s' },
  },
  memberRegistration: {
    guards: { isValid: 'only when every field is valid' },
    delays: {},
  },
  welcomeMember: {
    guards: {
      isValid: 'only when valid',
      linkUnusable: 'on a 401',
      namesFields: 'on field errors',
    },
    delays: {},
  },
  membershipDialog: {
    guards: {},
    delays: { MODAL_CLOSE_MS: 'after the 300 ms close animation' },
  },
  outboxDelivery: {
    guards: {
      permanentRefusal: 'only when the server refused for good (a 5xx reply)',
      attemptsLeft: 'only while fewer than 6 attempts were made',
    },
    delays: { STORE_RETRY_MS: 'after 5 s' },
  },
  nda: {
    guards: { isSignedOut: 'only when nobody is signed in or the session has ended' },
    delays: {},
  },
  reachOut: {
    guards: {
      hasProblem: 'only when the field cannot be sent as it is',
      isComplete: 'only when every field can be sent',
      answeredOk: 'only when the server answers 200',
    },
    delays: { REDIRECT_DELAY_MS: 'after 2 s' },
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
  },
  filmPlayer: {
    guards: {
      landsAtStart: 'only when it lands at the start of the film',
      landsAtEnd: 'only when it lands at the end of the film',
      atStart: 'only while still at the start (before the first tick)',
    },
    delays: {},
  },
  sidebar: { guards: {}, delays: {} },
  slider: {
    guards: { isSlide: 'only when the chosen slide exists' },
    delays: {},
  },
  subscribe: {
    guards: {
      hasProblem: 'only when the address cannot be sent as it is',
      isValidEmail: 'only when the address is a valid e-mail address',
      answeredOk: 'only when the server answers 200',
    },
    delays: {},
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
  },
  agentInbox: {
    guards: {
      hasNext: 'only when there is a next page',
      hasItems: 'only when the list shows items',
      searchDiffers: 'only when the address asks for other filters than the list shows',
    },
    delays: { FILTER_SETTLE_MS: 'after 400 ms without another change' },
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
  },
  agentErasureLog: {
    guards: {},
    delays: {},
  },
  agentExportLog: {
    guards: { unauthorized: 'only when the session has ended (401)' },
    delays: {},
  },
  consoleShortcuts: {
    guards: {},
    delays: { GO_PREFIX_MS: 'after 1.5 s without a second key' },
  },
  agentViews: {
    guards: {
      unauthorized: 'only when the session has ended (401)',
      nameIsValid: 'only when the name is 1 to 60 characters',
      nameRefused: 'only when the server refused the name (taken)',
      saveRefused: 'only when the account holds the most views (409)',
      alreadyGone: 'only when the view was already gone (404)',
    },
    delays: {},
  },
  agentMail: {
    guards: {
      hasNext: 'only when there is a next page',
      notFailed: 'only when the message is no longer failed (409)',
      openIsFailed: 'only when the open message failed',
    },
    delays: {},
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
  },
  agentErase: {
    guards: {
      sameContact: 'only when the contact is typed the same twice',
      filledIn: 'only when a contact is typed',
    },
    delays: {},
  },
  agentExport: {
    guards: {},
    delays: {},
  },
  agentBulk: {
    guards: {
      unselectsLast: 'only when it unticks the last selected item',
      pageHasItems: 'only when the inbox shows items',
      noneStillShown: 'only when the inbox shows none of the selected items',
    },
    delays: {},
  },
  agentCampaigns: {
    guards: {
      draftIsValid: 'only when the new campaign’s fields are valid',
      invalid: 'only when the server refuses a field (400)',
    },
    delays: {},
  },
  agentSettings: {
    guards: {
      formIsValid: 'only when the settings’ fields are valid',
      refused: 'only when the server refuses a field (400)',
    },
    delays: {},
  },
  agentCampaign: {
    guards: {
      editIsValid: 'only when the campaign’s fields are valid',
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

/** Every guard or delay of these machines that has no wording, as 'machine: guard name'. */
export function missingWordings(machines: AnyStateMachine[]): string[] {
  return machines.flatMap((machine) => {
    const wording = wordings[machine.id]
    const { guards, delays } = guardsAndDelaysOf(machine)
    return [
      ...guards.filter((name) => !wording?.guards[name]).map((name) => `guard ${name}`),
      ...delays.filter((name) => !wording?.delays[name]).map((name) => `delay ${name}`),
    ].map((missing) => `${machine.id}: ${missing}`)
  })
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
