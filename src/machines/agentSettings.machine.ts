import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate'
import {
  accountChangeRequest,
  type AccountChange,
  type Agent,
  type NoticeChoice,
} from '../agents/contract'
import { notProvided } from './shared'
import { loadStates } from './loadFragment'

/** The agent's own settings as the form holds them: the address as typed ('' for none), the
 *  notices, and a new password with the current one, only when a new one is typed. */
export interface SettingsForm {
  email: string
  notices: NoticeChoice
  password: string
  currentPassword: string
}
export type SettingsField = keyof SettingsForm
export type SettingsProblems = Partial<Record<SettingsField, string>>

export const agentSettingsMessages = {
  loadFailed: 'Your settings could not be loaded. Please try again.',
  saved: 'Your settings are saved.',
  /** A new password ends the account's other sessions (server/agents/accounts.ts). */
  passwordSaved:
    'Your settings are saved. Your new password is in use; your other sessions have ended.',
  refused: 'Some settings were not accepted: see the fields.',
  failed: 'Your settings could not be saved. Please try again.',
  noAddress: 'Notices need an address to go to.',
  currentPasswordNeeded: 'Type your current password to set a new one.',
} as const

export const formOf = (agent: Agent): SettingsForm => ({
  email: agent.email ?? '',
  notices: agent.notices,
  password: '',
  currentPassword: '',
})

/** What Save sends (PATCH /accounts/:id on one's own account): the address and the notices,
 *  and the passwords only when a new one is typed. Never a role or a state: an agent may not
 *  change those (403). */
export function settingsChangeOf(form: SettingsForm): AccountChange {
  const { notices, password, currentPassword } = form
  return {
    email: form.email.trim() || null,
    notices,
    ...(password ? { password, currentPassword } : {}),
  }
}

/** Why the form cannot be saved yet, field by field: the contract's rules, notices need an
 *  address, and a new password needs the current one (the server checks it). */
export function settingsProblems(form: SettingsForm): SettingsProblems {
  const change = settingsChangeOf(form)
  const problems: SettingsProblems = {}
  const checked = accountChangeRequest.safeParse(change)
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      problems[issue.path[0] as SettingsField] ??= issue.message
    }
  }
  if (change.notices !== 'off' && change.email === null) {
    problems.notices ??= agentSettingsMessages.noAddress
  }
  if (form.password && !form.currentPassword) {
    problems.currentPassword ??= agentSettingsMessages.currentPasswordNeeded
  }
  return problems
}

/** The server's 400: the first message of each field it names (its `fields`), if any. */
function refusedFields(error: unknown): SettingsProblems | null {
  const { status, body } = (error ?? {}) as { status?: number; body?: { fields?: unknown } }
  const fields = body?.fields
  if (status !== 400 || typeof fields !== 'object' || fields === null) return null
  const problems: SettingsProblems = {}
  for (const [field, messages] of Object.entries(fields)) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') {
      problems[field as SettingsField] = messages[0]
    }
  }
  return problems
}

export interface AgentSettingsContext {
  /** The signed-in agent's id: the account the settings are of. */
  me: number
  form: SettingsForm
  /** The server's refusals, under their fields until the field changes. */
  refused: SettingsProblems
  /** Whether the last save set a new password. */
  passwordChanged: boolean
}

export type AgentSettingsEvent =
  { type: 'CHANGE'; field: SettingsField; value: string } | { type: 'SAVE' } | { type: 'RETRY' }

const errorOf = (event: unknown) => (event as { error?: unknown }).error

/**
 * An agent's own settings (issue 43, /agents/settings): the address notices go to, how often
 * (each, a digest, none) and a new password, with the current one. Loaded from GET /me, saved
 * with the account change call on one's own account; what was typed is kept when it fails.
 */
export const agentSettingsMachine = setup({
  types: {
    input: {} as { me: number },
    context: {} as AgentSettingsContext,
    events: {} as AgentSettingsEvent,
  },
  actors: {
    /** Supplied by the app: GET /api/agents/me. */
    loadSettings: fromPromise<Agent>(notProvided('loadSettings')),
    /** Supplied by the app: PATCH /api/agents/accounts/:id (one's own). */
    saveSettings: fromPromise<Agent, { id: number; change: AccountChange }>(
      notProvided('saveSettings'),
    ),
  },
  actions: {
    /** A change of a field: the form takes it, and that field's refusal goes. */
    change: assign(({ context, event }) => {
      const { field, value } = event as Extract<AgentSettingsEvent, { type: 'CHANGE' }>
      const { [field]: _dropped, ...refused } = context.refused
      return { form: { ...context.form, [field]: value }, refused }
    }),
  },
  guards: {
    refused: ({ event }) => refusedFields(errorOf(event)) !== null,
    formIsValid: ({ context }) => Object.keys(settingsProblems(context.form)).length === 0,
  },
}).createMachine({
  id: 'agentSettings',
  description:
    'An agent’s own settings: the notices’ address and choice, a new password with the current one.',
  meta: {
    purpose: 'Each Talent Agent sets their own notices, address and password.',
    spec: '—',
  },
  context: ({ input }) => ({
    me: input.me,
    form: { email: '', notices: 'off', password: '', currentPassword: '' },
    refused: {},
    passwordChanged: false,
  }),
  initial: 'loading',
  states: {
    ...loadStates<AgentSettingsContext, AgentSettingsEvent>()({
      src: 'loadSettings',
      loaded: (account: Agent) => ({ form: formOf(account) }),
      ready: 'editing',
      failedMessage: agentSettingsMessages.loadFailed,
      loadingDescription: 'Asks for the account as it is now.',
    }),
    editing: {
      description: 'The form; Save is enabled once nothing in it breaks a rule.',
      on: {
        CHANGE: { actions: 'change' },
        SAVE: { guard: 'formIsValid', target: 'saving' },
      },
    },
    saving: {
      description: 'Save is busy.',
      invoke: {
        id: 'saveSettings',
        src: 'saveSettings',
        input: ({ context }) => ({ id: context.me, change: settingsChangeOf(context.form) }),
        onDone: {
          target: 'saved',
          actions: assign({
            passwordChanged: ({ context }) => context.form.password !== '',
            form: ({ event }) => formOf(event.output),
          }),
        },
        onError: [
          {
            guard: 'refused',
            target: 'refused',
            actions: assign({ refused: ({ event }) => refusedFields(event.error)! }),
          },
          { target: 'saveFailed' },
        ],
      },
    },
    saved: {
      description: `'${agentSettingsMessages.saved}' (with a new password: '${agentSettingsMessages.passwordSaved}'); the passwords are emptied.`,
      on: { CHANGE: { target: 'editing', actions: 'change' } },
    },
    // The form there is the one Save sent (a change goes back to editing): it keeps the rules.
    refused: {
      description: `'${agentSettingsMessages.refused}', each refusal under its field; what was typed is kept.`,
      on: { CHANGE: { target: 'editing', actions: 'change' }, SAVE: 'saving' },
    },
    saveFailed: {
      description: `'${agentSettingsMessages.failed}'; what was typed is kept.`,
      on: { CHANGE: { target: 'editing', actions: 'change' }, SAVE: 'saving' },
    },
  },
})

export type AgentSettingsActor = ActorRefFrom<typeof agentSettingsMachine>
