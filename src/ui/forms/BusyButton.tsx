import type { ReactNode, Ref } from 'react'
import styles from './Forms.module.css'

/** A submit button that shows a spinner while its form is busy. It stays focusable then
 *  (aria-disabled rather than disabled), so focus is not lost; the machine ignores presses. */
export function BusyButton({
  busy,
  done = false,
  disabled,
  className = 'button button--primary',
  children,
  ref,
}: {
  busy: boolean
  /** The form went through ('Submitted!', 'Subscribed!'): shown as a success, with a tick. */
  done?: boolean
  disabled?: boolean
  className?: string
  children: ReactNode
  /** The button itself, for a view that returns the focus to it. */
  ref?: Ref<HTMLButtonElement>
}) {
  return (
    <button
      ref={ref}
      type="submit"
      className={done ? `${className} ${styles.done}` : className}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
    >
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {done && (
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="m5 12.5 4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
        </svg>
      )}
      {children}
    </button>
  )
}
