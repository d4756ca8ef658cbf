import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate'
import { isValidEmail } from '../lib/email'
import { editingOrFailed } from './editingOrFailed'
import { notProvided, type Answer } from './shared'
import { problemOf, type SubscribeContext } from './subscribe.rules'

export { SUBSCRIBED_MESSAGE, subscribeProblem, type SubscribeContext } from './subscribe.rules'

/**
 * The newsletter box (SPEC.md 4, 5, 8): idle, loading with a spinner, subscribed. Only a valid
 * email can be sent, only status 200 is a success, and a subscribed box cannot send again.
 */
export const subscribeMachine = setup({
  types: {
    context: {} as SubscribeContext,
    events: {} as { type: 'CHANGE'; value: string } | { type: 'CHECK' } | { type: 'SUBMIT' },
  },
  actors: {
    /** Supplied by the app: the subscribe call; resolves with the status it answered. */
    subscribe: fromPromise<Answer, { email: string }>(notProvided('subscribe')),
  },
  guards: {
    isValidEmail: ({ context }) => isValidEmail(context.email.trim()),
    hasProblem: ({ context }) => problemOf(context.email) !== undefined,
    answeredOk: (_, answer: Answer) => answer.status === 200,
  },
}).createMachine({
  id: 'subscribe',
  description:
    'Idle until a valid email is sent; loading shows a spinner; subscribed locks the box for good.',
  meta: { purpose: "The 'Subscribe to Us!' newsletter box.", spec: '4, 5, 8' },
  context: { email: '', checked: false },
  initial: 'idle',
  states: {
    idle: {
      description: 'The button is disabled while the email is empty or invalid.',
      ...editingOrFailed,
      on: {
        CHANGE: { target: '.editing', actions: assign({ email: ({ event }) => event.value }) },
        CHECK: {
          guard: 'hasProblem',
          description: 'Left the field or pressed Enter with an address that cannot be sent.',
          actions: assign({ checked: true }),
        },
        SUBMIT: { guard: 'isValidEmail', target: 'loading' },
      },
    },
    loading: {
      description: 'The button shows a spinner.',
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: [
          {
            guard: { type: 'answeredOk', params: ({ event }) => event.output },
            target: 'subscribed',
            actions: assign({ email: '' }),
          },
          { target: 'idle.failed', description: 'Any status but 200 is a failure.' },
        ],
        onError: 'idle.failed',
      },
    },
    subscribed: {
      type: 'final',
      description:
        "The input is cleared and locked, the button reads 'Subscribed!', the message becomes 'One of our Talent Agents will be in touch with you soon! Cheers!'.",
    },
  },
})

export type SubscribeActor = ActorRefFrom<typeof subscribeMachine>
