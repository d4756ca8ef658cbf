// The item lifecycle machine (src/machines/itemLifecycle.machine.ts), run by the server: the
// machine is restored at the item's stored status and owner, and asked what an event does.
import { transition } from 'xstate'
import {
  itemEvents,
  type ItemEvent,
  type ItemKind,
  type ItemStatus,
} from '../../src/agents/contract.ts'
import {
  familyOfKind,
  itemLifecycleMachine,
  type Sender,
} from '../../src/machines/itemLifecycle.machine.ts'

export interface ItemState {
  kind: ItemKind
  status: ItemStatus
  ownerId: number | null
}

const restore = ({ kind, status, ownerId }: ItemState) =>
  itemLifecycleMachine.resolveState({
    value: { [familyOfKind[kind]]: status },
    context: { kind, ownerId },
  })

/** The events the item accepts now from `by`. */
export function allowedEvents(item: ItemState, by: Sender): ItemEvent[] {
  const snapshot = restore(item)
  return itemEvents.filter((type) => snapshot.can({ type, by }))
}

/** The item's status and owner after `event`, or undefined when its status does not accept it. */
export function applyEvent(
  item: ItemState,
  event: ItemEvent,
  by: Sender,
): { status: ItemStatus; ownerId: number | null } | undefined {
  const snapshot = restore(item)
  if (!snapshot.can({ type: event, by })) return undefined
  const [next] = transition(itemLifecycleMachine, snapshot, { type: event, by })
  const value = next.value as Record<string, ItemStatus>
  return { status: value[familyOfKind[item.kind]]!, ownerId: next.context.ownerId }
}
