import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate'
import { accessTokenRequest } from '../api/schemas'
import type { ProgressEvent } from '../api/candidateProgress'
import { notProvided } from './shared'
import { ERROR_CLEAR_MS } from './timing'

/** What the token fetch with a code answered: a token (accepted) or "no such code" (rejected). */
export type CodeVerdict = 'accepted' | 'rejected'

/** The code as it is sent: without the spaces around it. */
const typedCode = (code: string) => code.trim()

/** Whether the code may be sent: the token fetch's request schema accepts it (SPEC.md 5: not
 *  empty; the contract also caps its length). */
export const isSendableCode = (code: string) =>
  accessTokenRequest.safeParse({ code: typedCode(code) }).success

/**
 * The access code modal's content (SPEC.md 4, 5, 8): the guidelines, then the code. A code is
 * accepted only when the token fetch with it succeeds; it is then stored as validCode.
 */
export const accessCodeMachine = setup({
  types: {
    context: {} as { code: string },
    events: {} as { type: 'ACKNOWLEDGE' } | { type: 'TYPE'; code: string } | { type: 'SUBMIT' },
  },
  actors: {
    /** Supplied by the app: the token fetch with the code (POST {api}/access-codes/token). */
    fetchToken: fromPromise<CodeVerdict, { code: string }>(notProvided('fetchToken')),
  },
  actions: {
    /** Supplied by the app: session storage validCode = code. */
    storeCode: (_, _params: { code: string }) => {},
    /** Supplied by the app: tell the interview overlay (CODE_ACCEPTED). */
    announceAccepted: () => {},
    /** Supplied by the app: report the step for the stored invitation, if any (issue 31). */
    reportProgress: (_, _params: { event: ProgressEvent }) => {},
  },
  guards: {
    sendableCode: ({ context }) => isSendableCode(context.code),
    accepted: (_, params: { verdict: CodeVerdict }) => params.verdict === 'accepted',
  },
  delays: { ERROR_CLEAR_MS },
}).createMachine({
  id: 'accessCode',
  description:
    "The guidelines with 'Ok, got it!', then the code: accepted only when the token fetch with it succeeds; 'Code provided is invalid' shows for 3 s.",
  meta: {
    purpose: 'The access code modal: guidelines, then the code and its check.',
    spec: '4, 5 (Access code), 8',
  },
  context: { code: '' },
  initial: 'guidelines',
  states: {
    guidelines: {
      description:
        'Stable internet on a computer, a quiet space, no tools or outside help, Do Not Disturb.',
      on: { ACKNOWLEDGE: 'entry' },
    },
    entry: {
      description:
        "'This space is for invited candidates only': the button is disabled while empty.",
      initial: 'editing',
      on: {
        TYPE: { actions: assign({ code: ({ event }) => event.code }) },
        SUBMIT: { guard: 'sendableCode', target: 'checking', description: 'The button, or Enter.' },
      },
      states: {
        editing: {
          description: 'The code field: the candidate types the access code from the invitation.',
        },
        invalid: {
          description: "'Code provided is invalid'.",
          after: { ERROR_CLEAR_MS: 'editing' },
        },
        failed: { description: "'Error trying to validate code'." },
      },
    },
    checking: {
      description: 'The server checks the code: the candidate waits for the answer.',
      invoke: {
        id: 'fetchToken',
        src: 'fetchToken',
        input: ({ context }) => ({ code: typedCode(context.code) }),
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => ({ verdict: event.output }) },
            target: 'accepted',
            actions: [
              { type: 'storeCode', params: ({ context }) => ({ code: typedCode(context.code) }) },
              'announceAccepted',
              { type: 'reportProgress', params: { event: 'CODE_ACCEPTED' } },
            ],
          },
          { target: 'entry.invalid' },
        ],
        onError: { target: 'entry.failed', description: 'The check itself failed.' },
      },
    },
    accepted: {
      description: 'The code is accepted and stored: the modal gives way to the interview.',
      type: 'final',
    },
  },
})

export type AccessCodeActor = ActorRefFrom<typeof accessCodeMachine>
