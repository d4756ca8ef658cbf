// What the reach-out machine needs from the app: the message call, and the way to /no-token.
import { fromPromise } from 'xstate'
import type { reachOutMachine } from '../../machines/reachOut.machine'
import { callApi } from '../../api/client'
import type { MachineEffects } from '../flow/machineEffects'

export function reachOutEffects(goToNoToken: () => void) {
  return {
    actors: {
      sendMessage: fromPromise(async ({ input }) => {
        const { status } = await callApi('reachOut', { body: input })
        return { status }
      }),
    },
    actions: { goToNoToken },
  } satisfies MachineEffects<typeof reachOutMachine>
}
