import type { ReactNode } from 'react'
import styles from './Forms.module.css'

/** A form whose checks belong to its machine (the browser's own are off) and whose submission
 *  — the button, or Enter in a field — becomes `onSubmit`. */
export function MachineForm({
  label,
  className = styles.form,
  onSubmit,
  children,
}: {
  /** The form's accessible name, when its heading does not give one. */
  label?: string
  className?: string
  /** Given the form, whose document holds its fields (the page's, or a frame's). */
  onSubmit: (form: HTMLFormElement) => void
  children: ReactNode
}) {
  return (
    <form
      className={className}
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit(event.currentTarget)
      }}
    >
      {children}
    </form>
  )
}
