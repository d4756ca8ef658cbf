import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate'
import {
  accountChangeRequest,
  newAgentRequest,
  type AccountChange,
  type Agent,
  type AgentRole,
  type NoticeChoice,
} from '../agents/contract'
import { notProvided } from './shared'
import { loadStates } from './loadFragment'

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
  lastAdmin: 'The last enabled administrator must stay one.',
  wrongPassword: 'Your current password is not correct.',
  saveRefused: 'The server refused these settings: check the address and the password.',
} as const

/** An account's settings as the edit form holds them: the address as typed ('' for none),
 *  and a new password (with the current one, for one's own account) only when one is typed. */
export interface AccountEdit {
  id: number
  role: AgentRole
  email: string
  notices: NoticeChoice
  password: string
  currentPassword: string
}
export type AccountEditField = Exclude<keyof AccountEdit, 'id'>

const editOf = (account: Agent): AccountEdit => ({
  id: account.id,
  role: account.role,
  email: account.email ?? '',
  notices: account.notices,
  password: '',
  currentPassword: '',
})

/** What SAVE sends: the settings, and the password fields only when a new one is typed. */
export function changeOf(edit: AccountEdit): { id: number; change: AccountChange } {
  const { id, role, notices, password, currentPassword } = edit
  const email = edit.email.trim() || null
  return {
    id,
    change: {
      role,
      email,
      notices,
      ...(password ? { password, ...(currentPassword ? { currentPassword } : {}) } : {}),
    },
  }
}

/** Why the edit cannot be saved yet, field by field (the contract's rules). */
export function editProblems(edit: AccountEdit): Partial<Record<AccountEditField, string>> {
  const { change } = changeOf(edit)
  const problems: Partial<Record<AccountEditField, string>> = {}
  const checked = accountChangeRequest.safeParse(change)
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      problems[issue.path[0] as AccountEditField] ??= issue.message
    }
  }
  if (change.notices !== 'off' && change.email === null) {
    problems.notices ??= 'Notices need an address to go to.'
  }
  return problems
}

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
  /** The settings being edited (one account at a time), or null. */
  editing: AccountEdit | null
  /** The message of the last failed save. */
  saveProblem: string
}

export type AgentAccountsEvent =
  | { type: 'CHANGE_DRAFT'; field: AccountDraftField; value: string }
  | { type: 'CREATE' }
  | { type: 'TOGGLE'; id: number; disabled: boolean }
  | { type: 'RETRY' }
  | { type: 'EDIT'; id: number }
  | { type: 'CHANGE_EDIT'; field: AccountEditField; value: string }
  | { type: 'SAVE' }
  | { type: 'CANCEL_EDIT' }

const statusOf = (event: unknown) => (event as { error?: { status?: number } }).error?.status

/** What the settled states accept (none while a call is busy: one call at a time). */
const settled = {
  CREATE: { guard: 'draftIsValid', target: 'creating' },
  TOGGLE: { target: 'toggling', actions: 'rememberToggle' },
  EDIT: { guard: 'knownAccount', target: '.idle', actions: 'openEdit' },
  SAVE: { guard: 'editIsValid', target: 'saving' },
  CANCEL_EDIT: { guard: 'editingOpen', target: '.idle', actions: 'closeEdit' },
} as const

/**
 * The accounts of the console (issue 30, admins only): every staff account, a form that
 * creates an agent or an admin, Disable or Enable per account (disabling ends its sessions),
 * and one account's settings at a time: role, notices address and choice, a new password.
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
    /** Supplied by the app: PATCH /api/agents/accounts/:id with the settings. */
    saveAccount: fromPromise<Agent, { id: number; change: AccountChange }>(
      notProvided('saveAccount'),
    ),
  },
  actions: {
    rememberToggle: assign({
      toggling: ({ event }) => {
        const { id, disabled } = event as Extract<AgentAccountsEvent, { type: 'TOGGLE' }>
        return { id, disabled }
      },
    }),
    openEdit: assign({
      editing: ({ context, event }) =>
        editOf(context.accounts.find((account) => account.id === (event as { id: number }).id)!),
    }),
    // saveFailed's exit clears saveProblem: no other state shows or keeps it.
    closeEdit: assign({ editing: null }),
    forgetToggle: assign({ toggling: null }),
    /** 409: the last enabled administrator; 400: a refused field; else the failure. */
    noteSaveProblem: assign({
      saveProblem: ({ event }) =>
        ({ 409: agentAccountsMessages.lastAdmin, 400: agentAccountsMessages.saveRefused })[
          statusOf(event) as 409 | 400
        ] ?? agentAccountsMessages.toggleFailed,
    }),
  },
  guards: {
    draftIsValid: ({ context }) => newAgentRequest.safeParse(context.draft).success,
    taken: ({ event }) => statusOf(event) === 409,
    editingOpen: ({ context }) => context.editing !== null,
    editIsValid: ({ context }) =>
      context.editing !== null && Object.keys(editProblems(context.editing)).length === 0,
    knownAccount: ({ context, event }) =>
      context.accounts.some((account) => account.id === (event as { id: number }).id),
  },
}).createMachine({
  id: 'agentAccounts',
  description: 'Staff accounts (admins only): list, create, disable, enable, settings.',
  meta: {
    purpose:
      'The Talent Agents’ accounts: list, create, disable, enable and change settings (admins).',
    spec: '—',
  },
  context: {
    accounts: [],
    draft: emptyDraft,
    createProblem: '',
    toggling: null,
    editing: null,
    saveProblem: '',
  },
  initial: 'loading',
  states: {
    ...loadStates<AgentAccountsContext, AgentAccountsEvent>()({
      src: 'loadAccounts',
      loaded: (accounts: Agent[]) => ({ accounts }),
      failedMessage: agentAccountsMessages.failed,
      loadingDescription: 'Asks for every staff account.',
    }),
    ready: {
      description: 'The list of staff accounts is shown, with the form for a new account.',
      on: {
        CHANGE_DRAFT: {
          actions: assign({
            draft: ({ context, event }) => ({ ...context.draft, [event.field]: event.value }),
          }),
        },
        CHANGE_EDIT: {
          guard: 'editingOpen',
          actions: assign({
            editing: ({ context, event }) => ({ ...context.editing!, [event.field]: event.value }),
          }),
        },
      },
      initial: 'settled',
      states: {
        settled: {
          description: 'Nothing is busy: each of the calls can begin.',
          initial: 'idle',
          on: settled,
          states: {
            idle: {
              description:
                'The accounts are shown and nothing went wrong: the administrator may create, disable, enable or edit one.',
            },
            createFailed: {
              description: "'That user name is taken.' or the failure; what was typed is kept.",
              exit: assign({ createProblem: '' }),
            },
            toggleFailed: {
              description: `'${agentAccountsMessages.toggleFailed}'`,
            },
            saveFailed: {
              description: 'The refusal or failure; the edit is kept.',
              exit: assign({ saveProblem: '' }),
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
              target: 'settled.idle',
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
                guard: 'taken',
                target: 'settled.createFailed',
                actions: assign({ createProblem: agentAccountsMessages.taken }),
              },
              {
                target: 'settled.createFailed',
                actions: assign({ createProblem: agentAccountsMessages.createFailed }),
              },
            ],
          },
        },
        toggling: {
          description: 'The account’s Disable or Enable is busy.',
          exit: 'forgetToggle',
          invoke: {
            id: 'setDisabled',
            src: 'setDisabled',
            input: ({ context }) => context.toggling!,
            onDone: {
              target: 'settled.idle',
              actions: assign({
                accounts: ({ context, event }) =>
                  context.accounts.map((account) =>
                    account.id === event.output.id ? event.output : account,
                  ),
              }),
            },
            onError: 'settled.toggleFailed',
          },
        },
        saving: {
          description: 'Save settings is busy.',
          invoke: {
            id: 'saveAccount',
            src: 'saveAccount',
            input: ({ context }) => changeOf(context.editing!),
            onDone: {
              target: 'settled.idle',
              actions: assign({
                accounts: ({ context, event }) =>
                  context.accounts.map((account) =>
                    account.id === event.output.id ? event.output : account,
                  ),
                editing: null,
              }),
            },
            onError: { target: 'settled.saveFailed', actions: 'noteSaveProblem' },
          },
        },
      },
    },
  },
})

export type AgentAccountsActor = ActorRefFrom<typeof agentAccountsMachine>
