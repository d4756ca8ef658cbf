import type { ReactNode } from 'react'
import type { ModalPhase } from '../../machines/interview.machine'
import { useModalDialog } from '../common/useModalDialog'
import styles from './InterviewModal.module.css'

/** After a modal whose opener is gone (the step changed meanwhile), focus goes to the overlay. */
const overlay = (document: Document) =>
  document.querySelector<HTMLElement>('[data-interview-overlay]')

/**
 * A modal of the interview overlay: a native modal <dialog> (inert page, top layer) mounted
 * while its machine state lasts. `phase` drives the fades; Escape and the close button ask the
 * machine to close; focus starts on the first control and goes back to the opener after.
 */
export function InterviewModal({
  phase,
  titleId,
  onClose,
  size = 'narrow',
  children,
}: {
  phase: ModalPhase
  titleId: string
  onClose: () => void
  size?: 'narrow' | 'wide'
  children: ReactNode
}) {
  const modal = useModalDialog({
    state: phase === 'closing' ? 'closing' : 'open',
    onClose,
    fallbackFocus: overlay,
  })
  return (
    <dialog
      {...modal}
      className={`${styles.dialog} ${size === 'wide' ? styles.wide : ''}`}
      data-state={phase}
      aria-labelledby={titleId}
    >
      {/* First in tab order: a frame (the scheduler) keeps Escape to itself, so the way out
          must be reachable before it. */}
      <button
        type="button"
        className={styles.close}
        aria-label="Close"
        data-close
        onClick={onClose}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {children}
    </dialog>
  )
}
