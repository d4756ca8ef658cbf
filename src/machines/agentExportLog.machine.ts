import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate'
import type { ExportLog } from '../agents/contract'
import { notProvided } from './shared'

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
  actions: {
    /** Supplied by the app: the session has ended (a call answered 401). */
    sessionLost: () => {},
  },
  guards: {
    unauthorized: ({ event }) => (event as { error?: { status?: number } }).error?.status === 401,
  },
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
    loading: {
      invoke: {
        id: 'loadLog',
        src: 'loadLog',
        onDone: {
          target: 'shown',
          actions: assign({ exports: ({ event }) => event.output.exports }),
        },
        onError: [
          { guard: 'unauthorized', target: 'failed', actions: 'sessionLost' },
          { target: 'failed' },
        ],
      },
    },
    shown: {
      description: `The list, newest first; '${agentExportLogMessages.empty}' when there is none.`,
      on: { REFRESH: 'loading' },
    },
    failed: {
      description: `'${agentExportLogMessages.failed}' Try again.`,
      on: { REFRESH: 'loading' },
    },
  },
})

export type AgentExportLogActor = ActorRefFrom<typeof agentExportLogMachine>
