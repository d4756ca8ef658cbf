import type { ReactNode } from 'react'
import type { LoadPhase } from '../machines/loadFragment'
import { LoadStatus } from './LoadStatus'
import styles from './Console.module.css'

/** An admin's log (erasures, exports): a titled section with Refresh, its loading, empty and
 *  failed states, and the table, kept while it loads again. */
export function LogTable({
  id,
  title,
  headingLevel: Heading,
  phase,
  messages,
  caption,
  columns,
  rows,
  onRefresh,
}: {
  id: string
  title: string
  headingLevel: 'h1' | 'h2'
  /** The machine's load (loadPhaseOf): loading, failed, or null once shown. */
  phase: LoadPhase
  messages: { loading: string; empty: string; failed: string }
  caption: string
  columns: string[]
  rows: { key: number; cells: ReactNode[] }[]
  onRefresh: () => void
}) {
  return (
    <section className={styles.stack} aria-labelledby={id}>
      <div className={styles.toolbar}>
        <Heading id={id} className={styles.heading}>
          {title}
        </Heading>
        {phase === null && (
          <button type="button" className="button button--ghost button--small" onClick={onRefresh}>
            Refresh
          </button>
        )}
      </div>
      {phase === 'failed' || (phase === 'loading' && rows.length === 0) ? (
        // While it loads again, the rows shown so far stay (busy) rather than a status line.
        <LoadStatus
          phase={phase}
          loading={messages.loading}
          failed={messages.failed}
          onRetry={onRefresh}
        />
      ) : rows.length === 0 ? (
        <p className={styles.hint}>{messages.empty}</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table} aria-busy={phase === 'loading' || undefined}>
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, index) => (
                    <td key={columns[index]}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
