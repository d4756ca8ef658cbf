import { fromPromise, setup, type ActorRefFrom } from 'xstate'
import type { ErasureLog } from '../agents/contract'
import { notProvided } from './shared'
import { loadStates } from './loadFragment'

export const agentErasureLogMessages = {
  failed: 'The erasure log could not be loaded. Please try again.',
  empty: 'Nothing has been erased yet.',
} as const

export interface AgentErasureLogContext {
  erasures: ErasureLog['erasures']
}

/** Refresh, Try again, or an erase just done (the page sends it). */
export type AgentErasureLogEvent = { type: 'REFRESH' }

/**
 * The erasure log (issue 30, admins only): the newest erasures, when, by whom and how many rows
 * of each kind, never whom. Loaded when the page opens and again after each erase.
 */
export const agentErasureLogMachine = setup({
  types: {
    context: {} as AgentErasureLogContext,
    events: {} as AgentErasureLogEvent,
  },
  actors: {
    /** Supplied by the app: GET /api/agents/erasures. */
    loadLog: fromPromise<ErasureLog>(notProvided('loadLog')),
  },
  actions: {},
  guards: {},
}).createMachine({
  id: 'agentErasureLog',
  description: 'The newest erasures: when, by whom, how many rows of each kind; never whom.',
  meta: {
    purpose: 'Read what was erased, when and by whom (admins).',
    spec: '—',
  },
  context: { erasures: [] },
  initial: 'loading',
  states: {
    ...loadStates<AgentErasureLogContext, AgentErasureLogEvent>()({
      src: 'loadLog',
      loaded: (log: ErasureLog) => ({ erasures: log.erasures }),
      ready: 'shown',
      failedMessage: agentErasureLogMessages.failed,
      loadingDescription: 'Asks for the newest erasures (the list shown so far stays).',
      retry: 'REFRESH',
    }),
    shown: {
      description: `The list, newest first; '${agentErasureLogMessages.empty}' when there is none.`,
      on: { REFRESH: 'loading' },
    },
  },
})

export type AgentErasureLogActor = ActorRefFrom<typeof agentErasureLogMachine>
