// A machine's semantics as plain data: what a product owner signs off and what the review room
// compares between two commits. Only what changes behaviour is kept (states, transitions with
// their guards, delays, actions and targets, invoked actors, entry and exit actions), by name
// and path, in a stable order, so the same machine always gives the same JSON and the same hash
// however its source is laid out. Descriptions and wordings are not semantics: rewording a
// state changes no hash.
import { createHash } from 'node:crypto'
import type { AnyStateMachine, AnyTransitionDefinition } from 'xstate'
import { type AnyStateNode, allNodes, nameOf, stateName } from './statechart-graph.ts'

export interface SemanticState {
  /** 'idle.editing'; '' is the machine itself. */
  path: string
  type: string
  /** The child a compound state starts in. */
  initial?: string
  final: boolean
  entry: string[]
  exit: string[]
}

export interface SemanticTransition {
  /** The state it leaves ('' for a transition the machine takes in any state). */
  source: string
  /** The event's type, with XState's own events made stable: 'after DELAY', 'done: invokeId',
   *  'error: invokeId', 'done: state', 'always'. */
  event: string
  guard?: string
  targets: string[]
  actions: string[]
  /** The named (or numeric) delay of an `after` transition. */
  delay?: string
  reenter: boolean
}

export interface SemanticInvoke {
  state: string
  id: string
  src: string
  onDone: string[]
  onError: string[]
}

export interface SemanticGraph {
  machine: string
  states: SemanticState[]
  transitions: SemanticTransition[]
  invokes: SemanticInvoke[]
}

/** XState's event types name the state's id (machine id included): not part of the meaning. */
export function stableEvent(type: string): { event: string; delay?: string } {
  const after = /^xstate\.after\.([^.]+)\./.exec(type)
  if (after) return { event: `after ${after[1]}`, delay: after[1] }
  const invoked = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type)
  if (invoked) return { event: `${invoked[1]}: ${invoked[2]}` }
  if (type.startsWith('xstate.done.state.')) return { event: 'done: state' }
  return { event: type }
}

/** XState schedules `after` delays with a raise on entry and a cancel on exit: not effects of
 *  the machine's own (statechart-markdown.ts leaves them out of its tables for the same reason). */
const ownActions = (node: AnyStateNode, actions: unknown[]) =>
  actions
    .map(nameOf)
    .filter((name) => !(node.after.length > 0 && ['raise', 'cancel'].includes(name)))

function transitionOf(node: AnyStateNode, transition: AnyTransitionDefinition): SemanticTransition {
  const always = node.always?.includes(transition) ?? false
  const { event, delay } = always ? { event: 'always' } : stableEvent(String(transition.eventType))
  return {
    source: stateName(node),
    event,
    ...(transition.guard ? { guard: nameOf(transition.guard) } : {}),
    targets: (transition.target ?? []).map(stateName),
    actions: transition.actions.map(nameOf),
    ...(delay ? { delay } : {}),
    reenter: Boolean(transition.reenter),
  }
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

export function semanticGraphOf(machine: AnyStateMachine): SemanticGraph {
  const nodes = [machine.root, ...allNodes(machine)]
  const states = nodes.map((node) => ({
    path: stateName(node),
    type: node.type,
    ...(node.type === 'compound' ? { initial: stateName(node.initial.target[0]!) } : {}),
    final: node.type === 'final',
    entry: ownActions(node, node.entry),
    exit: ownActions(node, node.exit),
  }))
  // Within one state and event, the order of the transitions is their priority: kept. Across
  // them, sorted, so that moving a state in the source changes nothing.
  const transitions = nodes
    .flatMap((node) =>
      [...[...node.transitions.values()].flat(), ...(node.always ?? [])].map((transition) =>
        transitionOf(node, transition),
      ),
    )
    .map((transition, index) => ({ transition, index }))
    .sort(
      (a, b) =>
        byText(a.transition.source, b.transition.source) ||
        byText(a.transition.event, b.transition.event) ||
        a.index - b.index,
    )
    .map(({ transition }) => transition)
  const invokes = nodes.flatMap((node) =>
    node.invoke.map((invoke) => {
      const targetsOn = (outcome: 'done' | 'error') => [
        ...new Set(
          transitions
            .filter((t) => t.source === stateName(node) && t.event === `${outcome}: ${invoke.id}`)
            .flatMap((t) => t.targets),
        ),
      ]
      return {
        state: stateName(node),
        id: invoke.id,
        src: nameOf(invoke.src),
        onDone: targetsOn('done'),
        onError: targetsOn('error'),
      }
    }),
  )
  return {
    machine: machine.id,
    states: states.sort((a, b) => byText(a.path, b.path)),
    transitions,
    invokes: invokes.sort((a, b) => byText(a.state, b.state) || byText(a.id, b.id)),
  }
}

/** JSON with every object's keys sorted: the same data always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map(
        (key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`,
      )
      .join(',')}}`
  return JSON.stringify(value)
}

/** The sha256 of the graph's canonical JSON: what a sign-off records. */
export function semanticHash(graph: SemanticGraph): string {
  return createHash('sha256').update(canonicalJson(graph)).digest('hex')
}
