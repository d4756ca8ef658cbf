import { fromPromise } from 'xstate'
import type { MachineEffects } from '../ui/flow/machineEffects'
import type { agentEraseMachine } from '../machines/agentErase.machine'
import { agentsCall } from './client'
import { eraseResponse } from './contract'

export function agentEraseEffects({
  announceErased,
}: {
  /** Something was erased: the erasure log is loaded again. */
  announceErased: () => void
}) {
  return {
    actors: {
      erase: fromPromise(
        async ({ input }: { input: { contact: string; confirm: string } }) =>
          (await agentsCall('POST', '/erase', { body: input, schema: eraseResponse })).erased,
      ),
    },
    actions: { announceErased },
  } satisfies MachineEffects<typeof agentEraseMachine>
}
