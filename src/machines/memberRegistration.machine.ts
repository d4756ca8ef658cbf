import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate'
import type { MemberRegistrationRequest } from '../api/schemas'
import { editingOrFailed } from './editingOrFailed'
import { notProvided } from './shared'
import { withChecked } from './checkedFields'
import {
  registrationErrors,
  registrationRequest,
  type RegistrationContext,
  type RegistrationField,
} from './memberRegistration.rules'

export {
  registrationErrors,
  registrationMessages,
  registrationRequest,
  type RegistrationContext,
  type RegistrationField,
  type RegistrationValues,
} from './memberRegistration.rules'

/**
 * The member registration form in the sidebar of /i-want-a-password (SPEC.md 2.1, 2.3, 3):
 * full name, email, role and an optional referral. 'Send my request' is disabled until the
 * form can be sent (as every form's button is, issue 47); a field left while it cannot be sent
 * says why under it; a registered member sees a confirmation.
 */
export const memberRegistrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as
      | { type: 'CHANGE'; field: RegistrationField; value: string }
      | { type: 'CHECK'; field: RegistrationField }
      | { type: 'SUBMIT' },
  },
  actors: {
    /** Supplied by the app: the member registration call. */
    register: fromPromise<unknown, MemberRegistrationRequest>(notProvided('register')),
  },
  guards: {
    isValid: ({ context }) => Object.keys(registrationErrors(context)).length === 0,
    hasProblem: ({ context }, field: RegistrationField) =>
      registrationErrors(context)[field] !== undefined,
  },
}).createMachine({
  id: 'memberRegistration',
  description:
    "'Send my request' is enabled only when full name, email and role are valid; a field left invalid says why; success shows a confirmation.",
  meta: {
    purpose: 'The member registration form of /i-want-a-password.',
    spec: '2.1, 2.3, 3',
  },
  context: { fullName: '', email: '', role: '', referralName: '', checked: [] },
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
        CHECK: {
          guard: { type: 'hasProblem', params: ({ event }) => event.field },
          description: 'Left a field, or pressed Enter in it, while it could not be sent.',
          actions: assign({
            checked: ({ context, event }) => withChecked(context.checked, event.field),
          }),
        },
        SUBMIT: { guard: 'isValid', target: 'submitting' },
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
