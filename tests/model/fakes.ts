// What a model path needs to run against a real actor: invoked actors it settles, and the
// length of each delay it lets elapse.
import { fromPromise, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate'

/** Invoked actors that settle only when a path step says they do. */
export function controllableActors(machine: AnyStateMachine) {
  const pending = new Map<
    string,
    { resolve: (output: unknown) => void; reject: (error: unknown) => void }
  >()
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [
      name,
      fromPromise(
        ({ self }) => new Promise((resolve, reject) => pending.set(self.id, { resolve, reject })),
      ),
    ]),
  )
  const settle = (invokeId: string, how: 'resolve' | 'reject', value: unknown) => {
    const actor = pending.get(invokeId)
    if (!actor) throw new Error(`The path settles '${invokeId}', which is not running`)
    pending.delete(invokeId)
    actor[how](value)
  }
  /** Forgets the calls a stopped run left pending, so that the same fakes serve the next run. */
  const reset = () => pending.clear()
  return { actors, settle, reset }
}

export function delayMs(
  machine: AnyStateMachine,
  delay: string,
  snapshot: AnyMachineSnapshot,
): number {
  if (/^\d+$/.test(delay)) return Number(delay)
  const configured = machine.implementations.delays[delay]
  if (typeof configured === 'number') return configured
  if (typeof configured === 'function') {
    return configured({ context: snapshot.context, event: { type: '' } } as never, undefined)
  }
  throw new Error(`Unknown delay '${delay}'`)
}
