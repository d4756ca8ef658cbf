import type { ReactNode } from 'react'
import styles from './Forms.module.css'

/** A submit button that shows a spinner while its form is busy. It stays focusable then
 *  (aria-disabled rather than disabled), so focus is not lost; the machine ignores presses. */
export function BusyButton({
  busy,
  disabled,
  className = 'button button--primary',
  children,
}: {
  busy: boolean
  disabled?: boolean
  className?: string
  children: ReactNode
}) {
  return (
    <button
      type="submit"
      className={className}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
    >
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  )
}
