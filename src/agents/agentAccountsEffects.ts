import { fromPromise } from 'xstate'
import type { MachineEffects } from '../ui/flow/machineEffects'
import type { AccountDraft, agentAccountsMachine } from '../machines/agentAccounts.machine'
import { agentsCall } from './client'
import { accountList, agent, type AccountChange } from './contract'

/** PATCH /accounts/:id: Disable or Enable, and the settings, answer the account as it is now. */
const changeAccount = (id: number, body: AccountChange) =>
  agentsCall('PATCH', `/accounts/${id}`, { body, schema: agent })

export function agentAccountsEffects() {
  return {
    actors: {
      loadAccounts: fromPromise(
        async () => (await agentsCall('GET', '/accounts', { schema: accountList })).accounts,
      ),
      createAccount: fromPromise(({ input }: { input: AccountDraft }) =>
        agentsCall('POST', '/accounts', { body: input, schema: agent }),
      ),
      setDisabled: fromPromise(({ input }: { input: { id: number; disabled: boolean } }) =>
        changeAccount(input.id, { disabled: input.disabled }),
      ),
      saveAccount: fromPromise(({ input }: { input: { id: number; change: AccountChange } }) =>
        changeAccount(input.id, input.change),
      ),
    },
  } satisfies MachineEffects<typeof agentAccountsMachine>
}
