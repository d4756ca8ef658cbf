import { fromPromise } from 'xstate'
import type { MachineEffects } from '../ui/flow/machineEffects'
import type { agentMailMachine } from '../machines/agentMail.machine'
import { agentsCall } from './client'
import { mailDetail, mailPage, type MailQuery } from './contract'

export function agentMailEffects() {
  return {
    actors: {
      loadPage: fromPromise(({ input }: { input: MailQuery }) =>
        agentsCall('GET', '/mail', { query: input, schema: mailPage }),
      ),
      loadMessage: fromPromise(({ input }: { input: number }) =>
        agentsCall('GET', `/mail/${input}`, { schema: mailDetail }),
      ),
      resend: fromPromise(({ input }: { input: number }) =>
        agentsCall('POST', `/mail/${input}/resend`, { schema: mailDetail }),
      ),
    },
  } satisfies MachineEffects<typeof agentMailMachine>
}
