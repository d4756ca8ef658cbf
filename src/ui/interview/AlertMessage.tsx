import { ProblemIcon } from '../forms/Icons'
import styles from './AlertMessage.module.css'

/** An alert of SPEC.md 8 in a live region of the site's own (never window.alert). The region
 *  is always rendered, so screen readers announce a message as it appears. */
export function AlertMessage({
  message,
  onDismiss,
  placement,
}: {
  message: string | null
  onDismiss: () => void
  /** 'page': floats over the page; 'inline': in the flow of its container. */
  placement: 'page' | 'inline'
}) {
  return (
    <div
      role="alert"
      className={placement === 'page' ? `${styles.region} ${styles.page}` : styles.region}
    >
      {message !== null && (
        <div className={styles.alert}>
          <ProblemIcon />
          <p className={styles.message}>{message}</p>
          <button type="button" className="button button--ghost" onClick={onDismiss}>
            Dismiss
          </button>
        </div>
      )}
    </div>
  )
}
