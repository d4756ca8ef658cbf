import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import styles from './Console.module.css'

/** The question asked before an action that cannot be undone (revoke a code, erase a person):
 *  the question, the action's button and Cancel. Focus goes to the action as the question
 *  appears, so the keyboard answers it at once; while the action runs its button says busy and
 *  Cancel is off. When the question goes (answered or cancelled) with the focus inside it, the
 *  focus goes back to the control that asked it (Revoke…, a bulk action) if it is still on the
 *  page, else to `fallback`: never to the page's start, where a keyboard would begin again. */
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
  // The control that had the focus as the question appeared: read at the first render, before
  // the effect below moves the focus (StrictMode's second run would read the action itself).
  const [opener] = useState(() => document.activeElement)
  useEffect(() => {
    actionButton.current?.focus()
    return () => {
      // Run once the question has left the page: focus still somewhere else was put there.
      if (document.activeElement !== document.body && document.activeElement !== null) return
      const back =
        opener instanceof HTMLElement && opener.isConnected
          ? opener
          : // eslint-disable-next-line react-hooks/exhaustive-deps -- the node drawn as the question left (Erase… again), not the one there when it came
            fallback?.current
      back?.focus()
    }
  }, [opener, fallback])
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
