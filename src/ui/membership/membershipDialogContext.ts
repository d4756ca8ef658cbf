import { createContext } from 'react'
import type { MembershipDialogActor } from '../../machines/membershipDialog.machine'

/** What an opener sends to: the dialog's actor, or the stand-in that starts it on first use
 *  (MembershipDialogOpener.tsx). */
export type MembershipDialogOpener = Pick<MembershipDialogActor, 'send'>

export const MembershipDialogContext = createContext<MembershipDialogOpener | null>(null)
