// The invitation request form's flow with the app's effects: loaded by MemberRegistrationForm
// while the visitor reads, or at their first keystroke (src/ui/lazy/lazyFlow.ts).
import { memberRegistrationMachine } from '../../machines/memberRegistration.machine'
import { startFlow } from '../flow/startFlow'
import { memberRegistrationEffects } from './memberRegistrationEffects'

export const startMemberRegistrationFlow = () =>
  startFlow(memberRegistrationMachine.provide(memberRegistrationEffects()))
