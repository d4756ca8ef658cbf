import { useSelector } from '@xstate/react'
import {
  agentExportLogMessages,
  type AgentExportLogActor,
} from '../machines/agentExportLog.machine'
import type { ExportLog, ExportOutcome } from './contract'
import { describeFilters } from './format'
import { LogTable } from './LogTable'
import { dateColumn, numberColumn, textColumn } from './table/columns'
import { loadPhaseOf } from '../machines/loadFragment'

const outcomeNotes: Record<ExportOutcome, string> = {
  complete: '',
  started: ' (still running, or stopped with the server)',
  failed: ' (cut: a read failed)',
  cancelled: ' (cut: the download was stopped)',
}

type ExportEntry = ExportLog['exports'][number]

const columns = [
  dateColumn<ExportEntry>('at', 'When', (entry) => entry.at, { sortable: true }),
  textColumn<ExportEntry>('by', 'By', (entry) => entry.by ?? 'A removed account', {
    sortable: true,
  }),
  textColumn<ExportEntry>('filters', 'Filters', (entry) => describeFilters(entry.filters)),
  numberColumn<ExportEntry>('rows', 'Rows', (entry) => entry.rows, {
    sortable: true,
    note: (entry) => outcomeNotes[entry.outcome],
  }),
]

/** The export log (admins): who exported which filters, when, and how many rows were written. */
export function ExportLogView({ log }: { log: AgentExportLogActor }) {
  const snapshot = useSelector(log, (state) => state)
  return (
    <LogTable
      id="export-log-title"
      title="Export log"
      headingLevel="h1"
      phase={loadPhaseOf(snapshot)}
      messages={{
        loading: 'Loading the export log…',
        emptyDetail:
          'Each Export CSV of the inbox appears here: who made it, when, with which filters and how many rows.',
        ...agentExportLogMessages,
      }}
      caption="CSV exports, newest first"
      columns={columns}
      rows={snapshot.context.exports}
      onRefresh={() => log.send({ type: 'REFRESH' })}
    />
  )
}
