import { fromPromise } from 'xstate'
import type { MachineEffects } from '../ui/flow/machineEffects'
import type { agentExportLogMachine } from '../machines/agentExportLog.machine'
import { agentsCall } from './client'
import { exportLog } from './contract'

export function agentExportLogEffects({ sessionLost }: { sessionLost: () => void }) {
  return {
    actors: { loadLog: fromPromise(() => agentsCall('GET', '/exports', { schema: exportLog })) },
    actions: { sessionLost },
  } satisfies MachineEffects<typeof agentExportLogMachine>
}
