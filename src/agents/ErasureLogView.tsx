import { useSelector } from '@xstate/react'
import {
  agentErasureLogMessages,
  type AgentErasureLogActor,
} from '../machines/agentErasureLog.machine'
import type { ErasureLog } from './contract'
import { erasedCounts } from './format'
import { LogTable } from './LogTable'
import { dateColumn, textColumn } from './table/columns'
import { loadPhaseOf } from '../machines/loadFragment'

type Erasure = ErasureLog['erasures'][number]

const columns = [
  dateColumn<Erasure>('at', 'When', (erasure) => erasure.at, { sortable: true }),
  textColumn<Erasure>('by', 'By', (erasure) => erasure.by ?? 'A removed account', {
    sortable: true,
  }),
  textColumn<Erasure>(
    'counts',
    'Rows erased',
    (erasure) => erasedCounts(erasure.counts) || 'Nothing held the contact',
  ),
]

/** The erasure log (admins): when, by whom and how many rows of each kind; never whom. */
export function ErasureLogView({ log }: { log: AgentErasureLogActor }) {
  const snapshot = useSelector(log, (state) => state)
  return (
    <LogTable
      id="erasure-log-title"
      title="Erasure log"
      headingLevel="h2"
      phase={loadPhaseOf(snapshot)}
      messages={{
        loading: 'Loading the erasure log…',
        emptyDetail: 'Each erase made above appears here: when, by whom and how many rows.',
        ...agentErasureLogMessages,
      }}
      caption="Erasures, newest first"
      columns={columns}
      rows={snapshot.context.erasures}
      onRefresh={() => log.send({ type: 'REFRESH' })}
    />
  )
}
