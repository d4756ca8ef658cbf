// The welcome page's flow with the app's effects: loaded by WelcomeMember while the page paints
// (src/ui/lazy/lazyFlow.ts); it checks the link as soon as it starts.
import { welcomeMemberMachine } from '../../machines/welcomeMember.machine'
import { startFlow } from '../flow/startFlow'
import { welcomeMemberEffects } from './welcomeMemberEffects'

export const startWelcomeMemberFlow = (token: string) =>
  startFlow(welcomeMemberMachine.provide(welcomeMemberEffects()), { token })
