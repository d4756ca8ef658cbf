import { fromPromise } from 'xstate'
import type { MachineEffects } from '../ui/flow/machineEffects'
import type { agentInboxMachine } from '../machines/agentInbox.machine'
import { agentsCall } from './client'
import { inboxPage, type InboxQuery, type ItemSummary } from './contract'

export function agentInboxEffects({
  openItem,
  sessionLost,
}: {
  openItem: (item: ItemSummary) => void
  sessionLost: () => void
}) {
  return {
    actors: {
      loadPage: fromPromise(({ input }: { input: InboxQuery }) =>
        agentsCall('GET', '/items', { query: input, schema: inboxPage }),
      ),
    },
    actions: {
      openItem: (_: unknown, { item }: { item: ItemSummary }) => openItem(item),
      sessionLost,
    },
  } satisfies MachineEffects<typeof agentInboxMachine>
}
