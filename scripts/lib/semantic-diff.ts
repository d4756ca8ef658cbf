// What changed between two semantic graphs of a machine (semantic-graph.ts): states,
// transitions, guards, delays, actions and invoked actors added, removed or changed. A state
// that is gone while a new one has the very same transitions (once the old name is read as the
// new one) is a rename, not a removal and an addition: the diff then shows only what else
// changed.
import {
  type SemanticGraph,
  type SemanticInvoke,
  type SemanticState,
  type SemanticTransition,
  canonicalJson,
} from './semantic-graph.ts'

export interface Changed<T> {
  before: T
  after: T
  /** What differs, in words: 'guard: isValid → isComplete', 'targets: idle → done'. */
  what: string[]
}

export interface Delta<T> {
  added: T[]
  removed: T[]
  changed: Changed<T>[]
}

export interface NameDelta {
  added: string[]
  removed: string[]
}

export interface MachineDiff {
  machine: string
  renamed: { from: string; to: string }[]
  states: Delta<SemanticState>
  transitions: Delta<SemanticTransition>
  invokes: Delta<SemanticInvoke>
  guards: NameDelta
  delays: NameDelta
  actions: NameDelta
}

const within = (path: string, state: string) => path === state || path.startsWith(`${state}.`)
const parentOf = (path: string) => path.split('.').slice(0, -1).join('.')

/** The graph with state `from` (and everything inside it) read as `to`. */
export function renameState(graph: SemanticGraph, from: string, to: string): SemanticGraph {
  const rename = (path: string) => (within(path, from) ? to + path.slice(from.length) : path)
  return {
    ...graph,
    states: graph.states.map((state) => ({
      ...state,
      path: rename(state.path),
      ...(state.initial === undefined ? {} : { initial: rename(state.initial) }),
    })),
    transitions: graph.transitions.map((transition) => ({
      ...transition,
      source: rename(transition.source),
      targets: transition.targets.map(rename),
    })),
    invokes: graph.invokes.map((invoke) => ({
      ...invoke,
      state: rename(invoke.state),
      onDone: invoke.onDone.map(rename),
      onError: invoke.onError.map(rename),
    })),
  }
}

/** The transitions that leave, or lead into, a state or a state inside it. */
const touching = (graph: SemanticGraph, state: string) =>
  graph.transitions
    .filter((t) => within(t.source, state) || t.targets.some((target) => within(target, state)))
    .map(canonicalJson)
    .sort()
    .join('\n')

/** The outermost states of `a` that `b` lacks. */
const outermostMissing = (a: SemanticGraph, b: SemanticGraph) => {
  const inB = new Set(b.states.map((state) => state.path))
  const missing = a.states.filter((state) => !inB.has(state.path))
  const missingPaths = new Set(missing.map((state) => state.path))
  return missing.filter((state) => !missingPaths.has(parentOf(state.path)))
}

/** Renames found between the graphs, and the base graph with them applied. */
function findRenames(base: SemanticGraph, head: SemanticGraph) {
  const renamed: { from: string; to: string }[] = []
  let renamedBase = base
  const added = outermostMissing(head, base)
  for (const gone of outermostMissing(base, head)) {
    const match = added.find((candidate) => {
      if (candidate.type !== gone.type || renamed.some(({ to }) => to === candidate.path))
        return false
      const trial = renameState(renamedBase, gone.path, candidate.path)
      const transitions = touching(trial, candidate.path)
      return transitions !== '' && transitions === touching(head, candidate.path)
    })
    if (!match) continue
    renamed.push({ from: gone.path, to: match.path })
    renamedBase = renameState(renamedBase, gone.path, match.path)
  }
  return { renamed, renamedBase }
}

const list = (items: string[]) => (items.length ? items.join(', ') : 'none')

function differences<T extends object>(
  before: T,
  after: T,
  fields: (keyof T & string)[],
): string[] {
  return fields.flatMap((field) => {
    const [a, b] = [before[field], after[field]]
    if (canonicalJson(a) === canonicalJson(b)) return []
    const text = (value: unknown) =>
      Array.isArray(value) ? list(value as string[]) : value === undefined ? 'none' : String(value)
    return [`${field}: ${text(a)} → ${text(b)}`]
  })
}

/** Pairs the transitions of one state and event: equal ones first, then by guard, then by
 *  targets, then in order; what is left over was added or removed. */
function matchTransitions(
  before: SemanticTransition[],
  after: SemanticTransition[],
  delta: Delta<SemanticTransition>,
) {
  const left = [...before]
  const right = [...after]
  const pair = (
    same: (a: SemanticTransition, b: SemanticTransition) => boolean,
    equal: boolean,
  ) => {
    for (let i = 0; i < left.length;) {
      const j = right.findIndex((candidate) => same(left[i]!, candidate))
      if (j < 0) {
        i++
        continue
      }
      const [a] = left.splice(i, 1)
      const [b] = right.splice(j, 1)
      if (!equal)
        delta.changed.push({
          before: a!,
          after: b!,
          what: differences(a!, b!, ['guard', 'targets', 'actions', 'reenter']),
        })
    }
  }
  pair((a, b) => canonicalJson(a) === canonicalJson(b), true)
  pair((a, b) => a.guard === b.guard, false)
  pair((a, b) => canonicalJson(a.targets) === canonicalJson(b.targets), false)
  pair(() => true, false)
  delta.added.push(...right)
  delta.removed.push(...left)
}

const groupKey = (t: SemanticTransition) => `${t.source}\n${t.event}`

function diffTransitions(base: SemanticGraph, head: SemanticGraph): Delta<SemanticTransition> {
  const delta: Delta<SemanticTransition> = { added: [], removed: [], changed: [] }
  const keys = [...new Set([...base.transitions, ...head.transitions].map(groupKey))]
  for (const key of keys) {
    matchTransitions(
      base.transitions.filter((t) => groupKey(t) === key),
      head.transitions.filter((t) => groupKey(t) === key),
      delta,
    )
  }
  return delta
}

function diffByKey<T extends object>(
  before: T[],
  after: T[],
  keyOf: (item: T) => string,
  fields: (keyof T & string)[],
): Delta<T> {
  const beforeByKey = new Map(before.map((item) => [keyOf(item), item]))
  const afterByKey = new Map(after.map((item) => [keyOf(item), item]))
  return {
    added: after.filter((item) => !beforeByKey.has(keyOf(item))),
    removed: before.filter((item) => !afterByKey.has(keyOf(item))),
    changed: after.flatMap((item) => {
      const old = beforeByKey.get(keyOf(item))
      if (!old) return []
      const what = differences(old, item, fields)
      return what.length ? [{ before: old, after: item, what }] : []
    }),
  }
}

/** The names a graph uses: its guards, delays and actions. */
export function namesOf(graph: SemanticGraph) {
  const sorted = (names: (string | undefined)[]) =>
    [...new Set(names.filter((name): name is string => Boolean(name)))].sort()
  return {
    guards: sorted(graph.transitions.map((t) => t.guard)),
    delays: sorted(graph.transitions.map((t) => t.delay)),
    actions: sorted([
      ...graph.transitions.flatMap((t) => t.actions),
      ...graph.states.flatMap((state) => [...state.entry, ...state.exit]),
    ]),
  }
}

const diffNames = (before: string[], after: string[]): NameDelta => ({
  added: after.filter((name) => !before.includes(name)),
  removed: before.filter((name) => !after.includes(name)),
})

export function diffGraphs(base: SemanticGraph, head: SemanticGraph): MachineDiff {
  const { renamed, renamedBase } = findRenames(base, head)
  const [before, after] = [namesOf(base), namesOf(head)]
  return {
    machine: head.machine,
    renamed,
    states: diffByKey(renamedBase.states, head.states, (state) => state.path, [
      'type',
      'initial',
      'final',
      'entry',
      'exit',
    ]),
    transitions: diffTransitions(renamedBase, head),
    invokes: diffByKey(renamedBase.invokes, head.invokes, (i) => `${i.state}\n${i.id}`, [
      'src',
      'onDone',
      'onError',
    ]),
    guards: diffNames(before.guards, after.guards),
    delays: diffNames(before.delays, after.delays),
    actions: diffNames(before.actions, after.actions),
  }
}

export function isEmptyDiff(diff: MachineDiff): boolean {
  const deltas = [diff.states, diff.transitions, diff.invokes]
  const names = [diff.guards, diff.delays, diff.actions]
  return (
    diff.renamed.length === 0 &&
    deltas.every((d) => d.added.length + d.removed.length + d.changed.length === 0) &&
    names.every((d) => d.added.length + d.removed.length === 0)
  )
}
