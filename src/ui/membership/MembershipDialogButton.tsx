import type { ReactNode } from 'react'

/** A button that opens the membership dialog at a step: 1 sign-in ('Enter to the Future',
 *  'Platform Access'), 2 invitation request ('I want to be a Member'). Placeholder of the
 *  foundation: the toolkit issue connects it to the dialog's machine. */
export function MembershipDialogButton({
  step,
  className = 'button button--primary',
  children,
}: {
  step: 1 | 2
  className?: string
  children: ReactNode
}) {
  return (
    <button type="button" className={className} data-dialog-step={step}>
      {children}
    </button>
  )
}
