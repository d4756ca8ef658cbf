import { useSelector } from '@xstate/react'
import {
  agentErasureLogMessages,
  type AgentErasureLogActor,
} from '../machines/agentErasureLog.machine'
import { erasedCounts, formatTime } from './format'
import { LoadStatus } from './LoadStatus'
import { loadPhaseOf } from '../machines/loadFragment'
import styles from './Console.module.css'

/** The erasure log (admins): when, by whom and how many rows of each kind; never whom. */
export function ErasureLogView({ log }: { log: AgentErasureLogActor }) {
  const snapshot = useSelector(log, (state) => state)
  const { erasures } = snapshot.context
  // While it loads again, the rows shown so far stay (busy) rather than a status line.
  const phase = loadPhaseOf(snapshot)
  const statusShown = phase === 'failed' || (phase === 'loading' && erasures.length === 0)
  return (
    <section className={styles.stack} aria-labelledby="erasure-log-title">
      <div className={styles.toolbar}>
        <h2 id="erasure-log-title" className={styles.heading}>
          Erasure log
        </h2>
        {snapshot.matches('shown') && (
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => log.send({ type: 'REFRESH' })}
          >
            Refresh
          </button>
        )}
      </div>
      {statusShown ? (
        <LoadStatus
          phase={phase}
          loading="Loading the erasure log…"
          failed={agentErasureLogMessages.failed}
          onRetry={() => log.send({ type: 'REFRESH' })}
        />
      ) : erasures.length === 0 ? (
        <p className={styles.hint}>{agentErasureLogMessages.empty}</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table} aria-busy={phase === 'loading' || undefined}>
            <caption className="visually-hidden">Erasures, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">By</th>
                <th scope="col">Rows erased</th>
              </tr>
            </thead>
            <tbody>
              {erasures.map((erasure) => (
                <tr key={erasure.id}>
                  <td>{formatTime(erasure.at)}</td>
                  <td>{erasure.by ?? 'A removed account'}</td>
                  <td>{erasedCounts(erasure.counts) || 'Nothing held the contact'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
