// Test paths generated from a machine with @xstate/graph: every shortest path over a graph whose
// nodes are transitions (so every transition is reached), plus a bounded set of simple paths.
import { TestModel, type StatePath } from '@xstate/graph'
import {
  fromPromise,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate'
import { allStateNodes } from './coverage'

export interface MachineModel<TMachine extends AnyStateMachine> {
  machine: TMachine
  /** Names this model when one machine is tested in several settings (default: machine id). */
  name?: string
  input?: InputFrom<TMachine>
  /** Several inputs, when the input decides where the machine starts: paths from each. */
  inputs?: readonly InputFrom<TMachine>[]
  /** The events a person (or the page) can send, with the payloads to try in each state. */
  events:
    | readonly EventFromLogic<TMachine>[]
    | ((snapshot: SnapshotFrom<TMachine>) => readonly EventFromLogic<TMachine>[])
  /** What each invoked actor (by invoke id) may answer; every invoke also gets a failure. */
  invokeOutputs?: Record<string, readonly unknown[]>
  /** What each invoked actor (by invoke id) may fail with; default: one Error. */
  invokeErrors?: Record<string, readonly unknown[]>
  /** The bound on simple paths run, where they explode (default 40). 0 skips enumerating
   *  them, which a large graph needs: their number grows exponentially with its size. */
  maxSimplePaths?: number
  /** The most states the traversal visits before it gives up (default 20 000): a machine whose
   *  context grows without bound (a counter) has infinitely many. */
  traversalLimit?: number
}

export type ModelPath<TMachine extends AnyStateMachine> = StatePath<
  SnapshotFrom<TMachine>,
  EventFromLogic<TMachine>
> & { description: string; kind: 'shortest' | 'simple'; input?: InputFrom<TMachine> }

export const DEFAULT_MAX_SIMPLE_PATHS = 40
export const DEFAULT_TRAVERSAL_LIMIT = 20_000

/** The events the machine raises itself: delays elapsing and invoked actors finishing. */
export function internalEvents(
  machine: AnyStateMachine,
  invokeOutputs: Record<string, readonly unknown[]> = {},
  invokeErrors: Record<string, readonly unknown[]> = {},
): AnyEventObject[] {
  const events: AnyEventObject[] = []
  for (const node of [machine.root, ...allStateNodes(machine)]) {
    for (const type of node.transitions.keys()) {
      const invokeId = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type)
      if (type.startsWith('xstate.after.')) events.push({ type })
      else if (invokeId?.[1] === 'done') {
        for (const output of invokeOutputs[invokeId[2]!] ?? [undefined])
          events.push({ type, output })
      } else if (invokeId?.[1] === 'error') {
        const errors = invokeErrors[invokeId[2]!] ?? [
          new Error(`${invokeId[2]} failed (simulated)`),
        ]
        for (const error of errors) events.push({ type, error })
      }
    }
  }
  return events
}

/** A readable name for an event: its type, and its payload when it has one. */
export function describeEvent(event: AnyEventObject): string {
  const { type, ...payload } = event
  const name = type
    .replace(/^xstate\.after\.([^.]+)\..*$/, 'after $1')
    .replace(/^xstate\.done\.actor\.(.+)$/, 'done: $1')
    .replace(/^xstate\.error\.actor\.(.+)$/, 'error: $1')
  const fields = Object.entries(payload)
    .filter(([key]) => key !== 'error')
    .map(([key, value]) => `${key}=${JSON.stringify(value)}`)
  return fields.length ? `${name}(${fields.join(', ')})` : name
}

const plain = (snapshot: AnyMachineSnapshot | undefined) =>
  snapshot ? JSON.stringify([snapshot.value, snapshot.context]) : ''

/** Every shortest path to every transition, then simple paths up to the bound (from each
 *  input, when the model has several). */
export function generatePaths<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
): { paths: ModelPath<TMachine>[]; shortest: number; simple: number; simpleFound: number } {
  const inputs = model.inputs ?? [model.input]
  const results = inputs.map((input) => pathsFrom(model, input, inputs.length > 1))
  return {
    paths: results.flatMap((result) => result.paths),
    shortest: results.reduce((sum, result) => sum + result.shortest, 0),
    simple: results.reduce((sum, result) => sum + result.simple, 0),
    simpleFound: results.reduce((sum, result) => sum + result.simpleFound, 0),
  }
}

function pathsFrom<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
  input: InputFrom<TMachine> | undefined,
  nameInput: boolean,
) {
  const { machine } = model
  // Traversal never runs the machine's actors: each is replaced by one that never settles.
  const inert = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [
      name,
      fromPromise(() => new Promise<never>(() => {})),
    ]),
  )
  const traversable = machine.provide({ actors: inert } as never) as TMachine
  const internal = internalEvents(machine, model.invokeOutputs, model.invokeErrors)
  const eventsAt = (snapshot: AnyMachineSnapshot) => {
    if (snapshot.status !== 'active') return [] // a stopped actor takes no more events
    const user =
      typeof model.events === 'function'
        ? model.events(snapshot as SnapshotFrom<TMachine>)
        : model.events
    return [...(user as readonly AnyEventObject[]), ...internal].filter((event) =>
      snapshot.can(event),
    )
  }
  const testModel = new TestModel<AnyMachineSnapshot, AnyEventObject, unknown>(
    traversable as never,
    {
      events: eventsAt,
      input,
      limit: model.traversalLimit ?? DEFAULT_TRAVERSAL_LIMIT,
    },
  )

  const from = nameInput ? `from input ${JSON.stringify(input)}: ` : ''
  const describePath = (path: StatePath<AnyMachineSnapshot, AnyEventObject>) => {
    const steps = path.steps.slice(1).map((step) => describeEvent(step.event))
    const target = JSON.stringify(path.state.value)
    return from + (steps.length ? `${target} via ${steps.join(' → ')}` : `${target} at the start`)
  }
  const seen = new Set<string>()
  const keep =
    (kind: 'shortest' | 'simple') => (path: StatePath<AnyMachineSnapshot, AnyEventObject>) => {
      const key = path.steps.map((step) => JSON.stringify(step.event)).join('|')
      if (seen.has(key)) return []
      seen.add(key)
      return [{ ...path, kind, input, description: `${describePath(path)} (${kind})` }]
    }

  const shortest = testModel
    .getShortestPaths({
      serializeState: (snapshot, event, previous) =>
        `${plain(previous)} ${event ? JSON.stringify(event) : ''} ${plain(snapshot)}`,
    })
    .flatMap(keep('shortest'))
  const bound = model.maxSimplePaths ?? DEFAULT_MAX_SIMPLE_PATHS
  const allSimple = bound > 0 ? testModel.getSimplePaths() : []
  const simple = [...allSimple]
    .sort((a, b) => a.steps.length - b.steps.length)
    .flatMap(keep('simple'))
    .slice(0, bound)
  return {
    paths: [...shortest, ...simple] as ModelPath<TMachine>[],
    shortest: shortest.length,
    simple: simple.length,
    simpleFound: allSimple.length,
  }
}

/** A JSON of an event that tells errors apart by their message (JSON writes an Error as {}). */
const eventKey = (event: AnyEventObject) =>
  JSON.stringify(event, (_, value: unknown) =>
    value instanceof Error ? `${value.name}: ${value.message}` : value,
  )

/** Each step a path takes: the state before, the event with its payload, the state after. */
const stepKeys = (path: ModelPath<AnyStateMachine>): string[] =>
  path.steps
    .slice(1)
    .map(
      (step, index) =>
        `${JSON.stringify(path.steps[index]!.state.value)} ${eventKey(step.event)} ${JSON.stringify(step.state.value)}`,
    )

/**
 * The fewest paths (greedily) that between them take every step the given paths take: the path
 * that takes the most steps not yet taken, then the next, until none is left. Every state,
 * transition and event payload of the generated paths is still walked; what goes is a path that
 * only repeats steps others take, with other data in the context (the actor run walks those).
 * For the view run, where a step costs a render and a person's action.
 */
export function coveringPaths<TPath extends ModelPath<AnyStateMachine>>(paths: TPath[]): TPath[] {
  const keys = paths.map((path) => new Set(stepKeys(path)))
  const uncovered = new Set(keys.flatMap((set) => [...set]))
  const chosen = new Set<number>()
  // Paths that take no step (the start alone) are kept: they check the first state.
  paths.forEach((path, index) => path.steps.length === 1 && chosen.add(index))
  while (uncovered.size) {
    let best = -1
    let bestGain = 0
    keys.forEach((set, index) => {
      if (chosen.has(index)) return
      let gain = 0
      for (const key of set) if (uncovered.has(key)) gain++
      // Of two that take as many new steps, the shorter: fewer renders.
      const shorter = best >= 0 && paths[index]!.steps.length < paths[best]!.steps.length
      if (gain > bestGain || (gain === bestGain && gain > 0 && shorter))
        [best, bestGain] = [index, gain]
    })
    chosen.add(best)
    for (const key of keys[best]!) uncovered.delete(key)
  }
  return paths.filter((_, index) => chosen.has(index))
}
