import { useSelector } from '@xstate/react'
import {
  agentErasureLogMessages,
  type AgentErasureLogActor,
} from '../machines/agentErasureLog.machine'
import { erasedCounts, formatTime } from './format'
import { LogTable } from './LogTable'
import { loadPhaseOf } from '../machines/loadFragment'

/** The erasure log (admins): when, by whom and how many rows of each kind; never whom. */
export function ErasureLogView({ log }: { log: AgentErasureLogActor }) {
  const snapshot = useSelector(log, (state) => state)
  return (
    <LogTable
      id="erasure-log-title"
      title="Erasure log"
      headingLevel="h2"
      phase={loadPhaseOf(snapshot)}
      messages={{ loading: 'Loading the erasure log…', ...agentErasureLogMessages }}
      caption="Erasures, newest first"
      columns={['When', 'By', 'Rows erased']}
      rows={snapshot.context.erasures.map((erasure) => ({
        key: erasure.id,
        cells: [
          formatTime(erasure.at),
          erasure.by ?? 'A removed account',
          erasedCounts(erasure.counts) || 'Nothing held the contact',
        ],
      }))}
      onRefresh={() => log.send({ type: 'REFRESH' })}
    />
  )
}
