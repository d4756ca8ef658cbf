import { fromPromise } from 'xstate'
import type { MachineEffects } from '../ui/flow/machineEffects'
import type { agentViewsMachine, ViewFilters } from '../machines/agentViews.machine'
import { consoleCall } from './client'
import type { SavedViewRequest } from './contract'

export function agentViewsEffects({
  openView,
}: {
  /** The inbox with these filters in its address (the inbox follows its address). */
  openView: (filters: ViewFilters) => void
}) {
  return {
    actors: {
      loadViews: fromPromise(() => consoleCall('listViews')),
      saveView: fromPromise(({ input }: { input: SavedViewRequest }) =>
        consoleCall('saveView', { body: input }),
      ),
      deleteView: fromPromise(async ({ input }: { input: { id: number } }) => {
        await consoleCall('deleteView', { params: { id: input.id } })
      }),
    },
    actions: {
      openView: (_: unknown, { filters }: { filters: ViewFilters }) => openView(filters),
    },
  } satisfies MachineEffects<typeof agentViewsMachine>
}
