import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate'
import type { MemberCredentials, WelcomeCheckResponse } from '../api/schemas'
import { isUnauthorized, notProvided } from './shared'
import {
  serverFieldErrors,
  welcomeProblems,
  welcomeRequest,
  type WelcomeField,
  type WelcomeMemberContext,
} from './welcomeMember.rules'

export {
  passwordChecklist,
  serverFieldErrors,
  welcomeMessages,
  welcomeProblems,
  welcomeRequest,
  type WelcomeField,
  type WelcomeMemberContext,
} from './welcomeMember.rules'

const errorOf = (event: unknown) => (event as { error?: unknown }).error

/** A refusal of the server that names fields (a 400's zod issues, a 409's user name taken). */
const fieldsOf = (error: unknown) => (error as { fields?: unknown } | null)?.fields

/**
 * The welcome page, /welcome/<token> (issue 31; SPEC.md 2.3): the personal link of the welcome
 * mail is checked, then the person chooses a user name and a password (the rules shown as they
 * type) and becomes a member; they then sign in with the login modal. A link that cannot be
 * used (expired, used or unknown: the server does not say which) gets a page of its own.
 */
export const welcomeMemberMachine = setup({
  types: {
    context: {} as WelcomeMemberContext,
    input: {} as { token: string },
    events: {} as
      | { type: 'CHANGE'; field: WelcomeField; value: string }
      | { type: 'SUBMIT' }
      | { type: 'RETRY' },
  },
  actors: {
    /** Supplied by the app: whether the link can be used, and whom to greet. */
    checkLink: fromPromise<WelcomeCheckResponse, { token: string }>(notProvided('checkLink')),
    /** Supplied by the app: becomes a member with the link. */
    createMember: fromPromise<unknown, MemberCredentials>(notProvided('createMember')),
  },
  guards: {
    isValid: ({ context }) => Object.keys(welcomeProblems(context)).length === 0,
    linkUnusable: ({ event }) => isUnauthorized(errorOf(event)),
    namesFields: ({ event }) => Object.keys(serverFieldErrors(fieldsOf(errorOf(event)))).length > 0,
  },
}).createMachine({
  id: 'welcomeMember',
  description:
    'Checks the welcome link, then takes a user name and a password and makes the member; a link that cannot be used gets a page that says so.',
  meta: { purpose: 'The welcome page of an approved person (/welcome/<token>).', spec: '2.3' },
  context: ({ input }) => ({
    token: input.token,
    firstName: null,
    username: '',
    password: '',
    showErrors: false,
    serverErrors: {},
  }),
  initial: 'checking',
  states: {
    checking: {
      description: 'The page says it is checking the link.',
      invoke: {
        id: 'check',
        src: 'checkLink',
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: 'form',
          actions: assign({ firstName: ({ event }) => event.output.firstName }),
        },
        onError: [
          {
            guard: 'linkUnusable',
            target: 'unusable',
          },
          { target: 'checkFailed', description: 'No answer, or another failure.' },
        ],
      },
    },
    checkFailed: {
      description: 'The link could not be checked: an alert and Try again.',
      on: { RETRY: 'checking' },
    },
    form: {
      description: 'User name, password with its rules met or not, and Become a member.',
      initial: 'editing',
      states: {
        editing: { description: 'Messages show once a send was tried.' },
        refused: {
          description: "The server's message under each field it named; everything typed is kept.",
        },
        failed: {
          description: 'An alert that the account could not be made; everything typed is kept.',
        },
      },
      on: {
        CHANGE: {
          target: '.editing',
          description: "Typing in a field clears the server's message for that field.",
          actions: assign(({ context, event }) => {
            const { [event.field]: _cleared, ...serverErrors } = context.serverErrors
            return { [event.field]: event.value, serverErrors }
          }),
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
        id: 'create',
        src: 'createMember',
        input: ({ context }) => welcomeRequest(context),
        onDone: 'welcomed',
        onError: [
          {
            guard: 'linkUnusable',
            target: 'unusable',
            description: 'Used or expired meanwhile.',
          },
          {
            guard: 'namesFields',
            target: 'form.refused',
            actions: assign({
              serverErrors: ({ event }) => serverFieldErrors(fieldsOf(event.error)),
            }),
          },
          { target: 'form.failed' },
        ],
      },
    },
    welcomed: {
      type: 'final',
      description:
        'The member is made: the page says to sign in, with a button that opens the login modal.',
    },
    unusable: {
      type: 'final',
      description:
        'The link has expired, was used or is not valid (not said which): a way to ask for a new one.',
    },
  },
})

export type WelcomeMemberActor = ActorRefFrom<typeof welcomeMemberMachine>
