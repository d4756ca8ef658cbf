// The membership dialog's flow with the app's effects (the scroll lock, the login modal signing
// in to the session): loaded while the visitor reads, or at the first press of an opener
// (src/ui/lazy/lazyFlow.ts).
import { membershipDialogMachine } from '../../machines/membershipDialog.machine'
import type { SessionActor } from '../../machines/session.machine'
import { startFlow } from '../flow/startFlow'
import { membershipDialogEffects } from './membershipDialogEffects'

export const startMembershipDialogFlow = (session: SessionActor) =>
  startFlow(membershipDialogMachine.provide(membershipDialogEffects(session)))
