import { createActor, type Actor, type AnyStateMachine, type InputFrom } from 'xstate'
import { appInspect } from '../../dev/inspector'

/** Creates and starts a long-lived actor of the app (a lazy flow's, src/ui/lazy/lazyFlow.ts):
 *  connected to the inspector when a tester asked for it. */
export function startFlow<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input?: InputFrom<TMachine>,
): Actor<TMachine> {
  const actor: Actor<AnyStateMachine> = createActor(machine as AnyStateMachine, {
    input,
    inspect: appInspect(),
  })
  return actor.start() as Actor<TMachine>
}
