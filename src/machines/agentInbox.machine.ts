import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate'
import type { InboxPage, InboxQuery, ItemKind, ItemSummary } from '../agents/contract'
import { notProvided } from './shared'
import { loadStates } from './loadFragment'

/** The inbox's filters as the form holds them: '' is "any". */
export interface InboxFilters {
  kind: string
  status: string
  /** '' anyone, 'mine' the signed-in agent, 'none' nobody. */
  owner: string
  from: string
  to: string
  q: string
}
export type InboxFilter = keyof InboxFilters

export const emptyFilters: InboxFilters = {
  kind: '',
  status: '',
  owner: '',
  from: '',
  to: '',
  q: '',
}

/** Ours: the inbox waits this long after the last change of a filter before it asks again. */
export const FILTER_SETTLE_MS = 400
/** Ours: items per page. */
export const INBOX_PAGE_SIZE = 25

export const agentInboxMessages = {
  failed: 'The inbox could not be loaded. Please try again.',
  moreFailed: 'The next items could not be loaded. Please try again.',
  /** An empty list with no filter set: a new console, or every item erased. */
  nothingYet:
    'Nothing has come in yet. Invitation requests, registrations, messages for a Talent Agent and newsletter subscriptions appear here as visitors send them.',
  nothingMatches: 'Nothing matches these filters.',
} as const

/** The query the filters make (the export uses it too, without a cursor or a limit). */
export function inboxQueryOf(filters: InboxFilters, me: number): InboxQuery {
  const query: InboxQuery = {}
  if (filters.kind) query.kind = filters.kind as ItemKind
  if (filters.status) query.status = filters.status as InboxQuery['status']
  if (filters.owner) query.owner = filters.owner === 'mine' ? String(me) : filters.owner
  if (filters.from) query.from = filters.from
  if (filters.to) query.to = filters.to
  if (filters.q.trim()) query.q = filters.q.trim()
  return query
}

/** The filters a query names (the route's search, src/agents/router.tsx: a reload, the back
 *  button or a shared link): the signed-in agent's id is "mine"; a field it lacks is "any". */
export function filtersOf(query: InboxQuery, me: number): InboxFilters {
  return {
    kind: query.kind ?? '',
    status: query.status ?? '',
    owner: query.owner === String(me) ? 'mine' : (query.owner ?? ''),
    from: query.from ?? '',
    to: query.to ?? '',
    q: query.q ?? '',
  }
}

/** Whether a query asks for what these filters already show. */
const showsQuery = (filters: InboxFilters, me: number, query: InboxQuery): boolean => {
  const shown: Record<string, string | undefined> = inboxQueryOf(filters, me)
  const asked: Record<string, string | undefined> = inboxQueryOf(filtersOf(query, me), me)
  const keys = new Set([...Object.keys(shown), ...Object.keys(asked)])
  return [...keys].every((key) => shown[key] === asked[key])
}

/** True when a filter narrows the list (a search of spaces does not). */
export const isFiltered = (filters: InboxFilters): boolean =>
  Object.keys(inboxQueryOf(filters, 0)).length > 0

export interface AgentInboxContext {
  /** The signed-in agent's id ("mine"). */
  me: number
  filters: InboxFilters
  items: ItemSummary[]
  /** The cursor of the next page; null on the last. */
  next: string | null
  counts: Record<string, number>
  /** Set when a search matched more items than the server counts (counts is then empty). */
  countedOver: number | null
  /** The index of the item the keyboard is on. */
  selected: number
}

export type AgentInboxEvent =
  | { type: 'CHANGE_FILTER'; filter: InboxFilter; value: string }
  /** The route's search changed (a reload, the back button, a link): the filters follow it. */
  | { type: 'SEARCH_CHANGED'; query: InboxQuery }
  | { type: 'CLEAR_FILTERS' }
  | { type: 'REFRESH' }
  | { type: 'LOAD_MORE' }
  | { type: 'MOVE'; by: 1 | -1 }
  | { type: 'SELECT'; index: number }
  | { type: 'OPEN' }

/**
 * The console's inbox (issue 30): what visitors sent, newest first, filtered by kind, status,
 * owner, dates and a search; counts per status; a page at a time with the server's cursor
 * ("Load more"); j/k or the arrow keys move, Enter opens. The filters live in the address
 * (issue 43): the inbox starts with the route's, follows it when it changes, and writes a
 * settled change of its own there.
 */
export const agentInboxMachine = setup({
  types: {
    input: {} as { me: number; filters?: InboxFilters },
    context: {} as AgentInboxContext,
    events: {} as AgentInboxEvent,
  },
  actors: {
    /** Supplied by the app: GET /api/agents/items. */
    loadPage: fromPromise<InboxPage, InboxQuery>(notProvided('loadPage')),
  },
  actions: {
    /** Supplied by the app: go to the item's page. */
    openItem: (_, _params: { item: ItemSummary }) => {},
    /** Supplied by the app: put the filters in the address (a new history entry), so that a
     *  reload, the back button and a shared link show the same list. */
    showFilters: (_, _params: { query: InboxQuery }) => {},
  },
  guards: {
    /** The route asks for other filters than the inbox shows (its own change comes back
     *  through the route too, and is then the same). */
    searchDiffers: ({ context, event }) =>
      !showsQuery(context.filters, context.me, (event as { query: InboxQuery }).query),
    hasNext: ({ context }) => context.next !== null,
    hasItems: ({ context }) => context.items.length > 0,
  },
  delays: { FILTER_SETTLE_MS },
}).createMachine({
  id: 'agentInbox',
  description:
    'The inbox: filters, counts per status, newest first, a page at a time; the keyboard moves and opens.',
  meta: {
    purpose: 'The Talent Agents’ inbox: filter, page through and open what visitors sent.',
    spec: '—',
  },
  context: ({ input }) => ({
    me: input.me,
    filters: input.filters ?? emptyFilters,
    items: [],
    next: null,
    counts: {},
    countedOver: null,
    selected: 0,
  }),
  initial: 'loading',
  on: {
    CHANGE_FILTER: {
      target: '.settling',
      reenter: true,
      actions: assign({
        filters: ({ context, event }) => ({ ...context.filters, [event.filter]: event.value }),
      }),
    },
    SEARCH_CHANGED: {
      guard: 'searchDiffers',
      target: '.loading',
      actions: assign({ filters: ({ context, event }) => filtersOf(event.query, context.me) }),
    },
    CLEAR_FILTERS: {
      target: '.loading',
      actions: [assign({ filters: emptyFilters }), { type: 'showFilters', params: { query: {} } }],
    },
    REFRESH: '.loading',
  },
  states: {
    settling: {
      description: 'A filter changed: waits for the typing to stop, then shows it in the address.',
      after: {
        FILTER_SETTLE_MS: {
          target: 'loading',
          actions: {
            type: 'showFilters',
            params: ({ context }) => ({ query: inboxQueryOf(context.filters, context.me) }),
          },
        },
      },
    },
    // Refresh, on the root, is the Try again of `failed` too.
    ...loadStates<AgentInboxContext, AgentInboxEvent>()({
      src: 'loadPage',
      input: ({ context }) => ({
        ...inboxQueryOf(context.filters, context.me),
        limit: String(INBOX_PAGE_SIZE),
      }),
      loaded: (page: InboxPage) => ({
        items: page.items,
        next: page.next,
        counts: page.counts,
        countedOver: page.over ?? null,
        selected: 0,
      }),
      failedMessage: agentInboxMessages.failed,
      loadingDescription: 'Asks for the first page with the filters.',
      retry: null,
    }),
    ready: {
      description:
        'The list (or “Nothing matches”, or “Nothing has come in yet” with no filter set), with Load more while there is a next page.',
      initial: 'idle',
      on: {
        MOVE: {
          guard: 'hasItems',
          actions: assign({
            selected: ({ context, event }) =>
              Math.min(context.items.length - 1, Math.max(0, context.selected + event.by)),
          }),
        },
        SELECT: {
          guard: 'hasItems',
          actions: assign({
            selected: ({ context, event }) =>
              Math.min(context.items.length - 1, Math.max(0, event.index)),
          }),
        },
        OPEN: {
          guard: 'hasItems',
          actions: {
            type: 'openItem',
            params: ({ context }) => ({ item: context.items[context.selected]! }),
          },
        },
      },
      states: {
        idle: {
          description:
            'The list is shown and nothing is loading: the agent moves, opens an item or loads more.',
          on: { LOAD_MORE: { guard: 'hasNext', target: 'loadingMore' } },
        },
        loadingMore: {
          description: 'Load more is busy.',
          invoke: {
            id: 'loadMore',
            src: 'loadPage',
            input: ({ context }) => ({
              ...inboxQueryOf(context.filters, context.me),
              limit: String(INBOX_PAGE_SIZE),
              after: context.next!,
            }),
            onDone: {
              target: 'idle',
              actions: assign({
                items: ({ context, event }) => [...context.items, ...event.output.items],
                next: ({ event }) => event.output.next,
                counts: ({ event }) => event.output.counts,
                countedOver: ({ event }) => event.output.over ?? null,
              }),
            },
            onError: 'moreFailed',
          },
        },
        moreFailed: {
          description: `'${agentInboxMessages.moreFailed}'`,
          on: { LOAD_MORE: 'loadingMore' },
        },
      },
    },
  },
})

export type AgentInboxActor = ActorRefFrom<typeof agentInboxMachine>
