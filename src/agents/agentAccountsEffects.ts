import { fromPromise } from 'xstate'
import type { MachineEffects } from '../ui/app/machineEffects'
import type { AccountDraft, agentAccountsMachine } from '../machines/agentAccounts.machine'
import { agentsCall } from './client'
import { accountList, agent } from './contract'

export function agentAccountsEffects({ sessionLost }: { sessionLost: () => void }) {
  return {
    actors: {
      loadAccounts: fromPromise(
        async () => (await agentsCall('GET', '/accounts', { schema: accountList })).accounts,
      ),
      createAccount: fromPromise(({ input }: { input: AccountDraft }) =>
        agentsCall('POST', '/accounts', { body: input, schema: agent }),
      ),
      setDisabled: fromPromise(({ input }: { input: { id: number; disabled: boolean } }) =>
        agentsCall('PATCH', `/accounts/${input.id}`, {
          body: { disabled: input.disabled },
          schema: agent,
        }),
      ),
    },
    actions: { sessionLost },
  } satisfies MachineEffects<typeof agentAccountsMachine>
}
