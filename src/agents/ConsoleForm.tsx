import type { FormEvent, ReactNode } from 'react'
import formStyles from '../ui/forms/Forms.module.css'

/** A console form: the flow checks and sends it (no native validation, no page load), so a
 *  submit (a button or Enter) only tells the flow. */
export function ConsoleForm({
  onSubmit,
  className,
  children,
}: {
  onSubmit: () => void
  className?: string
  children: ReactNode
}) {
  return (
    <form
      className={className ? `${className} ${formStyles.form}` : formStyles.form}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      {children}
    </form>
  )
}
