import { fromPromise } from 'xstate'
import type { MachineEffects } from '../ui/flow/machineEffects'
import type { AccountDraft, agentAccountsMachine } from '../machines/agentAccounts.machine'
import { consoleCall } from './client'
import type { AccountChange } from './contract'

/** Disable or Enable, and the settings, answer the account as it is now. */
const changeAccount = (id: number, body: AccountChange) =>
  consoleCall('changeAccount', { params: { id }, body })

export function agentAccountsEffects() {
  return {
    actors: {
      loadAccounts: fromPromise(async () => (await consoleCall('accounts')).accounts),
      createAccount: fromPromise(({ input }: { input: AccountDraft }) =>
        consoleCall('createAccount', { body: input }),
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
