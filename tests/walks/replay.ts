// The model tests' paths replayed against the actor alone, as describeModel's actor run takes
// them (fakes settled and delays let pass when the path says so), to measure the pairs and
// guard outcomes they cover: `npm run coverage:model` reports them apart from the walks'.
import { vi } from 'vitest'
import { createActor, type AnyActorRef, type AnyEventObject, type AnyStateMachine } from 'xstate'
import type { CoverageRecorder } from '../model/coverage'
import { controllableActors, delayMs } from '../model/fakes'
import type { MachineModel, ModelPath } from '../model/paths'
import { LOGIN_TIME } from '../support/session'

export async function replayPath(
  model: MachineModel<AnyStateMachine>,
  path: ModelPath<AnyStateMachine>,
  recorder: CoverageRecorder,
): Promise<void> {
  vi.setSystemTime(LOGIN_TIME)
  const fakes = controllableActors(model.machine)
  const provided = model.machine.provide({
    actors: fakes.actors,
    guards: recorder.guarded(),
  } as never)
  const underTest: { actor?: AnyActorRef } = {}
  const actor = createActor(provided, {
    input: path.input,
    inspect: recorder.observe(() => underTest.actor),
  } as never)
  underTest.actor = actor
  actor.start()
  await vi.advanceTimersByTimeAsync(0)
  for (const step of path.steps.slice(1)) {
    const event = step.event as AnyEventObject
    const after = /^xstate\.after\.([^.]+)\./.exec(event.type)
    const invoked = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)
    if (after) {
      await vi.advanceTimersByTimeAsync(delayMs(provided, after[1]!, actor.getSnapshot()))
      continue
    }
    if (invoked?.[1] === 'done') fakes.settle(invoked[2]!, 'resolve', event.output)
    else if (invoked) fakes.settle(invoked[2]!, 'reject', event.error)
    else actor.send(event)
    await vi.advanceTimersByTimeAsync(0)
  }
  actor.stop()
}
