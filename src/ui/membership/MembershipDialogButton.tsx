import type { ReactNode } from 'react'
import type { MembershipDialogStep } from '../../machines/membershipDialog.machine'
import { preloadOnIntent } from '../common/preloadable'
import { preloadMembershipDialog, useMembershipDialog } from './MembershipDialogOpener'

/** A button that opens the membership dialog at a step: 1 sign-in ('Enter to the Future',
 *  'Platform Access'), 2 invitation request ('I want to be a Member'). */
export function MembershipDialogButton({
  step,
  className = 'button button--primary',
  children,
}: {
  step: MembershipDialogStep
  className?: string
  children: ReactNode
}) {
  const dialog = useMembershipDialog()
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      // The dialog loads lazily: start when the person is about to open it.
      {...preloadOnIntent(dialog.preload ?? preloadMembershipDialog)}
      onClick={() => dialog.send({ type: 'OPEN', step })}
    >
      {children}
    </button>
  )
}
