import { FormAlert } from '../ui/forms/FormAlert'
import styles from './Console.module.css'

/** A call failed: what failed, and a Try again button that sends the flow its retry. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.stack}>
      <FormAlert message={message} />
      <p>
        <button type="button" className="button button--primary button--small" onClick={onRetry}>
          Try again
        </button>
      </p>
    </div>
  )
}
