import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate'
import type { Boarding, LoginResponse } from '../api/schemas'
import type { StoredSession } from '../lib/storedSession'
import { isUnauthorized, notProvided } from './shared'
import {
  LOG_OUT_TIMEOUT_MS,
  REFRESH_INTERVAL_MS,
  REFRESH_MIN_DELAY_MS,
  REFRESH_RETRY_MS,
} from './timing'

export type { StoredSession }

/** What a refresh gives: new tokens, none, or only one of them (SPEC.md 9), and when. */
export interface RefreshOutcome {
  token?: string
  refreshToken?: string
  loggedAt: number
}

/** How long until the next refresh, between 1 ms and 3 hours (a `logged_at` in the future,
 *  which only a tampered cookie has, waits no longer than a fresh login). */
export function refreshDelay(loggedAt: number, now: number): number {
  const remaining = REFRESH_INTERVAL_MS - (now - loggedAt)
  return Math.min(Math.max(remaining, REFRESH_MIN_DELAY_MS), REFRESH_INTERVAL_MS)
}

// The chip's initials live apart: the header shows them without loading this machine.
export { initialsOf } from '../lib/initials'

type SessionEvent =
  | { type: 'RESTORE' }
  | { type: 'LOGGED_IN'; session: StoredSession }
  | { type: 'BOARDED'; boarding: Boarding }
  | { type: 'LOG_OUT' }

/**
 * The member's session (SPEC.md 3, 4, 9). It starts `unknown`, which renders like a visitor (the
 * prerendered page knows no cookie), and reads the cookie USER_DATA when the app sends RESTORE
 * after hydration. Signed in, the token is the Authorization header of later calls and is
 * refreshed 3 hours after the last login or refresh.
 */
export const sessionMachine = setup({
  types: {
    context: {} as { session: StoredSession | null },
    events: {} as SessionEvent,
  },
  actors: {
    /** Supplied by the app: the session in the cookie, or null (a corrupt one is deleted). */
    readStoredSession: fromPromise<StoredSession | null>(notProvided('readStoredSession')),
    /** Supplied by the app: the refresh call, made by one tab at a time. */
    refreshSession: fromPromise<RefreshOutcome, StoredSession>(notProvided('refreshSession')),
    /** Supplied by the app: the log-out call, which ends the session on the server. */
    logOutOnServer: fromPromise<void, StoredSession>(notProvided('logOutOnServer')),
  },
  actions: {
    /** Supplied by the app: the Authorization header of later calls (none when undefined). */
    applyAuthToken: (_, _params: { token: string | undefined }) => {},
    /** Supplied by the app: write the cookie USER_DATA. */
    saveSession: (_, _params: { session: StoredSession }) => {},
    /** Supplied by the app: delete the cookie USER_DATA. */
    deleteSessionCookie: () => {},
    /** Supplied by the app: empty the browser's session storage. */
    clearSessionStorage: () => {},
    /** Supplied by the app: forget the saved purchase-order date (local storage). */
    clearPurchaseOrderDate: () => {},
    /** Supplied by the app: reload the page. */
    reload: () => {},
    /** Supplied by the app: navigate to /nda. */
    goToNda: () => {},
    adoptSession: assign({ session: (_, params: { session: StoredSession }) => params.session }),
    forgetSession: assign({ session: null }),
    storeNewTokens: assign({
      session: ({ context }, outcome: RefreshOutcome) => ({
        ...context.session!,
        token: outcome.token || context.session!.token,
        user_login: {
          ...context.session!.user_login,
          refresh_token: outcome.refreshToken || context.session!.user_login.refresh_token,
        },
        logged_at: outcome.loggedAt,
      }),
    }),
    resetLoggedAt: assign({
      session: ({ context }, outcome: RefreshOutcome) => ({
        ...context.session!,
        logged_at: outcome.loggedAt,
      }),
    }),
    storeBoarding: assign({
      session: ({ context }, params: { boarding: Boarding }) => ({
        ...context.session!,
        boarding: params.boarding,
      }),
    }),
  },
  guards: {
    hasStoredSession: (_, params: { session: StoredSession | null }) => params.session !== null,
    /** Either token counts: what arrives is taken, what does not is kept. */
    hasNewTokens: (_, outcome: RefreshOutcome) => Boolean(outcome.token || outcome.refreshToken),
    /** The server refused the refresh token: the session was ended (by a sign-out elsewhere, or
     *  a refresh token spent twice). Other failures (network, server errors) are retried. */
    sessionEnded: (_, params: { error: unknown }) => isUnauthorized(params.error),
  },
  delays: {
    REFRESH_DELAY: ({ context }) => refreshDelay(context.session?.logged_at ?? 0, Date.now()),
    REFRESH_RETRY_MS,
    LOG_OUT_TIMEOUT_MS,
  },
}).createMachine({
  id: 'session',
  description:
    'Visitor until the cookie is read after hydration; signed in, the token is refreshed every 3 hours; Log Out clears everything and reloads.',
  meta: {
    purpose: 'The member session: cookie USER_DATA, login, refresh timer, onboarding, log out.',
    spec: '3, 4, 9',
  },
  context: { session: null },
  initial: 'unknown',
  on: {
    LOGGED_IN: {
      target: '#session.signedIn',
      reenter: true,
      description:
        'The login modal signed in: the token becomes the Authorization header, the cookie is written, session storage is cleared, then /nda.',
      actions: [
        { type: 'adoptSession', params: ({ event }) => ({ session: event.session }) },
        { type: 'applyAuthToken', params: ({ event }) => ({ token: event.session.token }) },
        { type: 'saveSession', params: ({ event }) => ({ session: event.session }) },
        'clearSessionStorage',
        'goToNda',
      ],
    },
  },
  states: {
    unknown: {
      description: 'Before hydration: nobody is known yet, the page renders as for a visitor.',
      on: { RESTORE: 'restoring' },
    },
    restoring: {
      description: 'Reading the cookie USER_DATA; a corrupt or tampered one is deleted.',
      invoke: {
        id: 'readStoredSession',
        src: 'readStoredSession',
        onDone: [
          {
            guard: { type: 'hasStoredSession', params: ({ event }) => ({ session: event.output }) },
            target: 'signedIn',
            actions: [
              { type: 'adoptSession', params: ({ event }) => ({ session: event.output! }) },
              { type: 'applyAuthToken', params: ({ event }) => ({ token: event.output!.token }) },
            ],
          },
          { target: 'anonymous' },
        ],
        onError: 'anonymous',
      },
    },
    anonymous: {
      description: "A visitor: 'Enter to the Future' opens the login modal.",
    },
    signedIn: {
      description: 'The initials chip, the platform link and Log Out are shown.',
      initial: 'waiting',
      on: {
        BOARDED: {
          description: 'Onboarding is complete: boarding is stored in the cookie.',
          actions: [
            { type: 'storeBoarding', params: ({ event }) => ({ boarding: event.boarding }) },
            { type: 'saveSession', params: ({ context }) => ({ session: context.session! }) },
          ],
        },
        LOG_OUT: { target: 'loggingOut', description: "'Log Out' in the chip's menu." },
      },
      states: {
        waiting: {
          description:
            'Until 3 hours after logged_at (at least 1 ms: also after a reload, from the cookie).',
          after: { REFRESH_DELAY: 'refreshing' },
        },
        refreshing: {
          description:
            'The token is being refreshed in the background: the member sees nothing change.',
          invoke: {
            id: 'refreshSession',
            src: 'refreshSession',
            input: ({ context }) => context.session!,
            onDone: [
              {
                guard: { type: 'hasNewTokens', params: ({ event }) => event.output },
                target: 'waiting',
                actions: [
                  { type: 'storeNewTokens', params: ({ event }) => event.output },
                  {
                    type: 'applyAuthToken',
                    params: ({ context }) => ({ token: context.session!.token }),
                  },
                  { type: 'saveSession', params: ({ context }) => ({ session: context.session! }) },
                ],
              },
              {
                target: 'waiting',
                description: 'No tokens: only logged_at is reset, and the timer rescheduled.',
                actions: [
                  { type: 'resetLoggedAt', params: ({ event }) => event.output },
                  { type: 'saveSession', params: ({ context }) => ({ session: context.session! }) },
                ],
              },
            ],
            onError: [
              {
                guard: { type: 'sessionEnded', params: ({ event }) => ({ error: event.error }) },
                target: '#session.anonymous',
                description: 'The server ended the session: the member is a visitor again.',
                actions: [
                  { type: 'applyAuthToken', params: { token: undefined } },
                  'deleteSessionCookie',
                  'forgetSession',
                ],
              },
              { target: 'retrying' },
            ],
          },
        },
        retrying: {
          description: 'The refresh failed (network, server error): tried again in a minute.',
          after: { REFRESH_RETRY_MS: 'refreshing' },
        },
      },
    },
    loggingOut: {
      description:
        'The server ends the session; its answer, a failure or 5 s of silence all lead on, so nobody stays signed in.',
      invoke: {
        id: 'logOutOnServer',
        src: 'logOutOnServer',
        input: ({ context }) => context.session!,
        onDone: 'loggedOut',
        onError: 'loggedOut',
      },
      after: { LOG_OUT_TIMEOUT_MS: 'loggedOut' },
    },
    loggedOut: {
      type: 'final',
      description: 'Everything is cleared (SPEC.md 4), then the page reloads as a visitor.',
      entry: [
        'clearSessionStorage',
        'clearPurchaseOrderDate',
        { type: 'applyAuthToken', params: { token: undefined } },
        'deleteSessionCookie',
        'forgetSession',
        'reload',
      ],
    },
  },
})

export type SessionActor = ActorRefFrom<typeof sessionMachine>

/** The session a login answer starts (SPEC.md 3): what the cookie will hold. */
export function sessionFromLogin(
  response: LoginResponse,
  username: string,
  loggedAt: number,
): StoredSession {
  return {
    id: response.id,
    token: response.token,
    user_login: response.user_login,
    logged_at: loggedAt,
    username,
  }
}
