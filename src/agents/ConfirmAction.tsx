import { useRef, type ReactNode, type RefObject } from 'react'
import { useFocusWhileShown } from './focus'
import styles from './Console.module.css'

/** The question asked before an action that cannot be undone (revoke a code, erase a person):
 *  the question, the action's button and Cancel. Focus goes to the action as the question
 *  appears, so the keyboard answers it at once, and back to what asked once it is answered
 *  (useFocusWhileShown); while the action runs its button says busy and Cancel is off. */
export function ConfirmAction({
  id,
  question,
  action,
  busy,
  onConfirm,
  onCancel,
  fallback,
}: {
  /** The question's id: it names the group. */
  id: string
  question: ReactNode
  action: string
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
  /** Where the focus goes when the control that asked is gone (a revoked code's Revoke…). */
  fallback?: RefObject<HTMLElement | null>
}) {
  const actionButton = useRef<HTMLButtonElement>(null)
  useFocusWhileShown(actionButton, fallback)
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
