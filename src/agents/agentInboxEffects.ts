import { fromPromise } from 'xstate'
import type { MachineEffects } from '../ui/flow/machineEffects'
import type { agentInboxMachine } from '../machines/agentInbox.machine'
import { agentsCall } from './client'
import { inboxPage, type InboxQuery, type ItemSummary } from './contract'

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
        agentsCall('GET', '/items', { query: input, schema: inboxPage }),
      ),
    },
    actions: {
      openItem: (_: unknown, { item }: { item: ItemSummary }) => openItem(item),
      showFilters: (_: unknown, { query }: { query: InboxQuery }) => showFilters(query),
    },
  } satisfies MachineEffects<typeof agentInboxMachine>
}
