import type { ReactNode } from 'react'
import type { MembershipDialogStep } from '../../machines/membershipDialog.machine'
import { useEarlyPress } from '../lazy/earlyInput'
import { useMembershipDialog } from './MembershipDialogOpener'

/** A button that opens the membership dialog at a step: 1 sign-in ('Enter to the Future',
 *  'Platform Access'), 2 invitation request ('I want to be a Member'); also when pressed before
 *  the page hydrated. */
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
  const press = useEarlyPress<HTMLButtonElement>(() => dialog.send({ type: 'OPEN', step }))
  return (
    <button type="button" className={className} aria-haspopup="dialog" {...press}>
      {children}
    </button>
  )
}
