// One outbox message's delivery, stepped through the delivery machine's own transitions
// (src/machines/outboxDelivery.machine.ts, with its effects and delays supplied by
// machine.provide) without a live actor per message. An actor cost the mail worker about half
// a millisecond of the server's thread a message, more than anything else a subscription pays
// beyond the bare server (docs/performance.md): its system, its mailbox and a running promise
// actor, with its abort controller, for every invoke. Here XState computes each step
// (`transition`), and this module does what the step asks: start the invoked effect and feed
// its outcome back as XState's own done or error event, keep a delayed event's timer and
// cancel it when the state is left. Every decision stays the machine's.
import {
  createActor,
  type AnyActorScope,
  type EventFromLogic,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate'
import type { outboxDeliveryMachine } from '../../src/machines/outboxDelivery.machine.ts'

type Machine = typeof outboxDeliveryMachine
export type DeliverySnapshot = SnapshotFrom<Machine>
type DeliveryEvent = EventFromLogic<Machine>

/** What XState hands its executor for a step's built-in actions (the rest it applied). */
interface StepAction {
  type: string
  params?: {
    // xstate.spawnChild: the invoked effect
    id?: string
    actorRef?: { logic: unknown }
    input?: unknown
    // xstate.raise with a delay: the event, its id and the delay in ms
    event?: DeliveryEvent
    delay?: number
    // xstate.cancel: the id of the delayed event
    sendId?: string
  }
}

/** The effect behind an invoked actor: the promise creator machine.provide() was given, run
 *  as XState's promise actor would run it. */
type Effect = (args: { input: unknown }) => PromiseLike<unknown>

export interface Delivery {
  /** Steps no further: later outcomes and timers are dropped (the server's stop). */
  stop(): void
}

/**
 * Runs deliveries of `machine` (the delivery machine with its effects provided). Each one
 * starts from `input`; `onSnapshot` sees every step's snapshot, the last one no longer
 * active (sent, retry scheduled, failed or released).
 */
export function deliveryRunner(machine: Machine) {
  /** The scope XState computes steps in: inert, shared by every delivery (its actor is never
   *  started; the invoked actors' refs it makes are never started either). */
  const self = createActor(machine, { input: { id: 0, attempt: 0 } })
  let collected: StepAction[] = []
  const scope = {
    self,
    id: '',
    sessionId: '',
    system: self.system,
    logger: () => {},
    defer: () => {},
    emit: () => {},
    stopChild: () => {},
    actionExecutor: (action: StepAction) => collected.push(action),
  } as unknown as AnyActorScope

  /** The step from `snapshot` on `event` (none: the initial one), and the actions it asks. */
  function step(snapshot: DeliverySnapshot | undefined, event?: DeliveryEvent, input?: unknown) {
    collected = []
    const next = snapshot
      ? machine.transition(snapshot, event!, scope)
      : machine.getInitialSnapshot(scope, input as InputFrom<Machine>)
    return { next, actions: collected }
  }

  return function run(
    input: InputFrom<Machine>,
    onSnapshot: (snapshot: DeliverySnapshot) => void,
    onError: (error: unknown) => void,
  ): Delivery {
    let snapshot: DeliverySnapshot | undefined
    let stopped = false
    const timers = new Map<string, NodeJS.Timeout>()

    const stop = () => {
      stopped = true
      for (const timer of timers.values()) clearTimeout(timer)
      timers.clear()
    }

    function advance(event?: DeliveryEvent) {
      if (stopped) return
      let actions: StepAction[]
      try {
        ;({ next: snapshot, actions } = step(snapshot, event, input))
      } catch (error) {
        stop()
        onError(error)
        return
      }
      const current = snapshot
      for (const action of actions) perform(action, current)
      onSnapshot(current)
      if (current.status !== 'active') stop()
    }

    function perform({ type, params = {} }: StepAction, current: DeliverySnapshot) {
      if (type === 'xstate.spawnChild') {
        const { id, actorRef, input: effectInput } = params
        const effect = (actorRef?.logic as { config?: Effect } | undefined)?.config
        if (!id || !effect) throw new Error(`The delivery machine invoked ${id}, not provided.`)
        // The outcome counts only while the state that invoked it is current (as an actor's
        // child, stopped when its state is left, sends nothing more).
        const current = () => !stopped && snapshot?.children[id] === actorRef
        Promise.resolve()
          .then(() => effect({ input: effectInput }))
          .then(
            (output) => {
              if (current())
                advance({ type: `xstate.done.actor.${id}`, output, actorId: id } as never)
            },
            (error) => {
              if (current())
                advance({ type: `xstate.error.actor.${id}`, error, actorId: id } as never)
            },
          )
      } else if (type === 'xstate.raise' && typeof params.delay === 'number' && params.event) {
        const { event, delay } = params
        const id = (params as { id?: string }).id ?? event.type
        timers.set(
          id,
          setTimeout(() => {
            timers.delete(id)
            advance(event)
          }, delay),
        )
      } else if (type === 'xstate.cancel') {
        clearTimeout(timers.get(params.sendId!))
        timers.delete(params.sendId!)
      } else if (type !== 'xstate.stopChild') {
        // A promise cannot be called back (stopChild); anything else is new to this runner.
        throw new Error(
          `The delivery runner cannot perform ${type} (state ${String(current.value)}).`,
        )
      }
    }

    advance()
    return { stop }
  }
}
