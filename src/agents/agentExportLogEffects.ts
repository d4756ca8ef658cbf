import { fromPromise } from 'xstate'
import type { MachineEffects } from '../ui/flow/machineEffects'
import type { agentExportLogMachine } from '../machines/agentExportLog.machine'
import { consoleCall } from './client'

export function agentExportLogEffects() {
  return {
    actors: { loadLog: fromPromise(() => consoleCall('listExports')) },
  } satisfies MachineEffects<typeof agentExportLogMachine>
}
