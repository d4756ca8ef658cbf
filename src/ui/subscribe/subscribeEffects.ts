// What the subscribe machine needs from the app: the subscription call.
import { fromPromise } from 'xstate'
import type { subscribeMachine } from '../../machines/subscribe.machine'
import { callApiLazily } from '../../api/lazyClient'
import type { MachineEffects } from '../app/machineEffects'

export function subscribeEffects() {
  return {
    actors: {
      subscribe: fromPromise(async ({ input }) => {
        const { status } = await callApiLazily('subscribe', { body: input })
        return { status }
      }),
    },
  } satisfies MachineEffects<typeof subscribeMachine>
}
