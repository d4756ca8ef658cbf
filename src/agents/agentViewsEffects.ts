import { fromPromise } from 'xstate'
import type { MachineEffects } from '../ui/flow/machineEffects'
import type { agentViewsMachine, ViewFilters } from '../machines/agentViews.machine'
import { agentsCall } from './client'
import { savedView, savedViewList, type SavedViewRequest } from './contract'

export function agentViewsEffects({
  openView,
  sessionLost,
}: {
  /** The inbox with these filters in its address (the inbox follows its address). */
  openView: (filters: ViewFilters) => void
  sessionLost: () => void
}) {
  return {
    actors: {
      loadViews: fromPromise(() => agentsCall('GET', '/views', { schema: savedViewList })),
      saveView: fromPromise(({ input }: { input: SavedViewRequest }) =>
        agentsCall('POST', '/views', { body: input, schema: savedView }),
      ),
      deleteView: fromPromise(async ({ input }: { input: { id: number } }) => {
        await agentsCall('DELETE', `/views/${input.id}`)
      }),
    },
    actions: {
      openView: (_: unknown, { filters }: { filters: ViewFilters }) => openView(filters),
      sessionLost,
    },
  } satisfies MachineEffects<typeof agentViewsMachine>
}
