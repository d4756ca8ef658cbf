import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate'
import type {
  HistoryEntry,
  ItemDetail,
  ItemEvent,
  ItemEventRefusal,
  ItemEventRequest,
  ItemKind,
} from '../agents/contract'
import { notProvided } from './shared'
import { answeredNotFound, loadStates } from './loadFragment'

export const agentItemMessages = {
  failed: 'The item could not be loaded. Please try again.',
  notFound: 'There is no such item (it may have been erased).',
  sendFailed: 'The change could not be sent. Please try again.',
  notAllowed: 'That is no longer possible for this item.',
} as const

/** What the agent reads when someone else changed the item first: "<who> <did what> at <time>". */
export function staleChangeText(
  latest: HistoryEntry | undefined,
  formatTime: (iso: string) => string,
) {
  if (!latest) return 'Someone else changed this item first.'
  const who = latest.by?.displayName ?? 'The system'
  const what = eventWords[latest.event] ?? `sent ${latest.event}`
  return `${who} ${what} at ${formatTime(latest.at)}.`
}

/** Each event as a past action ("Dana approved it") and as its button. */
export const eventWords: Record<string, string> = {
  TAKE: 'took it',
  RELEASE: 'released it',
  APPROVE: 'approved it',
  DECLINE: 'declined it',
  MARK_SPAM: 'marked it as spam',
  ANSWER: 'answered',
  CLOSE: 'closed it',
  UNSUBSCRIBE: 'unsubscribed it',
  REOPEN: 'reopened it',
}
export const eventButtons: Record<ItemEvent, string> = {
  TAKE: 'Take it',
  RELEASE: 'Release',
  APPROVE: 'Approve',
  DECLINE: 'Decline',
  MARK_SPAM: 'Mark as spam',
  ANSWER: 'Send the answer',
  CLOSE: 'Close',
  UNSUBSCRIBE: 'Unsubscribe',
  REOPEN: 'Reopen',
}

export interface AgentItemContext {
  kind: ItemKind
  id: number
  detail: ItemDetail | null
  /** The agent's note: kept through a refusal and a reload, cleared once a change is applied. */
  note: string
  /** The answer to a message being written: kept and cleared as the note is; sent with ANSWER. */
  answer: string
  /** The event being sent and its request id (the same id again applies once). */
  sending: { event: ItemEvent; requestId: string } | null
  refusal: ItemEventRefusal | null
}

export type AgentItemEvent =
  | { type: 'CHANGE_NOTE'; value: string }
  | { type: 'CHANGE_ANSWER'; value: string }
  | { type: 'SEND'; event: ItemEvent; requestId: string }
  | { type: 'RETRY' }
  | { type: 'RELOAD' }

/** An event the item's status allows, pressed: its button is busy until the server answers. */
const send = { guard: 'allowed', target: 'sending', actions: 'rememberSending' } as const

const errorOf = (event: unknown) =>
  (event as { error?: { status?: number; body?: unknown } }).error ?? {}
const refusalOf = (event: unknown) => errorOf(event).body as ItemEventRefusal

/**
 * One item of the console (issue 30): every field the visitor sent, its history, and a button
 * for each event its status allows now, with an optional note. A 409 `stale` says who changed
 * it first and keeps the note (Reload shows the new state); a 409 `notAllowed` shows what is.
 * A message that takes ANSWER takes an answer too (issue 31): ANSWER is sent only with one,
 * which the server mails to the visitor; a refusal keeps it as it keeps the note.
 */
export const agentItemMachine = setup({
  types: {
    input: {} as { kind: ItemKind; id: number },
    context: {} as AgentItemContext,
    events: {} as AgentItemEvent,
  },
  actors: {
    /** Supplied by the app: GET /api/agents/items/:kind/:id. */
    loadItem: fromPromise<ItemDetail, { kind: ItemKind; id: number }>(notProvided('loadItem')),
    /** Supplied by the app: POST …/events, then the item as it is now. */
    sendEvent: fromPromise<ItemDetail, { kind: ItemKind; id: number; body: ItemEventRequest }>(
      notProvided('sendEvent'),
    ),
  },
  actions: {
    rememberSending: assign({
      sending: ({ event }) => {
        const { event: itemEvent, requestId } = event as Extract<AgentItemEvent, { type: 'SEND' }>
        return { event: itemEvent, requestId }
      },
    }),
  },
  guards: {
    allowed: ({ context, event }) => {
      const itemEvent = (event as { event: ItemEvent }).event
      return (
        context.detail!.allowedEvents.includes(itemEvent) &&
        (itemEvent !== 'ANSWER' || context.answer.trim() !== '')
      )
    },
    answerable: ({ context }) => context.detail!.allowedEvents.includes('ANSWER'),
    notFound: answeredNotFound,
    stale: ({ event }) => errorOf(event).status === 409 && refusalOf(event)?.reason === 'stale',
    notAllowed: ({ event }) =>
      errorOf(event).status === 409 && refusalOf(event)?.reason === 'notAllowed',
  },
}).createMachine({
  id: 'agentItem',
  description:
    'An item: what the visitor sent, its history, the events its status allows with a note, an answer to a message; refusals say why and keep both.',
  meta: {
    purpose: 'One item of the Talent Agents’ inbox: read it, act on it, see who changed it.',
    spec: '—',
  },
  context: ({ input }) => ({
    kind: input.kind,
    id: input.id,
    detail: null,
    note: '',
    answer: '',
    sending: null,
    refusal: null,
  }),
  initial: 'loading',
  states: {
    ...loadStates<AgentItemContext, AgentItemEvent>()({
      src: 'loadItem',
      input: ({ context }) => ({ kind: context.kind, id: context.id }),
      loaded: (detail: ItemDetail) => ({ detail, refusal: null }),
      failedMessage: agentItemMessages.failed,
      loadingDescription: 'Asks for the item (the note and the answer typed so far are kept).',
      notFound: 'notFound',
    }),
    notFound: { description: `'${agentItemMessages.notFound}'` },
    ready: {
      description:
        'The item is shown: what the visitor sent, its history, a note field and the buttons its status allows.',
      initial: 'idle',
      on: {
        CHANGE_NOTE: { actions: assign({ note: ({ event }) => event.value }) },
        CHANGE_ANSWER: {
          guard: 'answerable',
          actions: assign({ answer: ({ event }) => event.value }),
        },
      },
      states: {
        idle: {
          description:
            'Nothing is being sent: the agent may write a note or an answer and press a button.',
          on: { SEND: send },
        },
        sending: {
          description: 'The pressed button is busy; the others wait.',
          invoke: {
            id: 'sendEvent',
            src: 'sendEvent',
            input: ({ context }) => ({
              kind: context.kind,
              id: context.id,
              body: {
                event: context.sending!.event,
                version: context.detail!.item.version,
                requestId: context.sending!.requestId,
                ...(context.note.trim() ? { note: context.note.trim() } : {}),
                ...(context.sending!.event === 'ANSWER' ? { answer: context.answer.trim() } : {}),
              },
            }),
            onDone: {
              target: 'idle',
              actions: assign({
                detail: ({ event }) => event.output,
                note: '',
                answer: '',
                sending: null,
                refusal: null,
              }),
            },
            onError: [
              {
                guard: 'stale',
                target: 'stale',
                actions: assign({ refusal: ({ event }) => refusalOf(event) }),
              },
              {
                guard: 'notAllowed',
                target: 'notAllowed',
                actions: assign({
                  refusal: ({ event }) => refusalOf(event),
                  detail: ({ context, event }) => ({
                    ...context.detail!,
                    item: refusalOf(event).item,
                    allowedEvents: refusalOf(event).allowedEvents,
                  }),
                }),
              },
              { target: 'sendFailed' },
            ],
          },
        },
        stale: {
          description:
            "'<who> <did what> at <time>': someone changed it first; the note and the answer are kept; Reload.",
          on: { RELOAD: '#agentItem.loading' },
        },
        notAllowed: {
          description: `'${agentItemMessages.notAllowed}' with the events allowed now.`,
          on: { SEND: send },
        },
        sendFailed: {
          description: `'${agentItemMessages.sendFailed}'; Try again sends the same request.`,
          on: { RETRY: 'sending', SEND: send },
        },
      },
    },
  },
})

export type AgentItemActor = ActorRefFrom<typeof agentItemMachine>
