import type { ReactNode } from 'react'

/** Stands in for the membership dialog's button in page tests (vi.mock): it records which
 *  step of the dialog a page asks for, whatever the dialog itself does (its own tests). */
export function MembershipDialogButton({ step, children }: { step: 1 | 2; children: ReactNode }) {
  return (
    <button type="button" data-opens-step={step}>
      {children}
    </button>
  )
}
