import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate'
import { newAgentRequest, type Agent, type AgentRole } from '../agents/contract'
import { notProvided } from './shared'

export interface AccountDraft {
  username: string
  displayName: string
  password: string
  role: AgentRole
}
export type AccountDraftField = keyof AccountDraft

export const emptyDraft: AccountDraft = {
  username: '',
  displayName: '',
  password: '',
  role: 'agent',
}

export const agentAccountsMessages = {
  failed: 'The accounts could not be loaded. Please try again.',
  taken: 'That user name is taken.',
  createFailed: 'The account could not be created. Please try again.',
  toggleFailed: 'The account could not be changed. Please try again.',
} as const

/** Why the draft cannot be sent yet, field by field (the contract's own rules). */
export function draftProblems(draft: AccountDraft): Partial<Record<AccountDraftField, string>> {
  const checked = newAgentRequest.safeParse(draft)
  if (checked.success) return {}
  const problems: Partial<Record<AccountDraftField, string>> = {}
  for (const issue of checked.error.issues) {
    const field = issue.path[0] as AccountDraftField
    problems[field] ??= issue.message
  }
  return problems
}

export interface AgentAccountsContext {
  accounts: Agent[]
  draft: AccountDraft
  /** The message of the last failed creation. */
  createProblem: string
  /** The account being disabled or enabled. */
  toggling: { id: number; disabled: boolean } | null
}

export type AgentAccountsEvent =
  | { type: 'CHANGE_DRAFT'; field: AccountDraftField; value: string }
  | { type: 'CREATE' }
  | { type: 'TOGGLE'; id: number; disabled: boolean }
  | { type: 'RETRY' }

const statusOf = (event: unknown) => (event as { error?: { status?: number } }).error?.status

/**
 * The accounts of the console (issue 30, admins only): every staff account, a form that
 * creates an agent or an admin, and Disable or Enable per account (disabling ends its sessions).
 */
export const agentAccountsMachine = setup({
  types: {
    context: {} as AgentAccountsContext,
    events: {} as AgentAccountsEvent,
  },
  actors: {
    /** Supplied by the app: GET /api/agents/accounts. */
    loadAccounts: fromPromise<Agent[]>(notProvided('loadAccounts')),
    /** Supplied by the app: POST /api/agents/accounts. */
    createAccount: fromPromise<Agent, AccountDraft>(notProvided('createAccount')),
    /** Supplied by the app: PATCH /api/agents/accounts/:id. */
    setDisabled: fromPromise<Agent, { id: number; disabled: boolean }>(notProvided('setDisabled')),
  },
  actions: {
    /** Supplied by the app: the session has ended (a call answered 401). */
    sessionLost: () => {},
  },
  guards: {
    draftIsValid: ({ context }) => newAgentRequest.safeParse(context.draft).success,
    unauthorized: ({ event }) => statusOf(event) === 401,
    taken: ({ event }) => statusOf(event) === 409,
  },
}).createMachine({
  id: 'agentAccounts',
  description:
    'Staff accounts (admins only): the list, creating an agent or an admin, disabling and enabling.',
  meta: {
    purpose: 'The Talent Agents’ accounts: list, create, disable and enable (admins).',
    spec: '—',
  },
  context: { accounts: [], draft: emptyDraft, createProblem: '', toggling: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadAccounts',
        src: 'loadAccounts',
        onDone: { target: 'ready', actions: assign({ accounts: ({ event }) => event.output }) },
        onError: [
          { guard: 'unauthorized', target: 'failed', actions: 'sessionLost' },
          { target: 'failed' },
        ],
      },
    },
    failed: {
      description: `'${agentAccountsMessages.failed}'`,
      on: { RETRY: 'loading' },
    },
    ready: {
      initial: 'idle',
      on: {
        CHANGE_DRAFT: {
          actions: assign({
            draft: ({ context, event }) => ({ ...context.draft, [event.field]: event.value }),
          }),
        },
      },
      states: {
        idle: {
          on: {
            CREATE: { guard: 'draftIsValid', target: 'creating' },
            TOGGLE: {
              target: 'toggling',
              actions: assign({
                toggling: ({ event }) => ({ id: event.id, disabled: event.disabled }),
              }),
            },
          },
        },
        creating: {
          description: 'Create account is busy.',
          invoke: {
            id: 'createAccount',
            src: 'createAccount',
            input: ({ context }) => ({ ...context.draft, username: context.draft.username.trim() }),
            onDone: {
              target: 'idle',
              actions: assign({
                accounts: ({ context, event }) => [
                  ...context.accounts.filter((account) => account.id !== event.output.id),
                  event.output,
                ],
                draft: emptyDraft,
                createProblem: '',
              }),
            },
            onError: [
              {
                guard: 'unauthorized',
                target: 'createFailed',
                actions: [
                  'sessionLost',
                  assign({ createProblem: agentAccountsMessages.createFailed }),
                ],
              },
              {
                guard: 'taken',
                target: 'createFailed',
                actions: assign({ createProblem: agentAccountsMessages.taken }),
              },
              {
                target: 'createFailed',
                actions: assign({ createProblem: agentAccountsMessages.createFailed }),
              },
            ],
          },
        },
        createFailed: {
          description: "'That user name is taken.' or the failure; what was typed is kept.",
          on: {
            CREATE: { guard: 'draftIsValid', target: 'creating' },
            TOGGLE: {
              target: 'toggling',
              actions: assign({
                toggling: ({ event }) => ({ id: event.id, disabled: event.disabled }),
              }),
            },
          },
        },
        toggling: {
          description: 'The account’s Disable or Enable is busy.',
          invoke: {
            id: 'setDisabled',
            src: 'setDisabled',
            input: ({ context }) => context.toggling!,
            onDone: {
              target: 'idle',
              actions: assign({
                accounts: ({ context, event }) =>
                  context.accounts.map((account) =>
                    account.id === event.output.id ? event.output : account,
                  ),
                toggling: null,
              }),
            },
            onError: [
              { guard: 'unauthorized', target: 'toggleFailed', actions: 'sessionLost' },
              { target: 'toggleFailed' },
            ],
          },
        },
        toggleFailed: {
          description: `'${agentAccountsMessages.toggleFailed}'`,
          on: {
            CREATE: { guard: 'draftIsValid', target: 'creating' },
            TOGGLE: {
              target: 'toggling',
              actions: assign({
                toggling: ({ event }) => ({ id: event.id, disabled: event.disabled }),
              }),
            },
          },
        },
      },
    },
  },
})

export type AgentAccountsActor = ActorRefFrom<typeof agentAccountsMachine>
