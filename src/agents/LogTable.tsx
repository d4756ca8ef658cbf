import type { ReactNode } from 'react'
import { RetryAlert } from './RetryAlert'
import styles from './Console.module.css'

/** Where an admin's log is: loading (with or without the list it had), shown, or failed. */
export interface LogState {
  loading: boolean
  failed: boolean
  shown: boolean
}

/** An admin's log (erasures, exports): a titled section with Refresh, its loading, empty and
 *  failed states, and the table, kept while it loads again. */
export function LogTable({
  id,
  title,
  headingLevel: Heading,
  state,
  messages,
  caption,
  columns,
  rows,
  onRefresh,
}: {
  id: string
  title: string
  headingLevel: 'h1' | 'h2'
  state: LogState
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
        {state.shown && (
          <button type="button" className="button button--ghost button--small" onClick={onRefresh}>
            Refresh
          </button>
        )}
      </div>
      {state.failed ? (
        <RetryAlert message={messages.failed} onRetry={onRefresh} />
      ) : state.loading && rows.length === 0 ? (
        <p className={styles.hint} role="status">
          {messages.loading}
        </p>
      ) : rows.length === 0 ? (
        <p className={styles.hint}>{messages.empty}</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table} aria-busy={state.loading || undefined}>
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
