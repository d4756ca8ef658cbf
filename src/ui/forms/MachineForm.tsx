import type { ReactNode } from 'react'
import { useEarlySubmit } from '../lazy/earlyInput'
import styles from './Forms.module.css'

/** A form whose checks belong to its machine (the browser's own are off) and whose submission
 *  — the button, or Enter in a field — becomes `onSubmit`, also when it was sent before the
 *  page hydrated (src/ui/lazy/earlyInput.ts). */
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
  const submission = useEarlySubmit(onSubmit)
  return (
    <form className={className} noValidate aria-label={label} {...submission}>
      {children}
    </form>
  )
}
