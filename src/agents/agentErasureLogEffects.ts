import { fromPromise } from 'xstate'
import type { MachineEffects } from '../ui/flow/machineEffects'
import type { agentErasureLogMachine } from '../machines/agentErasureLog.machine'
import { agentsCall } from './client'
import { erasureLog } from './contract'

export function agentErasureLogEffects() {
  return {
    actors: { loadLog: fromPromise(() => agentsCall('GET', '/erasures', { schema: erasureLog })) },
  } satisfies MachineEffects<typeof agentErasureLogMachine>
}
