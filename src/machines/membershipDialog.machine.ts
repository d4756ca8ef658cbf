import { assign, setup, type ActorRefFrom } from 'xstate'
import { loginModalMachine, type LoginModalStep } from './loginModal.machine'
import { MODAL_CLOSE_MS } from './timing'

/** 1: sign in ('Enter to the Future', 'Platform Access'); 2: request an invitation. */
export type MembershipDialogStep = LoginModalStep

/** SPEC.md 9: the modal fades out over 300 ms before it is gone. */

/**
 * The club's membership dialog, for signing in and requesting an invitation. Closed by default;
 * 'I want to be a Member' opens it at step 2, 'Enter to the Future' and 'Platform Access' at
 * step 1. While shown it runs a fresh login modal from that step, so reopening starts over.
 * Page scrolling is locked while it is shown; closing fades out over 300 ms.
 */
export const membershipDialogMachine = setup({
  types: {
    context: {} as { step: MembershipDialogStep },
    events: {} as { type: 'OPEN'; step: MembershipDialogStep } | { type: 'CLOSE' },
  },
  actors: {
    /** The dialog's content; the app supplies it with its calls and the session hand-over. */
    loginModal: loginModalMachine,
  },
  actions: {
    /** Supplied by the app: stop the page behind the dialog from scrolling. */
    lockScroll: () => {},
    /** Supplied by the app: let the page scroll again. */
    unlockScroll: () => {},
    rememberStep: assign({
      step: (_, params: { step: MembershipDialogStep }) => params.step,
    }),
  },
  delays: { MODAL_CLOSE_MS },
}).createMachine({
  id: 'membershipDialog',
  description:
    "Closed by default; 'I want to be a Member' opens it at step 2, sign-in buttons at step 1; closes with a 300 ms fade.",
  meta: {
    purpose: 'The sign-in and membership dialog: open, closing, closed; runs the login modal.',
    spec: '2.3, 4',
  },
  context: { step: 1 },
  initial: 'closed',
  states: {
    closed: {
      description: 'No dialog: the page as it is.',
      on: {
        OPEN: {
          target: 'shown',
          actions: { type: 'rememberStep', params: ({ event }) => ({ step: event.step }) },
        },
      },
    },
    shown: {
      description:
        'Shown as a modal with a fresh login modal (kept while fading out); the page behind it is inert and does not scroll.',
      entry: 'lockScroll',
      exit: 'unlockScroll',
      invoke: {
        id: 'loginModal',
        src: 'loginModal',
        input: ({ context }) => ({ step: context.step }),
        onDone: {
          target: '.closing',
          description: "The login modal finished: signed in, or 'Great, I will wait for it'.",
        },
      },
      initial: 'open',
      states: {
        open: {
          description: 'The sign-in and invitation modal is open over the page.',
          on: { CLOSE: 'closing' },
        },
        closing: {
          description: 'Fading out.',
          after: { MODAL_CLOSE_MS: '#membershipDialog.closed' },
        },
      },
    },
  },
})

export type MembershipDialogActor = ActorRefFrom<typeof membershipDialogMachine>
