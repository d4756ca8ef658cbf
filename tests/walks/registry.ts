import type { AnyStateMachine } from 'xstate'
import { allModels, serverModels } from '../model/models'
import type { WalkTarget } from './walk'
export const walkTargets: WalkTarget<AnyStateMachine>[] = [...allModels, ...serverModels].map(
  (model) => ({ model, invariants: [] }),
)
