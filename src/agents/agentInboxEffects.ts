import { fromPromise } from 'xstate'
import type { MachineEffects } from '../ui/flow/machineEffects'
import type { agentInboxMachine } from '../machines/agentInbox.machine'
import { consoleCall } from './client'
import type { InboxQuery, ItemSummary } from './contract'

export function agentInboxEffects({
  openItem,
  showFilters,
}: {
  openItem: (item: ItemSummary) => void
  /** Puts the inbox's filters in the address (the inbox route's search). */
  showFilters: (query: InboxQuery) => void
}) {
  return {
    actors: {
      loadPage: fromPromise(({ input }: { input: InboxQuery }) =>
        consoleCall('inbox', { query: input }),
      ),
    },
    actions: {
      openItem: (_: unknown, { item }: { item: ItemSummary }) => openItem(item),
      showFilters: (_: unknown, { query }: { query: InboxQuery }) => showFilters(query),
    },
  } satisfies MachineEffects<typeof agentInboxMachine>
}
