import { useSelector } from '@xstate/react'
import {
  agentExportLogMessages,
  type AgentExportLogActor,
} from '../machines/agentExportLog.machine'
import type { ExportOutcome } from './contract'
import { describeFilters, formatTime } from './format'
import { LogTable } from './LogTable'
import { loadPhaseOf } from '../machines/loadFragment'

const outcomeNotes: Record<ExportOutcome, string> = {
  complete: '',
  started: ' (still running, or stopped with the server)',
  failed: ' (cut: a read failed)',
  cancelled: ' (cut: the download was stopped)',
}

/** The export log (admins): who exported which filters, when, and how many rows were written. */
export function ExportLogView({ log }: { log: AgentExportLogActor }) {
  const snapshot = useSelector(log, (state) => state)
  return (
    <LogTable
      id="export-log-title"
      title="Export log"
      headingLevel="h1"
      phase={loadPhaseOf(snapshot)}
      messages={{ loading: 'Loading the export log…', ...agentExportLogMessages }}
      caption="CSV exports, newest first"
      columns={['When', 'By', 'Filters', 'Rows']}
      rows={snapshot.context.exports.map((entry) => ({
        key: entry.id,
        cells: [
          formatTime(entry.at),
          entry.by ?? 'A removed account',
          describeFilters(entry.filters),
          `${entry.rows.toLocaleString('en-GB')}${outcomeNotes[entry.outcome]}`,
        ],
      }))}
      onRefresh={() => log.send({ type: 'REFRESH' })}
    />
  )
}
