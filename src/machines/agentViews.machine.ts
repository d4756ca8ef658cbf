import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate'
import {
  savedViewRequest,
  type InboxQuery,
  type SavedView,
  type SavedViewList,
  type SavedViewRequest,
} from '../agents/contract'
import { notProvided } from './shared'
import { loadStates } from './loadFragment'

/** A view's filters: the inbox's query without paging (the inbox route's search). */
export type ViewFilters = Omit<InboxQuery, 'after' | 'limit'>

export const agentViewsMessages = {
  loadFailed: 'Your saved views could not be loaded. Please try again.',
  saved: 'The view is saved.',
  saveFailed: 'The view could not be saved. Please try again.',
  deleteFailed: 'The view could not be deleted. Please try again.',
  none: 'No saved views yet: set the filters, name the view and save it.',
} as const

export interface AgentViewsContext {
  views: SavedView[]
  /** The name as typed: kept until a save succeeds. */
  name: string
  /** Why the name cannot be saved (the contract's rule, or the server's refusal); null when
   *  nothing is wrong with it as far as is known. */
  nameProblem: string | null
  /** The filters Save was asked with: what the view keeps. */
  filters: ViewFilters
  /** The server's words for a refused save that names no field (the account is full). */
  saveProblem: string | null
  /** The view being deleted. */
  deleting: number | null
}

export type AgentViewsEvent =
  | { type: 'CHANGE_NAME'; value: string }
  | { type: 'SAVE'; filters: ViewFilters }
  | { type: 'OPEN'; view: SavedView }
  | { type: 'DELETE'; id: number }
  | { type: 'RETRY' }

/** What the contract says of `name` (1..60 characters once trimmed), or null when it holds. */
export function nameProblemOf(name: string): string | null {
  const checked = savedViewRequest.shape.name.safeParse(name)
  return checked.success ? null : (checked.error.issues[0]?.message ?? null)
}

const errorOf = (event: unknown) => (event as { error?: unknown }).error
const bodyOf = (error: unknown) =>
  (error as { status?: number; body?: { error?: unknown; fields?: { name?: unknown } } } | null) ??
  {}

/** The server's refusal of the name (400 or 409 naming `name`), or null. */
function refusedName(error: unknown): string | null {
  const { status, body } = bodyOf(error)
  const messages = body?.fields?.name
  if ((status !== 400 && status !== 409) || !Array.isArray(messages)) return null
  return typeof messages[0] === 'string' ? messages[0] : null
}

/** A 409 naming no field (the account holds the most views): the server's own words. */
function refusedSave(error: unknown): string | null {
  const { status, body } = bodyOf(error)
  return status === 409 && typeof body?.error === 'string' ? body.error : null
}

const byName = (views: SavedView[]) =>
  [...views].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id))

/**
 * Saved views (issue 43, item 8): the agent's named inbox filters. Listed beside the inbox;
 * choosing one puts its filters in the address (the inbox follows), Save this view keeps the
 * inbox's filters under a name (the name's problems under its field; what was typed is kept
 * until the save succeeds), and Delete removes one.
 */
const viewsSetup = setup({
  types: {
    context: {} as AgentViewsContext,
    events: {} as AgentViewsEvent,
  },
  actors: {
    /** Supplied by the app: GET /api/agents/views. */
    loadViews: fromPromise<SavedViewList>(notProvided('loadViews')),
    /** Supplied by the app: POST /api/agents/views. */
    saveView: fromPromise<SavedView, SavedViewRequest>(notProvided('saveView')),
    /** Supplied by the app: DELETE /api/agents/views/:id. */
    deleteView: fromPromise<void, { id: number }>(notProvided('deleteView')),
  },
  actions: {
    /** Supplied by the app: the inbox with these filters (its address). */
    openView: (_, _params: { filters: ViewFilters }) => {},
    changeName: assign(({ event }) => {
      const { value } = event as Extract<AgentViewsEvent, { type: 'CHANGE_NAME' }>
      return { name: value, nameProblem: null }
    }),
    keepFilters: assign(({ event }) => ({
      filters: (event as Extract<AgentViewsEvent, { type: 'SAVE' }>).filters,
    })),
    showNameProblem: assign(({ context }) => ({ nameProblem: nameProblemOf(context.name) })),
    markDeleting: assign(({ event }) => ({
      deleting: (event as Extract<AgentViewsEvent, { type: 'DELETE' }>).id,
    })),
    /** The deleted view leaves the list. */
    forget: assign(({ context }) => ({
      views: context.views.filter((view) => view.id !== context.deleting),
      deleting: null,
    })),
  },
  guards: {
    nameRefused: ({ event }) => refusedName(errorOf(event)) !== null,
    saveRefused: ({ event }) => refusedSave(errorOf(event)) !== null,
    /** A view already gone (another tab deleted it): as good as deleted. */
    alreadyGone: ({ event }) => (errorOf(event) as { status?: number } | null)?.status === 404,
    nameIsValid: ({ context }) => nameProblemOf(context.name) === null,
  },
})

/** What the list and the form take when nothing is busy: Save (the name checked first: its
 *  problem under it, nothing sent) and Delete. Busy, they wait. */
const readyToAct = {
  SAVE: [
    { guard: 'nameIsValid', target: 'saving', actions: 'keepFilters' },
    { target: 'idle', actions: 'showNameProblem' },
  ],
  DELETE: { target: 'deleting', actions: 'markDeleting' },
} as const

export const agentViewsMachine = viewsSetup.createMachine({
  id: 'agentViews',
  description: 'An agent’s saved views: named inbox filters, opened, saved and deleted.',
  meta: {
    purpose: 'Keep a set of inbox filters under a name, and open it again in one step.',
    spec: '—',
  },
  context: {
    views: [],
    name: '',
    nameProblem: null,
    filters: {},
    saveProblem: null,
    deleting: null,
  },
  initial: 'loading',
  states: {
    ...loadStates<AgentViewsContext, AgentViewsEvent>()({
      src: 'loadViews',
      loaded: (list: SavedViewList) => ({ views: byName(list.views) }),
      failedMessage: agentViewsMessages.loadFailed,
      loadingDescription: 'Asks for the agent’s views.',
    }),
    ready: {
      description: `The views by name ('${agentViewsMessages.none}' without any) and the Save form.`,
      initial: 'idle',
      on: {
        CHANGE_NAME: { target: '.idle', actions: 'changeName' },
        OPEN: {
          actions: {
            type: 'openView',
            params: ({ event }) => ({ filters: event.view.filters }),
          },
        },
      },
      states: {
        idle: {
          description:
            'The views are listed and nothing is busy: the agent opens, saves or deletes one.',
          on: readyToAct,
        },
        saving: {
          description: 'Save is busy; the name can still be typed.',
          on: { CHANGE_NAME: { actions: 'changeName' } },
          invoke: {
            id: 'saveView',
            src: 'saveView',
            input: ({ context }) => ({ name: context.name, filters: context.filters }),
            onDone: {
              target: 'saved',
              actions: assign({
                views: ({ context, event }) =>
                  byName([
                    ...context.views.filter((view) => view.id !== event.output.id),
                    event.output,
                  ]),
                name: '',
                saveProblem: null,
              }),
            },
            onError: [
              {
                guard: 'nameRefused',
                target: 'idle',
                actions: assign({ nameProblem: ({ event }) => refusedName(event.error) }),
              },
              {
                guard: 'saveRefused',
                target: 'saveFailed',
                actions: assign({ saveProblem: ({ event }) => refusedSave(event.error) }),
              },
              { target: 'saveFailed', actions: assign({ saveProblem: null }) },
            ],
          },
        },
        saved: {
          description: `'${agentViewsMessages.saved}'; the name field is emptied.`,
          // The name is empty here (typing leaves for idle): Save can only show its problem.
          on: { ...readyToAct, SAVE: readyToAct.SAVE[1] },
        },
        saveFailed: {
          description: `The server's refusal (the account holds the most views) or '${agentViewsMessages.saveFailed}'; the name typed is kept.`,
          on: readyToAct,
        },
        deleting: {
          description: 'The view’s Delete is busy.',
          on: { CHANGE_NAME: { actions: 'changeName' } },
          invoke: {
            id: 'deleteView',
            src: 'deleteView',
            input: ({ context }) => ({ id: context.deleting! }),
            onDone: { target: 'idle', actions: 'forget' },
            onError: [
              { guard: 'alreadyGone', target: 'idle', actions: 'forget' },
              { target: 'deleteFailed' },
            ],
          },
        },
        deleteFailed: { description: `'${agentViewsMessages.deleteFailed}'`, on: readyToAct },
      },
    },
  },
})

export type AgentViewsActor = ActorRefFrom<typeof agentViewsMachine>
