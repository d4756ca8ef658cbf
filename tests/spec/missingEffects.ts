// What a machine started without `machine.provide()` reports: each invoked effect it reaches
// fails with an error that names it (src/machines/shared.ts `notProvided`).
import { createActor, type AnyStateMachine, type EventFromLogic } from 'xstate'

export function missingEffects<TMachine extends AnyStateMachine>(
  machine: TMachine,
  events: EventFromLogic<TMachine>[],
  /** The machine's input, for one that takes one. */
  input?: unknown,
): Promise<string[]> {
  const messages: string[] = []
  const actor = createActor(machine as AnyStateMachine, {
    input,
    inspect: (inspection) => {
      if (inspection.type !== '@xstate.event') return
      const { type, error } = inspection.event as { type: string; error?: unknown }
      if (type.startsWith('xstate.error.actor.') && error instanceof Error) {
        messages.push(error.message)
      }
    },
  })
  actor.subscribe({ error: () => {} }) // an unhandled invoke error stops the actor: expected
  actor.start()
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0))
  return (async () => {
    await tick()
    for (const event of events) {
      actor.send(event)
      await tick()
    }
    actor.stop()
    return messages
  })()
}
