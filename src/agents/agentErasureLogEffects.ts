import { fromPromise } from 'xstate'
import type { MachineEffects } from '../ui/flow/machineEffects'
import type { agentErasureLogMachine } from '../machines/agentErasureLog.machine'
import { agentsCall } from './client'
import { erasureLog } from './contract'

export function agentErasureLogEffects({ sessionLost }: { sessionLost: () => void }) {
  return {
    actors: { loadLog: fromPromise(() => agentsCall('GET', '/erasures', { schema: erasureLog })) },
    actions: { sessionLost },
  } satisfies MachineEffects<typeof agentErasureLogMachine>
}
