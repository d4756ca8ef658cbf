import { fromPromise } from 'xstate'
import type { MachineEffects } from '../ui/flow/machineEffects'
import type { agentErasureLogMachine } from '../machines/agentErasureLog.machine'
import { consoleCall } from './client'

export function agentErasureLogEffects() {
  return {
    actors: { loadLog: fromPromise(() => consoleCall('erasures')) },
  } satisfies MachineEffects<typeof agentErasureLogMachine>
}
