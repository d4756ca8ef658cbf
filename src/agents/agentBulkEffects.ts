// The inbox's bulk actions' effects: the call (its method, path and schemas are the console's
// endpoint entry, src/api/console/bulkEndpoints.ts) and the inbox's refresh once results arrive.
// A 401 ends the console's session here, where the call is made: the machine only learns that
// the action failed.
import { fromPromise } from 'xstate'
import type { MachineEffects } from '../ui/flow/machineEffects'
import type { agentBulkMachine } from '../machines/agentBulk.machine'
import { bulkEndpoints } from '../api/console/bulkEndpoints'
import { isUnauthorized } from '../machines/shared'
import { agentsCall } from './client'
import type { BulkRequest } from './contract'

const { itemsBulk } = bulkEndpoints

/** POST /items/bulk: the results, one per item; a session that has ended is reported first. */
export async function sendBulk(request: BulkRequest, sessionLost: () => void) {
  try {
    const answer = await agentsCall(itemsBulk.method, itemsBulk.path, {
      body: request,
      schema: itemsBulk.response,
    })
    return answer.results
  } catch (error) {
    if (isUnauthorized(error)) sessionLost()
    throw error
  }
}

export function agentBulkEffects({
  sessionLost,
  refreshInbox,
}: {
  sessionLost: () => void
  /** The inbox loads its list again: the items the action changed show as they are now. */
  refreshInbox: () => void
}) {
  return {
    actors: {
      sendBulk: fromPromise(({ input }: { input: BulkRequest }) => sendBulk(input, sessionLost)),
    },
    actions: { refreshInbox },
  } satisfies MachineEffects<typeof agentBulkMachine>
}
