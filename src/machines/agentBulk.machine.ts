import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate'
import type { BulkEvent, BulkRequest, BulkResult, ItemKind, ItemSummary } from '../agents/contract'
import { notProvided } from './shared'

/** An item the agent selected: what the request names (with the version the agent saw) and
 *  its title, which the confirmation and the results name it by. */
export interface BulkTarget {
  kind: ItemKind
  id: number
  version: number
  title: string
}

export interface AgentBulkContext {
  /** The items the inbox shows now: what "select all on this page" selects. */
  page: BulkTarget[]
  selected: BulkTarget[]
  /** The action asked for, from the choice to the results. */
  action: BulkEvent | null
  /** The request's id: a retry after a failure sends the same one, so nothing applies twice. */
  requestId: string
  /** The last request's results, one per item, in the selection's order. */
  results: BulkResult[]
  /** The selection the results are about (the selection itself is empty by then). */
  sent: BulkTarget[]
}

export type AgentBulkEvent =
  /** A row's checkbox: selects the item, or unselects it. */
  | { type: 'TOGGLE'; item: BulkTarget }
  /** "Select all on this page": every item the inbox shows. */
  | { type: 'SELECT_ALL' }
  | { type: 'CLEAR' }
  /** The inbox shows these items (a first page, filters, a refresh, Load more). While items
   *  are being selected, only those it still shows stay selected, at the version it shows. */
  | { type: 'SHOWN'; items: readonly ItemSummary[] }
  | { type: 'CHOOSE'; action: BulkEvent; requestId: string }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' }
  | { type: 'DISMISS' }

/** The buttons of the action bar, and what the confirmation and the results call each. */
export const bulkActionLabels: Record<BulkEvent, { button: string; done: string }> = {
  TAKE: { button: 'Take', done: 'taken' },
  RELEASE: { button: 'Release', done: 'released' },
  CLOSE: { button: 'Close', done: 'closed' },
  MARK_SPAM: { button: 'Mark spam', done: 'marked spam' },
}

export const agentBulkMessages = {
  failed: 'The action could not be sent: nothing is known to have changed. Please try again.',
} as const

const sameItem = (a: { kind: string; id: number }, b: { kind: string; id: number }) =>
  a.kind === b.kind && a.id === b.id

/** Whether `item` is among the selected. */
export const isSelected = (selected: readonly BulkTarget[], item: { kind: string; id: number }) =>
  selected.some((target) => sameItem(target, item))

const targetOf = ({ kind, id, version, title }: BulkTarget): BulkTarget => ({
  kind,
  id,
  version,
  title,
})

/** The items of a page that `selected` holds, as the page shows them. */
const stillShown = (selected: readonly BulkTarget[], page: readonly BulkTarget[]) =>
  page.filter((item) => isSelected(selected, item)).map(targetOf)

/** The page a guard looks at: the one SHOWN brings, else the one shown. */
const pageOf = (context: AgentBulkContext, event: AgentBulkEvent) =>
  event.type === 'SHOWN' ? event.items : context.page

/** The request the confirmation sends. */
export const bulkRequestOf = (context: AgentBulkContext): BulkRequest => ({
  event: context.action!,
  items: context.selected.map(({ kind, id, version }) => ({ kind, id, version })),
  requestId: context.requestId,
})

const cleared: Pick<AgentBulkContext, 'selected' | 'action' | 'results' | 'sent'> = {
  selected: [],
  action: null,
  results: [],
  sent: [],
}

/** Cancel: back to the selection, less what the inbox no longer shows (it may have reloaded
 *  meanwhile); with none of it shown, nothing is selected. */
const backToSelecting = [
  { guard: 'noneStillShown', target: 'idle', actions: 'clear' },
  { target: 'selecting', actions: ['keepShown', 'forgetAction'] },
] as const

/**
 * Bulk actions in the inbox (issue 43, item 8): the agent selects items (a checkbox per row, or
 * all on the page), chooses take, release, close or mark spam, confirms once (the action and
 * the count named), and sees a result per item: done, or refused and why. The server applies
 * each item on its own, so one conflict undoes nothing else; the inbox then shows the list
 * as it is now.
 */
export const agentBulkMachine = setup({
  types: {
    context: {} as AgentBulkContext,
    events: {} as AgentBulkEvent,
  },
  actors: {
    /** Supplied by the app: POST /api/agents/items/bulk. */
    sendBulk: fromPromise<BulkResult[], BulkRequest>(notProvided('sendBulk')),
  },
  actions: {
    toggle: assign({
      selected: ({ context, event }) => {
        const { item } = event as Extract<AgentBulkEvent, { type: 'TOGGLE' }>
        return isSelected(context.selected, item)
          ? context.selected.filter((target) => !sameItem(target, item))
          : [...context.selected, targetOf(item)]
      },
    }),
    selectAll: assign({ selected: ({ context }) => context.page }),
    showPage: assign({
      page: ({ event }) =>
        (event as Extract<AgentBulkEvent, { type: 'SHOWN' }>).items.map(targetOf),
    }),
    /** Only what the page shows stays selected (run after showPage: assigns apply in order). */
    keepShown: assign({
      selected: ({ context }) => stillShown(context.selected, context.page),
    }),
    clear: assign(cleared),
    forgetAction: assign({ action: null }),
    /** Supplied by the app: the inbox loads its list again, as the results left it. */
    refreshInbox: () => {},
  },
  guards: {
    /** The checkbox is the only one ticked: unticking it leaves nothing selected. */
    unselectsLast: ({ context, event }) => {
      const { item } = event as Extract<AgentBulkEvent, { type: 'TOGGLE' }>
      return context.selected.length === 1 && sameItem(context.selected[0]!, item)
    },
    pageHasItems: ({ context }) => context.page.length > 0,
    /** None of the selected items is on the page (SHOWN's, or the one shown on Cancel). */
    noneStillShown: ({ context, event }) =>
      stillShown(context.selected, pageOf(context, event).map(targetOf)).length === 0,
  },
}).createMachine({
  id: 'agentBulk',
  description:
    'Bulk actions in the inbox: select items, choose an action, confirm once, and read a result per item.',
  meta: {
    purpose: 'Take, release, close or mark spam several inbox items at once, each on its own.',
    spec: '—',
  },
  context: { ...cleared, page: [], requestId: '' },
  initial: 'idle',
  on: {
    SHOWN: { actions: 'showPage' },
  },
  states: {
    idle: {
      description: 'Nothing selected: the action bar is not shown.',
      on: {
        TOGGLE: { target: 'selecting', actions: 'toggle' },
        SELECT_ALL: { guard: 'pageHasItems', target: 'selecting', actions: 'selectAll' },
      },
    },
    selecting: {
      description: 'The action bar: how many are selected, Take, Release, Close, Mark spam, Clear.',
      on: {
        TOGGLE: [
          { guard: 'unselectsLast', target: 'idle', actions: 'clear' },
          { actions: 'toggle' },
        ],
        // No guard: while selecting, the page shows at least the selected items (SHOWN and
        // Cancel leave nothing selected otherwise).
        SELECT_ALL: { actions: 'selectAll' },
        CLEAR: { target: 'idle', actions: 'clear' },
        SHOWN: [
          { guard: 'noneStillShown', target: 'idle', actions: ['showPage', 'clear'] },
          { actions: ['showPage', 'keepShown'] },
        ],
        CHOOSE: {
          target: 'confirming',
          actions: assign({
            action: ({ event }) => event.action,
            requestId: ({ event }) => event.requestId,
          }),
        },
      },
    },
    confirming: {
      description: "'Take 3 selected items?' The action's button / Cancel.",
      on: {
        CONFIRM: 'sending',
        CANCEL: backToSelecting,
      },
    },
    sending: {
      description: "The confirmation's button is busy.",
      invoke: {
        id: 'sendBulk',
        src: 'sendBulk',
        input: ({ context }) => bulkRequestOf(context),
        onDone: {
          target: 'done',
          actions: [
            assign({
              results: ({ event }) => event.output,
              sent: ({ context }) => context.selected,
              selected: [],
            }),
            'refreshInbox',
          ],
        },
        onError: 'failed',
      },
    },
    failed: {
      description: `'${agentBulkMessages.failed}' Try again (the same request) / Cancel.`,
      on: {
        RETRY: 'sending',
        CANCEL: backToSelecting,
      },
    },
    done: {
      description:
        'A result per item: done, or refused with the reason. Ticking a checkbox starts a new selection.',
      on: {
        DISMISS: { target: 'idle', actions: 'clear' },
        TOGGLE: { target: 'selecting', actions: ['clear', 'toggle'] },
        SELECT_ALL: { guard: 'pageHasItems', target: 'selecting', actions: ['clear', 'selectAll'] },
      },
    },
  },
})

export type AgentBulkActor = ActorRefFrom<typeof agentBulkMachine>
