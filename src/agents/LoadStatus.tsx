import type { ReactNode } from 'react'
import type { LoadPhase } from '../machines/loadFragment'
import { RetryAlert } from './RetryAlert'
import styles from './Console.module.css'

/**
 * A console page's load, the same on every page (the machines' shared load fragment,
 * src/machines/loadFragment.ts): while it loads, the status line says so; when it failed, the
 * failure and Try again. Once loaded, the status line says `children` (a count, "No messages."),
 * or is not there when the page gives none.
 */
export function LoadStatus({
  phase,
  loading,
  failed,
  onRetry,
  children,
}: {
  phase: LoadPhase
  /** What the status line says while the page loads ("Loading the accounts…"). */
  loading: string
  /** The failure's message (the machine's). */
  failed: string
  /** Sends the machine its Try again. */
  onRetry: () => void
  /** What the status line says once loaded; without it, no status line then. */
  children?: ReactNode
}) {
  return (
    <>
      {(phase === 'loading' || children !== undefined) && (
        <p role="status" className={styles.hint}>
          {phase === 'loading' ? loading : phase === 'failed' ? '' : children}
        </p>
      )}
      {phase === 'failed' && <RetryAlert message={failed} onRetry={onRetry} />}
    </>
  )
}
