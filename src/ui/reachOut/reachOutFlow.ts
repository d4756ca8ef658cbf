// The reach-out form's flow with the app's effects: loaded by ReachOutForm while the visitor
// reads, or at their first keystroke (src/ui/lazy/lazyFlow.ts).
import { reachOutMachine } from '../../machines/reachOut.machine'
import { startFlow } from '../flow/startFlow'
import { reachOutEffects } from './reachOutEffects'

export const startReachOutFlow = (goToNoToken: () => void) =>
  startFlow(reachOutMachine.provide(reachOutEffects(goToNoToken)))
