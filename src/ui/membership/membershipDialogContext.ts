import { createContext } from 'react'
import type { MembershipDialogActor } from '../../machines/membershipDialog.machine'
import type { FlowRef } from '../lazy/lazyFlow'

/** What an opener sends to: the dialog's flow (its actor, or the lazy flow that queues events
 *  until it has arrived: MembershipDialogOpener.tsx). */
export type MembershipDialogOpener = FlowRef<MembershipDialogActor>

export const MembershipDialogContext = createContext<MembershipDialogOpener | null>(null)
