import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate'
import type { MemberRegistrationRequest } from '../api/schemas'
import { editingOrFailed, notProvided } from './shared'
import {
  registrationErrors,
  registrationRequest,
  type RegistrationContext,
  type RegistrationField,
} from './memberRegistration.rules'

export {
  registrationErrors,
  registrationRequest,
  type RegistrationContext,
  type RegistrationField,
  type RegistrationValues,
} from './memberRegistration.rules'

/**
 * The member registration form in the sidebar of /i-want-a-password (SPEC.md 2.1, 2.3, 3):
 * full name, email, role and an optional referral. Sending an invalid form shows a message
 * under each invalid field; a registered member sees a confirmation.
 */
export const memberRegistrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as { type: 'CHANGE'; field: RegistrationField; value: string } | { type: 'SUBMIT' },
  },
  actors: {
    /** Supplied by the app: the member registration call. */
    register: fromPromise<unknown, MemberRegistrationRequest>(notProvided('register')),
  },
  guards: {
    isValid: ({ context }) => Object.keys(registrationErrors(context)).length === 0,
  },
}).createMachine({
  id: 'memberRegistration',
  description:
    'Sends full name, email, role and an optional referral; invalid fields get a message each; success shows a confirmation.',
  meta: {
    purpose: 'The member registration form of /i-want-a-password.',
    spec: '2.1, 2.3, 3',
  },
  context: { fullName: '', email: '', role: '', referralName: '', showErrors: false },
  initial: 'idle',
  states: {
    idle: {
      description:
        'The form: full name, email, role and an optional referral, with its send button.',
      ...editingOrFailed,
      on: {
        CHANGE: {
          target: '.editing',
          actions: assign(({ event }) => ({ [event.field]: event.value })),
        },
        SUBMIT: [
          { guard: 'isValid', target: 'submitting' },
          {
            description: 'Invalid: a message shows under each invalid field.',
            actions: assign({ showErrors: true }),
          },
        ],
      },
    },
    submitting: {
      description: 'The button shows a spinner; the fields are disabled.',
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => registrationRequest(context),
        onDone: 'registered',
        onError: 'idle.failed',
      },
    },
    registered: {
      type: 'final',
      description: 'The confirmation replaces the form.',
    },
  },
})

export type MemberRegistrationActor = ActorRefFrom<typeof memberRegistrationMachine>
