import { fromPromise, setup, type ActorRefFrom } from 'xstate'
import type { ExportLog } from '../agents/contract'
import { notProvided } from './shared'
import { loadStates } from './loadFragment'

export const agentExportLogMessages = {
  failed: 'The export log could not be loaded. Please try again.',
  empty: 'Nothing has been exported yet.',
} as const

export interface AgentExportLogContext {
  exports: ExportLog['exports']
}

/** Refresh, or Try again. */
export type AgentExportLogEvent = { type: 'REFRESH' }

/**
 * The export log (issue 43, item 8, admins only): the newest CSV exports, who made each, when,
 * with which filters and how many rows were written. Loaded when the page opens and on Refresh.
 */
export const agentExportLogMachine = setup({
  types: {
    context: {} as AgentExportLogContext,
    events: {} as AgentExportLogEvent,
  },
  actors: {
    /** Supplied by the app: GET /api/agents/exports. */
    loadLog: fromPromise<ExportLog>(notProvided('loadLog')),
  },
  actions: {},
  guards: {},
}).createMachine({
  id: 'agentExportLog',
  description: 'The newest CSV exports: who, when, the filters, the rows written.',
  meta: {
    purpose: 'Read who exported what, when (admins).',
    spec: '—',
  },
  context: { exports: [] },
  initial: 'loading',
  states: {
    ...loadStates<AgentExportLogContext, AgentExportLogEvent>()({
      src: 'loadLog',
      loaded: (log: ExportLog) => ({ exports: log.exports }),
      ready: 'shown',
      failedMessage: agentExportLogMessages.failed,
      loadingDescription: 'Asks for the newest exports (the list shown so far stays).',
      retry: 'REFRESH',
    }),
    shown: {
      description: `The list, newest first; '${agentExportLogMessages.empty}' when there is none.`,
      on: { REFRESH: 'loading' },
    },
  },
})

export type AgentExportLogActor = ActorRefFrom<typeof agentExportLogMachine>
