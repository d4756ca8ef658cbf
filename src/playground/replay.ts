// A recorded actor replayed against its real machine (src/dev/recording.ts): on the model tests'
// fakes (tests/model/fakes.ts), whose calls answer what the recording says they answered, and on
// the manual clock, whose delays elapse where the recording's did. Always from the first state:
// the state at event n is the machine's after the recorded events 1..n, so stepping back is
// replaying one event fewer. Used by the playground's scrubber and by the tests "Save as test"
// writes (tests/recordings), so that both replay alike. A recording the machine no longer
// follows (an event it does not accept, a state other than the recorded one) stops the replay
// there, with the event and the reason.
import { createActor, type AnyActorRef, type AnyEventObject, type AnyStateMachine } from 'xstate'
import { controllableActors } from '../../tests/model/fakes'
import type { RecordedActor, Recording } from '../dev/recording'
import { ManualClock } from './manualClock'
import { activePaths } from './playgroundRun'

/** How a recorded event reaches the machine again: sent as the page sent it, as the answer of
 *  the call it came from, or as the delay that raised it elapsing. */
export type ReplayHow = 'send' | 'settle' | 'wait'

export interface ReplayStep {
  /** Milliseconds since the recording started. */
  at: number
  how: ReplayHow
  event: AnyEventObject
  /** The state the recording was in after it ('login.editing'; regions joined by ', '). */
  state: string
}

/** What replaying one recorded actor takes: its machine, input, first state and events. */
export interface ReplayPlan {
  machine: string
  input?: unknown
  /** When the actor started, in the recording's milliseconds. */
  startedAt: number
  initial: string
  steps: ReplayStep[]
}

export interface ReplayProblem {
  /** The step (1 for the first event; 0 for the start). */
  step: number
  message: string
}

export interface Replayed {
  actor: AnyActorRef
  /** The states the machine passed through: the first, then one after each step replayed. */
  states: string[]
  problem?: ReplayProblem
  stop: () => void
}

/** A state value in words: each active leaf state's path, dotted; regions joined by ', '. */
export function stateText(value: unknown, status = 'active'): string {
  const text = activePaths(value)
    .map((path) => path.join('.'))
    .join(', ')
  return status === 'active' ? text : `${text} (${status})`
}

const SETTLED = /^xstate\.(done|error)\.actor\.(.+)$/

/** The page stopping the actor (its view went away): the end of its recording, no step. */
const isStop = (entry: { event: { type: string } }) => entry.event.type === 'xstate.stop'

/** The machine actors of a recording that took their first state, in the order the page
 *  started them, with how many events each took after it: the page's root actors, and the
 *  machines they invoked (the login modal in the membership dialog), each replayable alone. */
export function replayableActors(recording: Recording): { actor: RecordedActor; events: number }[] {
  return recording.actors
    .filter((actor) => actor.machine !== null)
    .map((actor) => {
      const entries = recording.entries.filter(
        (entry) => entry.actor === actor.id && !isStop(entry),
      )
      return {
        actor,
        started: entries[0]?.event.type === 'xstate.init',
        events: entries.length - 1,
      }
    })
    .filter(({ started }) => started)
    .map(({ actor, events }) => ({ actor, events }))
}

/** The plan to replay one recorded root actor. */
export function replayPlan(recording: Recording, actorId: string): ReplayPlan {
  const actor = recording.actors.find(({ id }) => id === actorId)
  const [init, ...entries] = recording.entries.filter(
    (entry) => entry.actor === actorId && !isStop(entry),
  )
  if (!actor?.machine || init?.event.type !== 'xstate.init')
    throw new Error(`The recording has no machine actor ${actorId} that started`)
  const childNames = new Set(
    recording.actors.filter(({ parent }) => parent === actorId).map(({ name }) => name),
  )
  const howOf = (event: AnyEventObject, source: string | null): ReplayHow => {
    const settled = SETTLED.exec(event.type)
    if (settled && childNames.has(settled[2]!)) return 'settle'
    if (event.type.startsWith('xstate.after.') || source === actorId) return 'wait'
    return 'send'
  }
  return {
    machine: actor.machine,
    ...('input' in init.event && { input: init.event.input }),
    startedAt: init.at,
    initial: stateText(init.state.value, init.state.status),
    steps: entries.map(({ at, event, source, state }) => ({
      at,
      how: howOf(event, source),
      event,
      state: stateText(state.value, state.status),
    })),
  }
}

/** An error as it was recorded (its name, message and fields), as an Error again. */
function errorOf(recorded: unknown): unknown {
  if (recorded === null || typeof recorded !== 'object' || !('message' in recorded)) return recorded
  const { message, ...fields } = recorded as { message: unknown }
  return Object.assign(new Error(String(message)), fields)
}

const settledCall = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Replays the plan's first `upTo` steps (all by default) on a fresh actor, stopping at the
 *  first the machine no longer follows. The actor keeps running: stop it when done. */
export async function replay(
  machine: AnyStateMachine,
  plan: ReplayPlan,
  upTo = plan.steps.length,
): Promise<Replayed> {
  const fakes = controllableActors(machine)
  const clock = new ManualClock()
  const actor = createActor(machine.provide({ actors: fakes.actors }), {
    input: plan.input,
    clock,
  })
  actor.start()
  const now = () => {
    const snapshot = actor.getSnapshot()
    return stateText(snapshot.value, snapshot.status)
  }
  const states = [now()]
  const done = (problem?: ReplayProblem): Replayed => ({
    actor,
    states,
    ...(problem && { problem }),
    stop: () => actor.stop(),
  })
  if (states[0] !== plan.initial)
    return done({
      step: 0,
      message: `The machine starts in ${states[0]}; the recording started in ${plan.initial}.`,
    })
  let recorded = plan.initial
  for (const [index, step] of plan.steps.slice(0, upTo).entries()) {
    const number = index + 1
    const name = `Event ${number} (${step.event.type})`
    const before = now()
    clock.passTo(step.at - plan.startedAt)
    if (step.how === 'send') {
      // An event the recording shows ignored may be ignored again; one it took must be taken.
      if (step.state !== recorded && !actor.getSnapshot().can(step.event))
        return done({ step: number, message: `${name} is not accepted in ${before}.` })
      actor.send(step.event)
    } else if (step.how === 'wait') {
      if (clock.nextDelayMs() === undefined)
        return done({ step: number, message: `${name}: no delay is pending in ${before}.` })
      clock.advance()
    } else {
      const [, outcome, call] = SETTLED.exec(step.event.type)!
      try {
        if (outcome === 'done') fakes.settle(call!, 'resolve', step.event.output)
        else fakes.settle(call!, 'reject', errorOf(step.event.error))
      } catch {
        return done({
          step: number,
          message: `${name}: the call ${call} is not running in ${before}.`,
        })
      }
      await settledCall()
    }
    states.push(now())
    recorded = step.state
    if (states.at(-1) !== step.state)
      return done({
        step: number,
        message: `${name} leads to ${states.at(-1)}; the recording went to ${step.state}.`,
      })
  }
  return done()
}
