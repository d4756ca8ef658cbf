// What the subscribe machine needs from the app: the subscription call.
import { fromPromise } from 'xstate'
import type { subscribeMachine } from '../../machines/subscribe.machine'
import { callApi } from '../../api/client'
import type { MachineEffects } from '../flow/machineEffects'

export function subscribeEffects() {
  return {
    actors: {
      subscribe: fromPromise(async ({ input }) => {
        const { status } = await callApi('subscribe', { body: input })
        return { status }
      }),
    },
  } satisfies MachineEffects<typeof subscribeMachine>
}
