import { fromPromise } from 'xstate'
import type { MachineEffects } from '../ui/flow/machineEffects'
import type { agentSettingsMachine } from '../machines/agentSettings.machine'
import { consoleCall } from './client'
import type { AccountChange } from './contract'

/** The agent's own account (`me`), and the account change call on it (`changeAccount`), which
 *  lets an agent change their own address, notices and password only. */
export function agentSettingsEffects() {
  return {
    actors: {
      loadSettings: fromPromise(() => consoleCall('me')),
      saveSettings: fromPromise(({ input }: { input: { id: number; change: AccountChange } }) =>
        consoleCall('changeAccount', { params: { id: input.id }, body: input.change }),
      ),
    },
  } satisfies MachineEffects<typeof agentSettingsMachine>
}
