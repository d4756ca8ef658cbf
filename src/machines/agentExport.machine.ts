import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate'
import type { InboxQuery } from '../agents/contract'
import { notProvided } from './shared'

export const agentExportMessages = {
  failed: 'The export could not be downloaded. Please try again.',
} as const

/** A file the export fetched, for the page to save. */
export interface ExportedFile {
  name: string
  blob: Blob
}

export type AgentExportEvent = { type: 'EXPORT'; query: InboxQuery }

const exportCsv = { target: 'exporting', actions: 'rememberQuery' } as const

/**
 * The inbox's export (issue 30): GET /api/agents/export.csv with the inbox's filters and the
 * session's token (a fetch, so the token travels in the Authorization header, never in an
 * address), then the browser saves the file.
 */
export const agentExportMachine = setup({
  types: {
    context: {} as { query: InboxQuery },
    events: {} as AgentExportEvent,
  },
  actors: {
    /** Supplied by the app: the CSV with the filters, as a file. */
    fetchExport: fromPromise<ExportedFile, InboxQuery>(notProvided('fetchExport')),
  },
  actions: {
    rememberQuery: assign({ query: ({ event }) => event.query }),
    /** Supplied by the app: the browser saves the file. */
    saveFile: (_, _params: { file: ExportedFile }) => {},
  },
  guards: {},
}).createMachine({
  id: 'agentExport',
  description:
    'Export: the CSV of the inbox with its filters, downloaded with the session’s token.',
  meta: {
    purpose: 'Download the inbox, with its filters, as CSV.',
    spec: '—',
  },
  context: { query: {} },
  initial: 'idle',
  states: {
    idle: {
      description:
        'The Export CSV button, ready: the download takes the inbox’s filters as they are.',
      on: { EXPORT: exportCsv },
    },
    exporting: {
      description: 'Export CSV is busy.',
      invoke: {
        id: 'fetchExport',
        src: 'fetchExport',
        input: ({ context }) => context.query,
        onDone: {
          target: 'idle',
          actions: { type: 'saveFile', params: ({ event }) => ({ file: event.output }) },
        },
        onError: 'failed',
      },
    },
    failed: { description: `'${agentExportMessages.failed}'`, on: { EXPORT: exportCsv } },
  },
})

export type AgentExportActor = ActorRefFrom<typeof agentExportMachine>
