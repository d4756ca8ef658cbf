import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate'
import type { Agent } from '../agents/contract'
import { notProvided } from './shared'

/** A console session as the server answers a sign-in (POST /api/agents/session). */
export interface AgentSession {
  token: string
  /** ISO time when the session ends unless used: the console signs out then. */
  expiresAt: string
  agent: Agent
}

/** Why a call failed, as the console's client says it (src/agents/client.ts). */
export interface AgentCallFailure {
  status?: number
  /** Seconds, from Retry-After on a 429. */
  retryAfter?: number
}

export const agentSignInMessages = {
  rejected: 'The user name or the password is not right.',
  locked: (seconds: number) =>
    `Too many failed attempts: sign-in is locked. Try again in ${Math.max(1, Math.ceil(seconds / 60))} min.`,
  unreachable: 'The console could not be reached. Please try again.',
  expired: 'Your session has ended. Please sign in again.',
  ended: 'You have signed out.',
} as const

/** Ours: without Retry-After, a lock-out lasts a minute. */
export const DEFAULT_LOCK_SECONDS = 60
/** The longest a browser timer can wait (about 24.8 days). */
const LONGEST_TIMER_MS = 2_147_483_647

export interface AgentSignInContext {
  username: string
  password: string
  session: AgentSession | null
  /** How long the lock-out lasts, in seconds (429's Retry-After). */
  lockSeconds: number
}

export type AgentSignInEvent =
  | { type: 'CHANGE_USERNAME'; value: string }
  | { type: 'CHANGE_PASSWORD'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'SIGN_OUT' }
  /** A call answered 401: the server no longer knows the session. */
  | { type: 'SESSION_LOST' }

/** Sign in, from any state of the form but while it is busy or locked out. */
const submit = { guard: 'canSubmit', target: 'submitting' } as const

const statusOf = (error: unknown) => (error as AgentCallFailure | null)?.status

/**
 * The Talent Agents' console session (issue 30): sign in with a user name and a password, stay
 * signed in until the session's `expiresAt`, a 401 from any call, or Sign out, which ends the
 * session on the server (DELETE /api/agents/session) before the console forgets it.
 */
export const agentSignInMachine = setup({
  types: {
    context: {} as AgentSignInContext,
    events: {} as AgentSignInEvent,
  },
  actors: {
    /** Supplied by the app: the session kept in this tab (session storage), or null. */
    restoreSession: fromPromise<AgentSession | null>(notProvided('restoreSession')),
    /** Supplied by the app: POST /api/agents/session. */
    signIn: fromPromise<AgentSession, { username: string; password: string }>(
      notProvided('signIn'),
    ),
    /** Supplied by the app: DELETE /api/agents/session. */
    endSession: fromPromise<unknown, { token: string }>(notProvided('endSession')),
  },
  actions: {
    /** Supplied by the app: later calls carry the token; the tab keeps the session. */
    keepSession: (_, _params: { session: AgentSession }) => {},
    /** Supplied by the app: calls stop carrying the token; the tab forgets the session. */
    forgetSession: () => {},
  },
  guards: {
    hasSession: ({ event }) => (event as { output?: unknown }).output != null,
    canSubmit: ({ context }) => context.username.trim().length > 0 && context.password.length > 0,
    isLockedOut: ({ event }) => statusOf((event as { error?: unknown }).error) === 429,
    isRejected: ({ event }) => statusOf((event as { error?: unknown }).error) === 401,
  },
  delays: {
    /** Until the session's expiresAt (at once when it has passed). */
    SESSION_ENDS: ({ context }) =>
      Math.min(
        LONGEST_TIMER_MS,
        Math.max(0, Date.parse(context.session?.expiresAt ?? '') - Date.now() || 0),
      ),
    /** Until the lock-out ends (Retry-After). */
    LOCK_ENDS: ({ context }) => context.lockSeconds * 1000,
  },
}).createMachine({
  id: 'agentSignIn',
  description:
    'Sign-in to the Talent Agents’ console, the session until it expires or a call answers 401, and Sign out.',
  meta: {
    purpose:
      'The Talent Agents’ console: sign in, stay signed in until the session ends, sign out.',
    spec: '—',
  },
  context: { username: '', password: '', session: null, lockSeconds: DEFAULT_LOCK_SECONDS },
  initial: 'restoring',
  states: {
    restoring: {
      description: 'Reads the session this tab kept (a reload).',
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          {
            guard: 'hasSession',
            target: 'signedIn',
            actions: [
              assign({ session: ({ event }) => event.output }),
              {
                type: 'keepSession',
                params: ({ event }) => ({ session: event.output! }),
              },
            ],
          },
          { target: 'signedOut' },
        ],
        onError: 'signedOut',
      },
    },
    signedOut: {
      description: "The sign-in form: 'User name', 'Password' and Sign in.",
      initial: 'editing',
      on: {
        CHANGE_USERNAME: { actions: assign({ username: ({ event }) => event.value }) },
        CHANGE_PASSWORD: { actions: assign({ password: ({ event }) => event.value }) },
      },
      states: {
        editing: {
          description: 'The form waits for a user name and a password; nothing went wrong yet.',
          on: { SUBMIT: submit },
        },
        submitting: {
          description: 'Sign in is busy.',
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: ({ context }) => ({
              username: context.username.trim(),
              password: context.password,
            }),
            onDone: {
              target: '#agentSignIn.signedIn',
              actions: [
                assign({ session: ({ event }) => event.output, password: '' }),
                { type: 'keepSession', params: ({ event }) => ({ session: event.output }) },
              ],
            },
            onError: [
              {
                guard: 'isLockedOut',
                target: 'locked',
                actions: assign({
                  lockSeconds: ({ event }) =>
                    (event.error as AgentCallFailure).retryAfter ?? DEFAULT_LOCK_SECONDS,
                }),
              },
              { guard: 'isRejected', target: 'rejected' },
              { target: 'unreachable' },
            ],
          },
        },
        rejected: { description: `'${agentSignInMessages.rejected}'`, on: { SUBMIT: submit } },
        locked: {
          description: "'Too many failed attempts: sign-in is locked.' until Retry-After ends.",
          after: { LOCK_ENDS: 'editing' },
        },
        unreachable: {
          description: `'${agentSignInMessages.unreachable}'`,
          on: { SUBMIT: submit },
        },
        expired: { description: `'${agentSignInMessages.expired}'`, on: { SUBMIT: submit } },
        ended: { description: `'${agentSignInMessages.ended}'`, on: { SUBMIT: submit } },
      },
    },
    signedIn: {
      description: 'The console: inbox, items, export; accounts and erase for an admin.',
      after: {
        SESSION_ENDS: {
          target: 'signedOut.expired',
          actions: ['forgetSession', assign({ session: null })],
        },
      },
      on: {
        SESSION_LOST: {
          target: 'signedOut.expired',
          actions: ['forgetSession', assign({ session: null })],
        },
        SIGN_OUT: 'signingOut',
      },
    },
    signingOut: {
      description: 'Ends the session on the server, then forgets it whatever the answer.',
      invoke: {
        id: 'endSession',
        src: 'endSession',
        input: ({ context }) => ({ token: context.session!.token }),
        onDone: {
          target: 'signedOut.ended',
          actions: ['forgetSession', assign({ session: null })],
        },
        onError: {
          target: 'signedOut.ended',
          actions: ['forgetSession', assign({ session: null })],
        },
      },
    },
  },
})

export type AgentSignInActor = ActorRefFrom<typeof agentSignInMachine>
