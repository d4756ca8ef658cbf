import { useEffect, useRef, type ReactNode } from 'react'
import styles from './Console.module.css'

/** The question asked before an action that cannot be undone (revoke a code, erase a person):
 *  the question, the action's button and Cancel. Focus goes to the action as the question
 *  appears, so the keyboard answers it at once; while the action runs its button says busy and
 *  Cancel is off. */
export function ConfirmAction({
  id,
  question,
  action,
  busy,
  onConfirm,
  onCancel,
}: {
  /** The question's id: it names the group. */
  id: string
  question: ReactNode
  action: string
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  const actionButton = useRef<HTMLButtonElement>(null)
  useEffect(() => actionButton.current?.focus(), [])
  return (
    <div className={styles.notice} role="group" aria-labelledby={id}>
      <p id={id}>{question}</p>
      <div className="button-row">
        <button
          ref={actionButton}
          type="button"
          className="button button--primary button--small"
          aria-busy={busy || undefined}
          aria-disabled={busy || undefined}
          onClick={onConfirm}
        >
          {action}
        </button>
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={busy}
          onClick={onCancel}
        >
          Cancel
        </button>
      </div>
    </div>
  )
}
