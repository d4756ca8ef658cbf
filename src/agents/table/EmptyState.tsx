import type { ReactNode } from 'react'
import tableStyles from './Table.module.css'

/** A table with no rows: what it would show, said once (the status line a screen reader hears),
 *  with what to do about it where there is something (clear the filters, create the first one). */
export function EmptyState({
  message,
  detail,
  action,
}: {
  /** The state in a sentence ("Nothing matches these filters."). */
  message: string
  /** What would appear here, and when. */
  detail?: string
  action?: ReactNode
}) {
  return (
    <div className={tableStyles.empty}>
      <p role="status" className={tableStyles.emptyMessage}>
        {message}
      </p>
      {detail && <p className={tableStyles.emptyDetail}>{detail}</p>}
      {action}
    </div>
  )
}
