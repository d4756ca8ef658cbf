import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate'
import { reachOutContentMaxLength } from '../api/schemas'
import { editingOrFailed } from './editingOrFailed'
import { notProvided, type Answer } from './shared'
import { withChecked } from './checkedFields'
import { REDIRECT_DELAY_MS } from './timing'
import {
  REACH_OUT_TEMPLATE,
  isReachOutComplete,
  problemsOf,
  reachOutMessage,
  type ReachOutContext,
  type ReachOutField,
  type ReachOutValues,
} from './reachOut.rules'

export {
  REACH_OUT_TEMPLATE,
  isReachOutComplete,
  reachOutMessage,
  reachOutProblems,
  type ReachOutContext,
  type ReachOutField,
  type ReachOutValues,
} from './reachOut.rules'

/**
 * The reach-out form of /reach-out-a-talent-agent (SPEC.md 4, 5, 8): idle, submitting with a
 * spinner, submitted ('Submitted!', fields disabled), then /no-token after 2 s. A failure shows
 * the alert and keeps every field.
 */
export const reachOutMachine = setup({
  types: {
    context: {} as ReachOutContext,
    events: {} as
      | { type: 'CHANGE'; field: ReachOutField; value: string }
      | { type: 'CHECK'; field: ReachOutField }
      | { type: 'SUBMIT' },
  },
  actors: {
    /** Supplied by the app: the reach-out call; resolves with the status it answered. */
    sendMessage: fromPromise<Answer, ReachOutValues>(notProvided('sendMessage')),
  },
  actions: {
    /** Supplied by the app: navigate to /no-token. */
    goToNoToken: () => {},
  },
  guards: {
    isComplete: ({ context }) => isReachOutComplete(context),
    hasProblem: ({ context }, field: ReachOutField) => problemsOf(context)[field] !== undefined,
    answeredOk: (_, answer: Answer) => answer.status === 200,
  },
  delays: { REDIRECT_DELAY_MS },
}).createMachine({
  id: 'reachOut',
  description:
    "Submit is enabled only when the name, email and message are valid; 'Submitted!' then /no-token after 2 s.",
  meta: { purpose: 'The form that reaches out to a Talent Agent.', spec: '4, 5, 8' },
  context: { fullName: '', email: '', content: REACH_OUT_TEMPLATE, checked: [] },
  initial: 'idle',
  states: {
    idle: {
      description: 'The form: full name, email and the message, with Submit.',
      ...editingOrFailed,
      on: {
        CHANGE: {
          target: '.editing',
          description: 'The message keeps at most 500 characters.',
          actions: assign(({ event }) => ({
            [event.field]:
              event.field === 'content'
                ? event.value.slice(0, reachOutContentMaxLength)
                : event.value,
          })),
        },
        CHECK: {
          guard: { type: 'hasProblem', params: ({ event }) => event.field },
          description: 'Left a field, or pressed Enter in it, while it could not be sent.',
          actions: assign({
            checked: ({ context, event }) => withChecked(context.checked, event.field),
          }),
        },
        SUBMIT: { guard: 'isComplete', target: 'submitting' },
      },
    },
    submitting: {
      description: 'Submit shows a spinner; the fields are disabled.',
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }) => reachOutMessage(context),
        onDone: [
          {
            guard: { type: 'answeredOk', params: ({ event }) => event.output },
            target: 'submitted',
          },
          { target: 'idle.failed', description: 'Any status but 200 is a failure.' },
        ],
        onError: 'idle.failed',
      },
    },
    submitted: {
      description: "The button reads 'Submitted!' and the fields are disabled.",
      after: { REDIRECT_DELAY_MS: { target: 'redirected', actions: 'goToNoToken' } },
    },
    redirected: { description: 'The visitor was taken to /no-token.', type: 'final' },
  },
})

export type ReachOutActor = ActorRefFrom<typeof reachOutMachine>
