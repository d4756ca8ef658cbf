// One property walk: a machine run as an actor on the model tests' fakes and fake clock, sent
// a sequence of stimuli chosen by numbers (fast-check draws and shrinks the numbers). At each
// step the stimuli are every event the model sends in that state (accepted or not), every
// other event type the machine knows (only where it is refused), the answer or failure of each
// running call, and the passing of each pending delay. After each step: the state is a valid
// configuration of the machine, every invariant holds, and a refused event changed nothing.
import { isDeepStrictEqual } from 'node:util'
import { vi } from 'vitest'
import {
  createActor,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  type InspectionEvent,
  type SnapshotFrom,
} from 'xstate'
import { CoverageRecorder, allStateNodes, pairKey, transitionKey } from '../model/coverage'
import { controllableActors, delayMs } from '../model/fakes'
import { describeEvent, internalEvents, type MachineModel } from '../model/paths'
import { LOGIN_TIME } from '../support/session'
import type { Invariant } from './invariant'

export interface WalkTarget<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** The model tests' model: events with their samples, what calls answer. */
  model: MachineModel<TMachine>
  invariants: readonly Invariant<TMachine>[]
  /** Events the model does not send (the view never does) that the walks try as well, so that
   *  a guard is also seen refusing: a slide that does not exist, an account nobody listed. */
  strayEvents?: (snapshot: SnapshotFrom<TMachine>) => readonly EventFromLogic<TMachine>[]
}

type AnyStateNode = AnyStateMachine['root']

export type Stimulus =
  | { kind: 'send'; event: AnyEventObject; refused: boolean }
  | {
      kind: 'settle'
      id: string
      how: 'resolve' | 'reject'
      event: AnyEventObject
      refused: boolean
    }
  | { kind: 'wait'; ms: number; delay: string }

export const describeStimulus = (stimulus: Stimulus): string =>
  stimulus.kind === 'wait'
    ? `let ${stimulus.ms} ms pass (${stimulus.delay})`
    : `${describeEvent(stimulus.event)}${stimulus.refused ? ' [refused]' : ''}`

/** The walk failed: what failed, and every step that led there. */
export class WalkFailure extends Error {}

/** What a walk may observe for the coverage report, and steer by. */
export interface WalkObserver {
  recorder: CoverageRecorder
  /** Prefer stimuli that take a pair of transitions, or give a guard an outcome, not seen yet. */
  steer: boolean
}

const nodesOf = (snapshot: AnyMachineSnapshot) =>
  (snapshot as AnyMachineSnapshot & { _nodes: AnyStateNode[] })._nodes

/** Why a snapshot's states are not a configuration of the machine, if they are not. */
export function invalidConfiguration(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
): string | undefined {
  const known = new Set([machine.root, ...allStateNodes(machine)].map((node) => node.id))
  const active = new Set(nodesOf(snapshot).map((node) => node.id))
  for (const node of nodesOf(snapshot)) {
    if (!known.has(node.id)) return `${node.id} is no state of the machine`
    if (node.parent && !active.has(node.parent.id)) return `${node.id} is active without its parent`
    const children = Object.values(node.states as Record<string, AnyStateNode>)
    const activeChildren = children.filter((child) => active.has(child.id)).length
    if (node.type === 'compound' && activeChildren !== 1) {
      return `${node.id} has ${activeChildren} active children (one expected)`
    }
    if (node.type === 'parallel' && activeChildren !== children.length) {
      return `${node.id} has ${activeChildren} of its ${children.length} regions active`
    }
  }
  return undefined
}

const eventsOf = (model: MachineModel<AnyStateMachine>, snapshot: AnyMachineSnapshot) =>
  (typeof model.events === 'function'
    ? model.events(snapshot)
    : model.events) as readonly AnyEventObject[]

/** Whether the machine takes the event now; an event whose guard throws on a payload it was
 *  never meant to get counts as not taken (the walk then does not send it). */
function takes(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean | undefined {
  try {
    return snapshot.can(event)
  } catch {
    return undefined
  }
}

/** Everything that can happen to the actor now. */
export function stimuliAt(
  target: WalkTarget,
  snapshot: AnyMachineSnapshot,
  pool: readonly AnyEventObject[],
  provided: AnyStateMachine,
): Stimulus[] {
  if (snapshot.status !== 'active') return []
  const { model } = target
  const own = [
    ...eventsOf(model, snapshot),
    ...((target.strayEvents?.(snapshot) ?? []) as readonly AnyEventObject[]),
  ]
  const sends: Stimulus[] = own.flatMap((event) => {
    const taken = takes(snapshot, event)
    return taken === undefined ? [] : [{ kind: 'send' as const, event, refused: !taken }]
  })
  // Every other event the machine knows, where the state refuses it.
  const ownTypes = new Set(own.map((event) => event.type))
  const strays: Stimulus[] = pool
    .filter((event) => !ownTypes.has(event.type) && takes(snapshot, event) === false)
    .map((event) => ({ kind: 'send', event, refused: true }))
  const running = Object.entries(snapshot.children as Record<string, AnyActorRef | undefined>)
    .filter(([, child]) => child?.getSnapshot().status === 'active')
    .map(([id]) => id)
  const settles: Stimulus[] = internalEvents(
    provided,
    model.invokeOutputs,
    model.invokeErrors,
  ).flatMap((event) => {
    const invoked = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)
    if (!invoked || !running.includes(invoked[2]!)) return []
    const taken = takes(snapshot, event)
    if (taken === undefined) return []
    const how = invoked[1] === 'done' ? ('resolve' as const) : ('reject' as const)
    return [{ kind: 'settle' as const, id: invoked[2]!, how, event, refused: !taken }]
  })
  const waits = new Map<number, Stimulus>()
  for (const node of nodesOf(snapshot)) {
    for (const transition of node.after) {
      const delay = /^xstate\.after\.([^.]+)\./.exec(transition.eventType)![1]!
      const ms = delayMs(provided, delay, snapshot)
      if (!waits.has(ms)) waits.set(ms, { kind: 'wait', ms, delay })
    }
  }
  return [...sends, ...strays, ...settles, ...waits.values()]
}

/** The events to try where they are refused: the model's at the start, and a bare event of
 *  every other type the machine's transitions name. */
function eventPool(
  model: MachineModel<AnyStateMachine>,
  machine: AnyStateMachine,
  start: AnyMachineSnapshot,
): AnyEventObject[] {
  const samples = [...eventsOf(model, start)]
  const sampled = new Set(samples.map((event) => event.type))
  const bare = (machine.root.events as string[])
    .filter((type) => !type.startsWith('xstate.') && type !== '*' && !sampled.has(type))
    .map((type) => ({ type }))
  return [...samples, ...bare]
}

/** The transitions an event would take now, and the guard outcomes deciding it (for steering:
 *  asked without counting them). */
function foresee(
  observer: WalkObserver,
  provided: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  stimulus: Stimulus,
): { first?: string; outcomes: string[] } {
  if (stimulus.kind === 'wait') {
    const transition = nodesOf(snapshot)
      .flatMap((node) => node.after)
      .find((candidate) => candidate.eventType.startsWith(`xstate.after.${stimulus.delay}.`))
    return { first: transition && transitionKey(transition), outcomes: [] }
  }
  const { result, outcomes } = observer.recorder.probe(() =>
    provided.getTransitionData(snapshot as never, stimulus.event),
  )
  const first = result[0]
  return { first: first && transitionKey(first), outcomes }
}

const choose = (
  stimuli: Stimulus[],
  choice: number,
  observer: WalkObserver | undefined,
  provided: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  last: string | undefined,
): Stimulus => {
  if (observer?.steer && choice % 4 !== 0) {
    const fresh = stimuli.filter((stimulus) => {
      const { first, outcomes } = foresee(observer, provided, snapshot, stimulus)
      const newPair =
        first !== undefined &&
        last !== undefined &&
        !observer.recorder.hasPair(pairKey(last, first))
      return newPair || outcomes.some((outcome) => !observer.recorder.hasOutcome(outcome))
    })
    if (fresh.length) return fresh[choice % fresh.length]!
  }
  // Two draws in three go to an event the state takes, so that walks get somewhere; the
  // third to any stimulus, refused ones included.
  const accepted = stimuli.filter((stimulus) => stimulus.kind === 'wait' || !stimulus.refused)
  const pool = choice % 3 !== 0 && accepted.length ? accepted : stimuli
  return pool[Math.floor(choice / 3) % pool.length]!
}

/** Runs one walk; throws a WalkFailure naming the broken rule and the steps taken. */
export async function walk<TMachine extends AnyStateMachine>(
  target: WalkTarget<TMachine>,
  inputIndex: number,
  choices: readonly number[],
  observer?: WalkObserver,
): Promise<{ steps: string[] }> {
  const model = target.model as unknown as MachineModel<AnyStateMachine>
  const { machine } = model
  vi.setSystemTime(LOGIN_TIME) // the session's delays count from its login
  const fakes = controllableActors(machine)
  const provided = machine.provide({
    actors: fakes.actors,
    ...(observer ? { guards: observer.recorder.guarded() } : {}),
  } as never)
  const inputs = model.inputs ?? [model.input]
  const input = inputs[inputIndex % inputs.length]
  const steps: string[] = []
  const fail = (problem: string): never => {
    const from = inputs.length > 1 ? ` from input ${JSON.stringify(input)}` : ''
    const walked = steps.length
      ? steps.map((step, i) => `  ${i + 1}. ${step}`).join('\n')
      : '  (none)'
    throw new WalkFailure(`${machine.id}${from}: ${problem}\nsteps:\n${walked}`)
  }

  const underTest: { actor?: AnyActorRef } = {}
  const record = observer?.recorder.observe(() => underTest.actor)
  let last: string | undefined
  const inspect = (event: InspectionEvent) => {
    record?.(event)
    if (event.type === '@xstate.microstep' && event.actorRef === underTest.actor) {
      for (const transition of event._transitions) last = transitionKey(transition) ?? last
    }
  }
  const actor = createActor(provided, { input, inspect } as never)
  underTest.actor = actor
  try {
    actor.start()
    await vi.advanceTimersByTimeAsync(0)
    const check = (snapshot: AnyMachineSnapshot) => {
      if (snapshot.status === 'error') fail(`the actor failed: ${String(snapshot.error)}`)
      const invalid = invalidConfiguration(provided, snapshot)
      if (invalid) fail(`invalid state ${JSON.stringify(snapshot.value)}: ${invalid}`)
      for (const invariant of target.invariants) {
        // An invariant may ask `snapshot.can`: a question, not a guard outcome of the walk.
        const holds = () => invariant.holds(snapshot as SnapshotFrom<TMachine>)
        if (!(observer ? observer.recorder.unrecorded(holds) : holds())) {
          fail(`broken invariant "${invariant.rule}" in ${JSON.stringify(snapshot.value)}`)
        }
      }
    }
    check(actor.getSnapshot())
    const pool = eventPool(model, provided, actor.getSnapshot())
    for (const choice of choices) {
      const before = actor.getSnapshot() as AnyMachineSnapshot
      const stimuli = observer
        ? observer.recorder.unrecorded(() =>
            stimuliAt(target as unknown as WalkTarget, before, pool, provided),
          )
        : stimuliAt(target as unknown as WalkTarget, before, pool, provided)
      if (stimuli.length === 0) break // a final state, or nothing left to do
      const stimulus = choose(stimuli, choice, observer, provided, before, last)
      steps.push(describeStimulus(stimulus))
      if (stimulus.kind === 'send') actor.send(stimulus.event)
      else if (stimulus.kind === 'settle') {
        const { id, how, event } = stimulus
        fakes.settle(id, how, how === 'resolve' ? event.output : event.error)
      }
      await vi.advanceTimersByTimeAsync(stimulus.kind === 'wait' ? stimulus.ms : 0)
      const after = actor.getSnapshot() as AnyMachineSnapshot
      check(after)
      if (stimulus.kind !== 'wait' && stimulus.refused) {
        if (!isDeepStrictEqual(after.value, before.value)) {
          fail(
            `a refused event moved ${JSON.stringify(before.value)} to ${JSON.stringify(after.value)}`,
          )
        }
        if (!isDeepStrictEqual(after.context, before.context)) {
          fail(`a refused event changed the context in ${JSON.stringify(before.value)}`)
        }
      }
    }
  } finally {
    actor.stop()
  }
  return { steps }
}
