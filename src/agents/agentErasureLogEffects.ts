import { fromPromise } from 'xstate'
import type { MachineEffects } from '../ui/flow/machineEffects'
import type { agentErasureLogMachine } from '../machines/agentErasureLog.machine'
import { consoleCall } from './client'

export function agentErasureLogEffects({ sessionLost }: { sessionLost: () => void }) {
  return {
    actors: { loadLog: fromPromise(() => consoleCall('erasures')) },
    actions: { sessionLost },
  } satisfies MachineEffects<typeof agentErasureLogMachine>
}
