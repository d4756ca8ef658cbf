// The inbox's bulk actions' effects: the call (the console's `itemsBulk` entry) and the inbox's
// refresh once results arrive. A 401 ends the console's session in the client: the machine only
// learns that the action failed.
import { fromPromise } from 'xstate'
import type { MachineEffects } from '../ui/flow/machineEffects'
import type { agentBulkMachine } from '../machines/agentBulk.machine'
import { consoleCall } from './client'
import type { BulkRequest } from './contract'

/** The results, one per item. */
export async function sendBulk(request: BulkRequest) {
  return (await consoleCall('itemsBulk', { body: request })).results
}

export function agentBulkEffects({
  refreshInbox,
}: {
  /** The inbox loads its list again: the items the action changed show as they are now. */
  refreshInbox: () => void
}) {
  return {
    actors: {
      sendBulk: fromPromise(({ input }: { input: BulkRequest }) => sendBulk(input)),
    },
    actions: { refreshInbox },
  } satisfies MachineEffects<typeof agentBulkMachine>
}
