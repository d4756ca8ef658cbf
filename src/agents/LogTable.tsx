import type { ColumnDef } from '@tanstack/react-table'
import type { LoadPhase } from '../machines/loadFragment'
import { LoadStatus } from './LoadStatus'
import { ConsoleTable } from './table/ConsoleTable'
import { EmptyState } from './table/EmptyState'
import styles from './Console.module.css'

/** An admin's log (erasures, exports): a titled section with Refresh, its loading, empty and
 *  failed states, and the table (newest first; its columns may sort the rows shown), kept while
 *  it loads again. */
export function LogTable<Row extends { id: number }>({
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
  /** `empty` says the log is empty, `emptyDetail` what would appear in it. */
  messages: { loading: string; empty: string; emptyDetail: string; failed: string }
  caption: string
  // TanStack's own type for a list of columns of mixed value types.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[]
  rows: Row[]
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
      ) : (
        <ConsoleTable
          caption={caption}
          columns={columns}
          data={rows}
          rowKey={(row) => String(row.id)}
          busy={phase === 'loading'}
          empty={<EmptyState message={messages.empty} detail={messages.emptyDetail} />}
        />
      )}
    </section>
  )
}
