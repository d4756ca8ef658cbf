import { fromPromise } from 'xstate'
import type { MachineEffects } from '../ui/flow/machineEffects'
import type { agentEraseMachine } from '../machines/agentErase.machine'
import { consoleCall } from './client'

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
          (await consoleCall('erase', { body: input })).erased,
      ),
    },
    actions: { announceErased },
  } satisfies MachineEffects<typeof agentEraseMachine>
}
