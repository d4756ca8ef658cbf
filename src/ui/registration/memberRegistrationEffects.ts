// What the member registration machine needs from the app: the registration call.
import { fromPromise } from 'xstate'
import type { memberRegistrationMachine } from '../../machines/memberRegistration.machine'
import { callApiLazily } from '../../api/lazyClient'
import type { MachineEffects } from '../app/machineEffects'

export function memberRegistrationEffects() {
  return {
    actors: {
      register: fromPromise(
        async ({ input }) => (await callApiLazily('registerMember', { body: input })).data,
      ),
    },
  } satisfies MachineEffects<typeof memberRegistrationMachine>
}
