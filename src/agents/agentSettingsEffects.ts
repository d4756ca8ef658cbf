import { fromPromise } from 'xstate'
import type { MachineEffects } from '../ui/flow/machineEffects'
import type { agentSettingsMachine } from '../machines/agentSettings.machine'
import { agentsCall } from './client'
import { agent, type AccountChange } from './contract'

/** The agent's own account: GET /me, and the account change call on it (PATCH /accounts/:id),
 *  which lets an agent change their own address, notices and password only. */
export function agentSettingsEffects() {
  return {
    actors: {
      loadSettings: fromPromise(() => agentsCall('GET', '/me', { schema: agent })),
      saveSettings: fromPromise(({ input }: { input: { id: number; change: AccountChange } }) =>
        agentsCall('PATCH', `/accounts/${input.id}`, { body: input.change, schema: agent }),
      ),
    },
  } satisfies MachineEffects<typeof agentSettingsMachine>
}
