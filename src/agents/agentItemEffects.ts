import { fromPromise } from 'xstate'
import type { MachineEffects } from '../ui/flow/machineEffects'
import type { agentItemMachine } from '../machines/agentItem.machine'
import { AgentsCallError, consoleCall } from './client'
import { itemEventRefusal, type ItemEventRequest, type ItemKind } from './contract'

export const loadItemDetail = ({ kind, id }: { kind: ItemKind; id: number }) =>
  consoleCall('item', { params: { kind, id } })

/** Sends the event, then reads the item as it is now. A 409 comes back with its refusal
 *  checked against the contract (`body`), so the machine can say why. An approval's welcome
 *  link to send by hand, which only this answer holds, is kept with the item read after it. */
export async function sendItemEvent(input: { kind: ItemKind; id: number; body: ItemEventRequest }) {
  let welcomeLink: string | undefined
  try {
    const answer = await consoleCall('itemEvent', {
      params: { kind: input.kind, id: input.id },
      body: input.body,
    })
    welcomeLink = answer.welcomeLink
  } catch (error) {
    if (error instanceof AgentsCallError && error.status === 409) {
      const refusal = itemEventRefusal.safeParse(error.body)
      if (refusal.success) throw new AgentsCallError(error.message, 409, refusal.data)
      throw new AgentsCallError(error.message, 0)
    }
    throw error
  }
  const detail = await loadItemDetail(input)
  return welcomeLink ? { ...detail, welcomeLink } : detail
}

export function agentItemEffects() {
  return {
    actors: {
      loadItem: fromPromise(({ input }: { input: { kind: ItemKind; id: number } }) =>
        loadItemDetail(input),
      ),
      sendEvent: fromPromise(
        ({ input }: { input: { kind: ItemKind; id: number; body: ItemEventRequest } }) =>
          sendItemEvent(input),
      ),
    },
  } satisfies MachineEffects<typeof agentItemMachine>
}
