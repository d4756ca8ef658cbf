import { fromPromise } from 'xstate'
import type { MachineEffects } from '../ui/flow/machineEffects'
import type { agentMailMachine } from '../machines/agentMail.machine'
import { consoleCall } from './client'
import type { MailQuery } from './contract'

export function agentMailEffects() {
  return {
    actors: {
      loadPage: fromPromise(({ input }: { input: MailQuery }) =>
        consoleCall('mail', { query: input }),
      ),
      loadMessage: fromPromise(({ input }: { input: number }) =>
        consoleCall('mailMessage', { params: { id: input } }),
      ),
      resend: fromPromise(({ input }: { input: number }) =>
        consoleCall('resendMail', { params: { id: input } }),
      ),
    },
  } satisfies MachineEffects<typeof agentMailMachine>
}
