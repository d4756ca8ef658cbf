// The item lifecycle machine (src/machines/itemLifecycle.machine.ts), run by the server: the
// machine is restored at the item's stored status and owner, and asked what an event does:
// the status and owner it leads to, and the consequences its transition names (its actions,
// from xstate's pure `transition()`), which server/agents/consequences.ts runs.
import { transition, type ExecutableActionsFrom } from 'xstate'
import {
  itemEvents,
  type ItemEvent,
  type ItemKind,
  type ItemStatus,
} from '../../src/agents/contract.ts'
import {
  familyOfKind,
  itemLifecycleMachine,
  type AnswerMail,
  type Sender,
} from '../../src/machines/itemLifecycle.machine.ts'

export interface ItemState {
  kind: ItemKind
  status: ItemStatus
  ownerId: number | null
}

/** What a transition names to follow it, with its params, as the machine's setup() declares. */
export type Consequence =
  | { type: 'queueAnswerMail'; params: AnswerMail }
  | { type: 'endSubscription'; params: undefined }
  | { type: 'issueWelcomeLink'; params: undefined }

export type ConsequenceName = Consequence['type']

/** The machine's own actions (context updates, which transition() applies itself). */
type ContextUpdate = 'takeOwnership' | 'clearOwnership'
type MachineActionName = Extract<
  ExecutableActionsFrom<typeof itemLifecycleMachine>,
  { exec: undefined }
>['type']

/** Every other action the machine names is a consequence the server runs: an action added to
 *  its setup() fails typechecking here until it is a Consequence (and consequences.ts runs it). */
const runByServer: Record<Exclude<MachineActionName, ContextUpdate>, true> &
  Record<ConsequenceName, true> = {
  queueAnswerMail: true,
  endSubscription: true,
  issueWelcomeLink: true,
}
const consequenceNames = Object.keys(runByServer)

/** A consequence that cannot be carried out for a reason the agent can act on (a 422): the
 *  transition is undone with it, and the agent reads its message. */
export class ConsequenceRefused extends Error {}

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

export interface Applied {
  status: ItemStatus
  ownerId: number | null
  /** In the order the machine named them. */
  consequences: Consequence[]
}

/** The item's status, owner and consequences after `event` (an ANSWER with its `answer`), or
 *  undefined when its status does not accept it. */
export function applyEvent(
  item: ItemState,
  event: ItemEvent,
  by: Sender,
  answer?: string,
): Applied | undefined {
  const snapshot = restore(item)
  const sent = { type: event, by, ...(answer === undefined ? {} : { answer }) }
  if (!snapshot.can(sent)) return undefined
  const [next, actions] = transition(itemLifecycleMachine, snapshot, sent)
  const value = next.value as Record<string, ItemStatus>
  const consequences = actions.map(({ type, params }) => {
    // assign() is applied to the snapshot and never returned: anything else the machine
    // names must be a consequence the server knows how to run.
    if (!consequenceNames.includes(type)) {
      throw new Error(`The item lifecycle named an action the server does not run: ${type}`)
    }
    return { type, params } as Consequence
  })
  return { status: value[familyOfKind[item.kind]]!, ownerId: next.context.ownerId, consequences }
}
