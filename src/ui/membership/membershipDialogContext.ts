import { createContext } from 'react'
import type { MembershipDialogActor } from '../../machines/membershipDialog.machine'

/** What an opener sends to: the dialog's actor, or the stand-in that starts it on first use
 *  (MembershipDialogOpener.tsx), which also `preload`s what the dialog needs. */
export type MembershipDialogOpener = Pick<MembershipDialogActor, 'send'> & {
  preload?: () => Promise<unknown>
}

export const MembershipDialogContext = createContext<MembershipDialogOpener | null>(null)
