import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate'
import type { MailDetail, MailPage, MailQuery, MailSummary } from '../agents/contract'
import { notProvided } from './shared'
import { loadStates } from './loadFragment'

/** Ours: messages per page. */
export const MAIL_PAGE_SIZE = 25

export const agentMailMessages = {
  failed: 'The outbox could not be loaded. Please try again.',
  moreFailed: 'The next messages could not be loaded. Please try again.',
  openFailed: 'The message could not be loaded. Please try again.',
  notFailed: 'This message is no longer failed: it was not sent again.',
  resendFailed: 'The message could not be sent again. Please try again.',
} as const

export interface AgentMailContext {
  /** The status filter: '' is any. */
  status: string
  messages: MailSummary[]
  /** The cursor of the next page; null on the last. */
  next: string | null
  /** The id of the message asked for, and the message once loaded. */
  openId: number | null
  open: MailDetail | null
  /** Why the last Send again did not happen. */
  resendProblem: string
}

export type AgentMailEvent =
  | { type: 'FILTER'; status: string }
  | { type: 'REFRESH' }
  | { type: 'LOAD_MORE' }
  | { type: 'OPEN'; id: number }
  | { type: 'CLOSE' }
  | { type: 'RESEND' }

const statusOf = (event: unknown) => (event as { error?: { status?: number } }).error?.status

const queryOf = (context: AgentMailContext): MailQuery => ({
  ...(context.status ? { status: context.status as MailQuery['status'] } : {}),
  limit: String(MAIL_PAGE_SIZE),
})

/** The list with a message's new state in place of its old one. */
const withMessage = (messages: MailSummary[], changed: MailSummary) =>
  messages.map((message) => (message.id === changed.id ? changed : message))

/**
 * The console's mail (issue 31): the outbox newest first, a page at a time, filtered by
 * status; a message opened shows its headers and its plain text; a failed one can be sent
 * again (409 when it is no longer failed).
 */
export const agentMailMachine = setup({
  types: {
    context: {} as AgentMailContext,
    events: {} as AgentMailEvent,
  },
  actors: {
    /** Supplied by the app: GET /api/agents/mail. */
    loadPage: fromPromise<MailPage, MailQuery>(notProvided('loadPage')),
    /** Supplied by the app: GET /api/agents/mail/:id. */
    loadMessage: fromPromise<MailDetail, number>(notProvided('loadMessage')),
    /** Supplied by the app: POST /api/agents/mail/:id/resend. */
    resend: fromPromise<MailDetail, number>(notProvided('resend')),
  },
  actions: {
    close: assign({ openId: null, open: null, resendProblem: '' }),
    /** The message as the server answered it, and its row brought up to date (the worker may
     *  have sent it since the list came). */
    showMessage: assign(({ context }, detail: MailDetail) => ({
      open: detail,
      messages: withMessage(context.messages, detail.message),
    })),
  },
  guards: {
    hasNext: ({ context }) => context.next !== null,
    openIsFailed: ({ context }) => context.open?.message.status === 'failed',
    notFailed: ({ event }) => statusOf(event) === 409,
  },
}).createMachine({
  id: 'agentMail',
  description:
    'The outbox: newest first, by status, a page at a time; a message’s headers and text; Send again for a failed one.',
  meta: {
    purpose:
      'The console’s mail: see what the outbox sent or could not, and send a failed message again.',
    spec: '—',
  },
  context: { status: '', messages: [], next: null, openId: null, open: null, resendProblem: '' },
  initial: 'loading',
  on: {
    FILTER: { target: '.loading', actions: assign({ status: ({ event }) => event.status }) },
    REFRESH: '.loading',
  },
  states: {
    // Refresh, on the root, is the Try again of `failed` too.
    ...loadStates<AgentMailContext, AgentMailEvent>()({
      src: 'loadPage',
      input: ({ context }) => queryOf(context),
      loaded: ({ messages, next }: MailPage) => ({ messages, next }),
      failedMessage: agentMailMessages.failed,
      loadingDescription: 'Asks for the first page with the filter.',
      retry: null,
    }),
    ready: {
      description:
        'The list (or “No messages”), Load more while there is a next page; or one message open.',
      initial: 'idle',
      on: {
        OPEN: {
          target: '.opening',
          actions: assign({ openId: ({ event }) => event.id, open: null, resendProblem: '' }),
        },
      },
      states: {
        idle: {
          description:
            'The list is shown and no message is open: the agent filters, opens one or loads more.',
          on: { LOAD_MORE: { guard: 'hasNext', target: 'loadingMore' } },
        },
        loadingMore: {
          description: 'Load more is busy.',
          invoke: {
            id: 'loadMore',
            src: 'loadPage',
            input: ({ context }) => ({ ...queryOf(context), after: context.next! }),
            onDone: {
              target: 'idle',
              actions: assign({
                messages: ({ context, event }) => [...context.messages, ...event.output.messages],
                next: ({ event }) => event.output.next,
              }),
            },
            onError: 'moreFailed',
          },
        },
        moreFailed: {
          description: `'${agentMailMessages.moreFailed}'`,
          on: { LOAD_MORE: 'loadingMore' },
        },
        opening: {
          description:
            'Asks for the message’s headers and text (and its row is brought up to date).',
          on: { CLOSE: { target: 'idle', actions: 'close' } },
          invoke: {
            id: 'loadMessage',
            src: 'loadMessage',
            input: ({ context }) => context.openId!,
            onDone: {
              target: 'shown',
              actions: { type: 'showMessage', params: ({ event }) => event.output },
            },
            onError: 'openFailed',
          },
        },
        openFailed: {
          description: `'${agentMailMessages.openFailed}'`,
          on: { CLOSE: { target: 'idle', actions: 'close' } },
        },
        shown: {
          description: 'Its headers and plain text; Send again when it failed.',
          on: {
            RESEND: { guard: 'openIsFailed', target: 'resending' },
            CLOSE: { target: 'idle', actions: 'close' },
          },
        },
        resending: {
          description: 'Send again is busy.',
          invoke: {
            id: 'resend',
            src: 'resend',
            input: ({ context }) => context.openId!,
            onDone: {
              target: 'shown',
              actions: [
                { type: 'showMessage', params: ({ event }) => event.output },
                assign({ resendProblem: '' }),
              ],
            },
            onError: [
              {
                guard: 'notFailed',
                target: 'opening',
                actions: assign({ resendProblem: agentMailMessages.notFailed }),
              },
              {
                target: 'shown',
                actions: assign({ resendProblem: agentMailMessages.resendFailed }),
              },
            ],
          },
        },
      },
    },
  },
})

export type AgentMailActor = ActorRefFrom<typeof agentMailMachine>
