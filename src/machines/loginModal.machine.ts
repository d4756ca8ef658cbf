import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate'
import type { LoginRequest, LoginResponse } from '../api/schemas'
import { isValidEmail } from '../lib/email'
import { notProvided } from './shared'
import { ERROR_CLEAR_MS } from './timing'

/** 1: sign in; 2: request an invitation. (Step 3, the confirmation, follows step 2.) */
export type LoginModalStep = 1 | 2

/** SPEC.md 9: a validation or request error of the invitation form clears after 3 s. */

export const loginModalMessages = {
  loginFailed: 'There was an error trying to validate user credentials',
  invalidEmail: 'Please enter a valid email address.',
  invitationFailed: 'There was an error trying to request invitation',
} as const

export interface LoginModalContext {
  /** The step the dialog was opened at. */
  startStep: LoginModalStep
  username: string
  password: string
  /** A LinkedIn profile, or an email address when `byEmail`. */
  contactInfo: string
  byEmail: boolean
}

type LoginModalEvent =
  | { type: 'CHANGE_USERNAME'; value: string }
  | { type: 'CHANGE_PASSWORD'; value: string }
  | { type: 'SUBMIT_LOGIN' }
  | { type: 'WANT_MEMBERSHIP' }
  | { type: 'CHANGE_CONTACT'; value: string }
  | { type: 'TOGGLE_EMAIL'; byEmail: boolean }
  | { type: 'SUBMIT_INVITATION' }
  | { type: 'FINISH' }

/**
 * The content of the membership dialog (SPEC.md 2.3, 4, 5, 8): step 1 signs in, step 2
 * requests an invitation, step 3 thanks. It starts at the step it is given; it finishes when
 * the member signed in (the login answer goes to the session) or after
 * 'Great, I will wait for it', and the dialog then closes.
 */
export const loginModalMachine = setup({
  types: {
    input: {} as { step: LoginModalStep },
    context: {} as LoginModalContext,
    events: {} as LoginModalEvent,
  },
  actors: {
    /** Supplied by the app: the login call. */
    logIn: fromPromise<LoginResponse, LoginRequest>(notProvided('logIn')),
    /** Supplied by the app: the invitation request call. */
    requestInvitation: fromPromise<unknown, { contactInfo: string }>(
      notProvided('requestInvitation'),
    ),
  },
  actions: {
    /** Supplied by the app: give the login answer to the session. */
    handOverSession: (_, _params: { response: LoginResponse; username: string }) => {},
  },
  guards: {
    startsAtInvitation: ({ context }) => context.startStep === 2,
    hasContactInfo: ({ context }) => context.contactInfo.trim().length > 0,
    /** The box 'I prefer to be contacted by email' is ticked and the text is not an email. */
    isInvalidEmail: ({ context }) =>
      context.byEmail &&
      context.contactInfo.trim().length > 0 &&
      !isValidEmail(context.contactInfo.trim()),
  },
  delays: { ERROR_CLEAR_MS },
}).createMachine({
  id: 'loginModal',
  description:
    "Step 1 signs in, step 2 requests an invitation, step 3 thanks; opens at step 1 or 2 and finishes on sign-in or 'Great, I will wait for it'.",
  meta: {
    purpose: 'The login modal: sign in, request an invitation, confirmation.',
    spec: '2.3, 4, 5, 8',
  },
  context: ({ input }) => ({
    startStep: input.step,
    username: '',
    password: '',
    contactInfo: '',
    byEmail: false,
  }),
  initial: 'opening',
  states: {
    opening: {
      description: 'Goes to the step the dialog was opened at.',
      always: [{ guard: 'startsAtInvitation', target: 'invitation' }, { target: 'login' }],
    },
    login: {
      description: "Step 1: 'User Name', 'Password' and Login (Enter in either field submits).",
      initial: 'editing',
      on: {
        CHANGE_USERNAME: { actions: assign({ username: ({ event }) => event.value }) },
        CHANGE_PASSWORD: { actions: assign({ password: ({ event }) => event.value }) },
        WANT_MEMBERSHIP: {
          target: 'invitation',
          description: "'I would like to be a member'",
        },
      },
      states: {
        editing: {
          description: 'The fields wait for a user name and a password.',
          on: { SUBMIT_LOGIN: 'submitting' },
        },
        submitting: {
          description: 'The Login button shows a spinner.',
          invoke: {
            id: 'logIn',
            src: 'logIn',
            input: ({ context }) => ({ username: context.username, pwd: context.password }),
            onDone: {
              target: '#loginModal.signedIn',
              actions: {
                type: 'handOverSession',
                params: ({ context, event }) => ({
                  response: event.output,
                  username: context.username,
                }),
              },
            },
            onError: 'failed',
          },
        },
        failed: {
          description: "'There was an error trying to validate user credentials'",
          on: { SUBMIT_LOGIN: 'submitting' },
        },
      },
    },
    invitation: {
      description:
        "Step 2, 'Start your Journey': 'Linkedin Profile', or 'Email' when 'I prefer to be contacted by email' is ticked.",
      initial: 'form',
      states: {
        form: {
          description: "The contact form of step 2, with 'Request an Invitation'.",
          initial: 'editing',
          on: {
            CHANGE_CONTACT: { actions: assign({ contactInfo: ({ event }) => event.value }) },
            TOGGLE_EMAIL: { actions: assign({ byEmail: ({ event }) => event.byEmail }) },
            SUBMIT_INVITATION: [
              {
                guard: 'isInvalidEmail',
                target: '.invalid',
                reenter: true,
              },
              { guard: 'hasContactInfo', target: 'submitting' },
            ],
          },
          states: {
            editing: { description: 'The contact field waits, with no alert.' },
            invalid: {
              description: "'Please enter a valid email address.' for 3 s",
              after: { ERROR_CLEAR_MS: 'editing' },
            },
            failed: {
              description: "'There was an error trying to request invitation' for 3 s",
              after: { ERROR_CLEAR_MS: 'editing' },
            },
          },
        },
        submitting: {
          description: "'Request an Invitation' is busy.",
          invoke: {
            id: 'requestInvitation',
            src: 'requestInvitation',
            input: ({ context }) => ({ contactInfo: context.contactInfo.trim() }),
            onDone: '#loginModal.thanks',
            onError: 'form.failed',
          },
        },
      },
    },
    thanks: {
      description:
        "Step 3: 'Thank You for Your Interest in Joining...'; the input, checkbox and button are disabled.",
      on: { FINISH: { target: 'finished', description: "'Great, I will wait for it'" } },
    },
    finished: {
      description: "The visitor pressed 'Great, I will wait for it': the modal closes.",
      type: 'final',
    },
    signedIn: {
      type: 'final',
      description: 'The login answer went to the session.',
    },
  },
})

export type LoginModalActor = ActorRefFrom<typeof loginModalMachine>
