import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate'
import { notProvided } from './shared'

export const agentEraseMessages = {
  mismatch: 'The two entries differ: type the same address or profile twice.',
  failed: 'Nothing was erased: the request failed. Please try again.',
} as const

export interface AgentEraseContext {
  contact: string
  confirm: string
  /** Rows erased, per kind, once done. */
  erased: Record<string, number> | null
}

export type AgentEraseEvent =
  | { type: 'CHANGE_CONTACT'; value: string }
  | { type: 'CHANGE_CONFIRM'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'START_OVER' }

/** Whether the two entries name the same contact (spaces around it do not count). */
export const sameContact = (context: Pick<AgentEraseContext, 'contact' | 'confirm'>) =>
  context.contact.trim().length > 0 && context.contact.trim() === context.confirm.trim()

/**
 * Erase (issue 30, admins only): a person's address or profile typed twice, then confirmed,
 * removes every row that holds it, across all kinds; the history keeps only that it happened.
 */
export const agentEraseMachine = setup({
  types: {
    context: {} as AgentEraseContext,
    events: {} as AgentEraseEvent,
  },
  actors: {
    /** Supplied by the app: POST /api/agents/erase. */
    erase: fromPromise<Record<string, number>, { contact: string; confirm: string }>(
      notProvided('erase'),
    ),
  },
  actions: {
    /** Supplied by the app: something was erased (the erasure log shows it). */
    announceErased: () => {},
  },
  guards: {
    sameContact: ({ context }) => sameContact(context),
    filledIn: ({ context }) => context.contact.trim().length > 0,
  },
}).createMachine({
  id: 'agentErase',
  description:
    'Erase a person: the address or profile typed twice, a confirmation, then every row that holds it is removed.',
  meta: {
    purpose: 'Erase a person from everything the club holds (admins).',
    spec: '—',
  },
  context: { contact: '', confirm: '', erased: null },
  initial: 'editing',
  states: {
    editing: {
      description: 'The form: the address or profile of the person to erase, typed twice.',
      initial: 'clean',
      on: {
        CHANGE_CONTACT: {
          target: '.clean',
          actions: assign({ contact: ({ event }) => event.value }),
        },
        CHANGE_CONFIRM: {
          target: '.clean',
          actions: assign({ confirm: ({ event }) => event.value }),
        },
        SUBMIT: [
          { guard: 'sameContact', target: 'confirming' },
          { guard: 'filledIn', target: '.mismatch' },
        ],
      },
      states: {
        clean: {
          description: 'Nothing to report yet: the administrator types, then asks to erase.',
        },
        mismatch: { description: `'${agentEraseMessages.mismatch}'` },
        failed: { description: `'${agentEraseMessages.failed}'` },
      },
    },
    confirming: {
      description: "'Erase everything about <contact>? This cannot be undone.' Erase / Cancel.",
      on: { CONFIRM: 'erasing', CANCEL: 'editing' },
    },
    erasing: {
      description: 'Every row that holds the person is being removed: the administrator waits.',
      invoke: {
        id: 'erase',
        src: 'erase',
        input: ({ context }) => ({
          contact: context.contact.trim(),
          confirm: context.confirm.trim(),
        }),
        onDone: {
          target: 'erased',
          actions: [assign({ erased: ({ event }) => event.output }), 'announceErased'],
        },
        onError: 'editing.failed',
      },
    },
    erased: {
      description: 'What was erased, per kind.',
      on: {
        START_OVER: {
          target: 'editing',
          actions: assign({ contact: '', confirm: '', erased: null }),
        },
      },
    },
  },
})

export type AgentEraseActor = ActorRefFrom<typeof agentEraseMachine>
