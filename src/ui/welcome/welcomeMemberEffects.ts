// What the welcome page's machine needs from the app: the two welcome calls.
import { fromPromise } from 'xstate'
import type { welcomeMemberMachine } from '../../machines/welcomeMember.machine'
import { callApi } from '../../api/client'
import type { MachineEffects } from '../flow/machineEffects'

export function welcomeMemberEffects() {
  return {
    actors: {
      checkLink: fromPromise(
        async ({ input }: { input: { token: string } }) =>
          (await callApi('welcomeCheck', { body: input })).data,
      ),
      createMember: fromPromise(async ({ input }) => {
        await callApi('welcomeAccept', { body: input })
      }),
    },
  } satisfies MachineEffects<typeof welcomeMemberMachine>
}
