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
  /** The events a person (or the page) can send, with the payloads to try in each state. */
  events:
    | readonly EventFromLogic<TMachine>[]
    | ((snapshot: SnapshotFrom<TMachine>) => readonly EventFromLogic<TMachine>[])
  /** What each invoked actor (by invoke id) may answer; every invoke also gets a failure. */
  invokeOutputs?: Record<string, readonly unknown[]>
  /** What each invoked actor (by invoke id) may fail with; default: one Error. */
  invokeErrors?: Record<string, readonly unknown[]>
  /** The bound on simple paths run, where they explode (default 40). */
  maxSimplePaths?: number
  /** The most states the traversal visits before it gives up (default 20 000): a machine whose
   *  context grows without bound (a counter) has infinitely many. */
  traversalLimit?: number
}

export type ModelPath<TMachine extends AnyStateMachine> = StatePath<
  SnapshotFrom<TMachine>,
  EventFromLogic<TMachine>
> & { description: string; kind: 'shortest' | 'simple' }

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

/** Every shortest path to every transition, then simple paths up to the bound. */
export function generatePaths<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
): { paths: ModelPath<TMachine>[]; shortest: number; simple: number; simpleFound: number } {
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
      input: model.input,
      limit: model.traversalLimit ?? DEFAULT_TRAVERSAL_LIMIT,
    },
  )

  const describePath = (path: StatePath<AnyMachineSnapshot, AnyEventObject>) => {
    const steps = path.steps.slice(1).map((step) => describeEvent(step.event))
    const target = JSON.stringify(path.state.value)
    return steps.length ? `${target} via ${steps.join(' → ')}` : `${target} at the start`
  }
  const seen = new Set<string>()
  const keep =
    (kind: 'shortest' | 'simple') => (path: StatePath<AnyMachineSnapshot, AnyEventObject>) => {
      const key = path.steps.map((step) => JSON.stringify(step.event)).join('|')
      if (seen.has(key)) return []
      seen.add(key)
      return [{ ...path, kind, description: `${describePath(path)} (${kind})` }]
    }

  const shortest = testModel
    .getShortestPaths({
      serializeState: (snapshot, event, previous) =>
        `${plain(previous)} ${event ? JSON.stringify(event) : ''} ${plain(snapshot)}`,
    })
    .flatMap(keep('shortest'))
  const bound = model.maxSimplePaths ?? DEFAULT_MAX_SIMPLE_PATHS
  // Simple paths grow exponentially with a machine's size: a large machine turns them off.
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
