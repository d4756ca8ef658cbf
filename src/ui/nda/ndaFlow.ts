// The NDA form's flow with the app's effects: loaded while the member reads the agreement, or
// at their first tick (src/ui/lazy/lazyFlow.ts).
import { ndaMachine } from '../../machines/nda.machine'
import type { SessionFlow } from '../session/SessionProvider'
import { startFlow } from '../flow/startFlow'
import { ndaEffects } from './ndaEffects'

export const startNdaFlow = (session: SessionFlow, goHome: () => void) =>
  startFlow(ndaMachine.provide(ndaEffects(session, goHome)))
