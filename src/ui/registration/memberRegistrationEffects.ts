// What the member registration machine needs from the app: the registration call.
import { fromPromise } from 'xstate'
import type { memberRegistrationMachine } from '../../machines/memberRegistration.machine'
import { callApi } from '../../api/client'
import type { MachineEffects } from '../flow/machineEffects'

export function memberRegistrationEffects() {
  return {
    actors: {
      register: fromPromise(
        async ({ input }) => (await callApi('registerMember', { body: input })).data,
      ),
    },
  } satisfies MachineEffects<typeof memberRegistrationMachine>
}
