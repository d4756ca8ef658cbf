import { fromPromise, setup, type ActorRefFrom } from 'xstate'
import type { Boarding } from '../api/schemas'
import { isUnauthorized, notProvided } from './shared'

export { ndaMessages } from './nda.rules'

/**
 * The NDA page: the confidentiality agreement in a modal. Continue is enabled only while
 * 'Accept Terms and Conditions.' is ticked (SPEC.md 2.3, 5); it completes onboarding, stores
 * boarding in the session, then goes to /home. A failure keeps the member on the page with a
 * message.
 */
export const ndaMachine = setup({
  types: {
    events: {} as { type: 'ACCEPT' } | { type: 'WITHDRAW' } | { type: 'CONTINUE' },
  },
  actors: {
    /** Supplied by the app: the complete-onboarding call, as the signed-in member. */
    completeOnboarding: fromPromise<Boarding>(notProvided('completeOnboarding')),
  },
  actions: {
    /** Supplied by the app: keep boarding in the session (and its cookie). */
    storeBoarding: (_, _params: { boarding: Boarding }) => {},
    /** Supplied by the app: navigate to /home. */
    goHome: () => {},
  },
  guards: {
    /** Nobody is signed in, or the server no longer accepts the session's token. */
    isSignedOut: (_, params: { error: unknown }) => isUnauthorized(params.error),
  },
}).createMachine({
  id: 'nda',
  description:
    'Continue is enabled only while the terms are accepted; it completes onboarding, stores boarding, then goes to /home.',
  meta: { purpose: 'The NDA page: accept the terms, complete onboarding.', spec: '2.3, 5' },
  initial: 'notAccepted',
  states: {
    notAccepted: {
      description: 'The box is not ticked; Continue is disabled.',
      on: { ACCEPT: 'accepted' },
    },
    accepted: {
      description: "'Accept Terms and Conditions.' is ticked; Continue is enabled.",
      initial: 'ready',
      on: {
        WITHDRAW: 'notAccepted',
        CONTINUE: 'completing',
      },
      states: {
        ready: { description: 'Continue waits to be pressed.' },
        failed: { description: 'The call failed: the member may try again.' },
        signInRequired: { description: 'Nobody is signed in, or the session has ended.' },
      },
    },
    completing: {
      description: 'Continue shows a spinner while onboarding is completed.',
      invoke: {
        id: 'completeOnboarding',
        src: 'completeOnboarding',
        onDone: {
          target: 'continued',
          actions: [
            { type: 'storeBoarding', params: ({ event }) => ({ boarding: event.output }) },
            'goHome',
          ],
        },
        onError: [
          {
            guard: { type: 'isSignedOut', params: ({ event }) => ({ error: event.error }) },
            target: 'accepted.signInRequired',
          },
          { target: 'accepted.failed' },
        ],
      },
    },
    continued: {
      description: 'Onboarding is complete: the member is taken to /home.',
      type: 'final',
    },
  },
})

export type NdaActor = ActorRefFrom<typeof ndaMachine>
