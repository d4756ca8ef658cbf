import { useEffect, useRef, type ReactNode } from 'react'
import type { ModalPhase } from '../../machines/interview.machine'
import { keepFocusInside } from '../common/keepFocusInside'
import styles from './InterviewModal.module.css'

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
  const element = useRef<HTMLDialogElement>(null)
  const closeRef = useRef(onClose)
  const phaseRef = useRef(phase)
  useEffect(() => {
    closeRef.current = onClose
    phaseRef.current = phase
  })

  useEffect(() => {
    const dialog = element.current
    if (!dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    const start = ['[data-autofocus]', 'input', 'a[href], button:not([data-close])', '[data-close]']
      .map((selector) => dialog.querySelector<HTMLElement>(selector))
      .find(Boolean)
    start?.focus()
    // The browser may close a modal by itself (a second Escape): the machine must follow.
    const closedByBrowser = () => {
      if (phaseRef.current !== 'closing') closeRef.current()
    }
    dialog.addEventListener('close', closedByBrowser)
    return () => {
      dialog.removeEventListener('close', closedByBrowser)
      // Back to the control that opened it; when the step changed meanwhile, to the overlay.
      if (opener?.isConnected) opener.focus()
      else document.querySelector<HTMLElement>('[data-interview-overlay]')?.focus()
    }
  }, [])

  return (
    <dialog
      ref={element}
      className={`${styles.dialog} ${size === 'wide' ? styles.wide : ''}`}
      data-state={phase}
      aria-labelledby={titleId}
      onKeyDown={keepFocusInside}
      onCancel={(event) => {
        event.preventDefault() // Escape: the machine fades the modal out
        onClose()
      }}
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
