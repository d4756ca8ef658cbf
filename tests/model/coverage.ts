// State and transition coverage of a machine, measured from what its actors actually did:
// every microstep the inspector reports names the transitions taken and the states entered.
// Also, for `npm run coverage:model` (tests/walks), the pairs of consecutive transitions taken
// and each named guard's outcomes (its implementations wrapped with `guarded`).
import type {
  AnyActorRef,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyTransitionDefinition,
  InspectionEvent,
} from 'xstate'

type AnyStateNode = AnyStateMachine['root']

/** Every state node below the root. */
export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const walk = (node: AnyStateNode): AnyStateNode[] =>
    Object.values(node.states as Record<string, AnyStateNode>).flatMap((child) => [
      child,
      ...walk(child),
    ])
  return walk(machine.root)
}

/** A stable name for a transition: its source, its event, and which alternative it is. */
export function transitionKey(transition: AnyTransitionDefinition): string | undefined {
  const { source } = transition
  const always = source.always?.indexOf(transition) ?? -1
  if (always >= 0) return `${source.id} (always #${always + 1})`
  const alternatives = source.transitions.get(transition.eventType) ?? []
  const index = alternatives.indexOf(transition)
  if (index < 0) return undefined // the initial transition
  const suffix = alternatives.length > 1 ? ` #${index + 1}` : ''
  return `${source.id} on ${transition.eventType}${suffix}`
}

export function allTransitionKeys(machine: AnyStateMachine): string[] {
  return [machine.root, ...allStateNodes(machine)].flatMap((node) => [
    ...[...node.transitions.values()].flat().map((transition) => transitionKey(transition)!),
    ...(node.always ?? []).map((transition) => transitionKey(transition)!),
  ])
}

export interface CoverageReport {
  states: { covered: number; total: number; missed: string[] }
  transitions: { covered: number; total: number; missed: string[] }
}

export interface ExtendedCoverageReport extends CoverageReport {
  pairs: {
    covered: number
    total: number
    missed: string[]
    excluded: { pair: string; reason: string }[]
    takenExcluded: string[]
  }
  guards: { covered: number; total: number; missed: string[] }
}

export class CoverageRecorder {
  private readonly states = new Set<string>()
  private readonly transitions = new Set<string>()
  private readonly pairs = new Set<string>()
  private readonly guardOutcomes = new Set<string>()
  /** While the walks ask `snapshot.can`, a guard's outcome is a question, not a step taken;
   *  a probe collects such outcomes apart. */
  private paused = false
  private probed: string[] | undefined

  constructor(private readonly machine: AnyStateMachine) {}

  /** An `inspect` observer that records what `actor()` (the machine under test, the root of
   *  its system) does, from its first microstep: while `createActor` computes the initial
   *  state, `actor()` cannot return it yet. */
  observe(actor: () => AnyActorRef | undefined) {
    // The transition taken last by this actor: the pair it makes with the next one.
    let last: string | undefined
    return (event: InspectionEvent) => {
      const underTest = actor()
      const isRoot = event.actorRef.sessionId === event.rootId
      if (underTest ? event.actorRef !== underTest : !isRoot) return
      if (event.type === '@xstate.microstep') {
        for (const transition of event._transitions) {
          const key = transitionKey(transition)
          if (key) {
            this.transitions.add(key)
            if (last) this.pairs.add(pairKey(last, key))
            last = key
          }
          // A transition taken from a state shows it was active, even a transient one (left by
          // an eventless transition before any snapshot shows it).
          for (let node = transition.source; node.parent; node = node.parent) {
            this.states.add(node.id)
          }
        }
      }
      if (event.type === '@xstate.microstep' || event.type === '@xstate.snapshot') {
        const nodes = (event.snapshot as AnyMachineSnapshot & { _nodes: AnyStateNode[] })._nodes
        for (const node of nodes ?? []) this.states.add(node.id)
      }
    }
  }

  /** The machine's named guards, each recording its outcomes here: for `machine.provide`. */
  guarded(): Record<string, (...args: never[]) => boolean> {
    const guards = this.machine.implementations.guards as Record<
      string,
      (...args: never[]) => boolean
    >
    return Object.fromEntries(
      Object.entries(guards).map(([name, guard]) => [
        name,
        (...args: never[]) => {
          const outcome = Boolean(guard(...args))
          if (this.probed) this.probed.push(`${name}: ${outcome}`)
          else if (!this.paused) this.guardOutcomes.add(`${name}: ${outcome}`)
          return outcome
        },
      ]),
    )
  }

  /** Runs a question (`snapshot.can`) without counting the guard outcomes it evaluates. */
  unrecorded<T>(question: () => T): T {
    this.paused = true
    try {
      return question()
    } finally {
      this.paused = false
    }
  }

  /** Runs a question and returns the guard outcomes it evaluated, without counting them. */
  probe<T>(question: () => T): { result: T; outcomes: string[] } {
    const outcomes: string[] = []
    this.probed = outcomes
    try {
      return { result: question(), outcomes }
    } finally {
      this.probed = undefined
    }
  }

  /** Whether a pair or a guard outcome has been seen: what the steered walks look for. */
  hasPair = (key: string) => this.pairs.has(key)
  hasOutcome = (key: string) => this.guardOutcomes.has(key)

  /** Pairs of consecutive transitions and guard outcomes, against what the machine offers. */
  extendedReport(excluded: ReadonlyMap<string, string>): ExtendedCoverageReport {
    const feasible = structuralPairs(this.machine).filter((key) => !excluded.has(key))
    const outcomes = guardOutcomeKeys(this.machine)
    return {
      ...this.report(),
      pairs: {
        covered: feasible.filter((key) => this.pairs.has(key)).length,
        total: feasible.length,
        missed: feasible.filter((key) => !this.pairs.has(key)),
        excluded: [...excluded].map(([pair, reason]) => ({ pair, reason })),
        // Taken although excluded: the exclusion's reason is wrong.
        takenExcluded: [...excluded.keys()].filter((key) => this.pairs.has(key)),
      },
      guards: {
        covered: outcomes.filter((key) => this.guardOutcomes.has(key)).length,
        total: outcomes.length,
        missed: outcomes.filter((key) => !this.guardOutcomes.has(key)),
      },
    }
  }

  report(): CoverageReport {
    const stateIds = allStateNodes(this.machine).map((node) => node.id)
    const transitionKeys = allTransitionKeys(this.machine)
    const missedStates = stateIds.filter((id) => !this.states.has(id))
    const missedTransitions = transitionKeys.filter((key) => !this.transitions.has(key))
    return {
      states: {
        covered: stateIds.length - missedStates.length,
        total: stateIds.length,
        missed: missedStates,
      },
      transitions: {
        covered: transitionKeys.length - missedTransitions.length,
        total: transitionKeys.length,
        missed: missedTransitions,
      },
    }
  }
}

/** A pair of consecutive transitions, as the coverage reports name it. */
export const pairKey = (first: string, second: string) => `${first} → ${second}`

const descendants = (node: AnyStateNode): AnyStateNode[] =>
  Object.values(node.states as Record<string, AnyStateNode>).flatMap((child) => [
    child,
    ...descendants(child),
  ])

const ancestors = (node: AnyStateNode): AnyStateNode[] =>
  node.parent ? [node, ...ancestors(node.parent)] : [node]

/** The states a node's entry makes active below it: its initial child (every region of a
 *  parallel state), and theirs. A history state may restore any of its parent's states. */
function entered(node: AnyStateNode): AnyStateNode[] {
  if (node.type === 'history') return node.parent ? [node.parent, ...descendants(node.parent)] : []
  if (node.type === 'parallel') {
    return [node, ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(entered)]
  }
  if (node.type === 'compound') {
    const initial = (node.initial?.target ?? []) as readonly AnyStateNode[]
    return [node, ...initial.flatMap(entered)]
  }
  return [node]
}

/** Every transition of a machine with its key (the initial transitions have none). */
export function allTransitions(
  machine: AnyStateMachine,
): { key: string; transition: AnyTransitionDefinition }[] {
  return [machine.root, ...allStateNodes(machine)].flatMap((node) =>
    [...[...node.transitions.values()].flat(), ...(node.always ?? [])].map((transition) => ({
      key: transitionKey(transition)!,
      transition,
    })),
  )
}

/**
 * The states that may be active right after a transition: the states it enters (with their
 * initial descendants), their ancestors; for a transition without a target, its source's
 * whole subtree (it stays where it was); and, below a parallel state the transition does not
 * leave, any state of the other regions. An over-approximation: what guards and context rule
 * out is listed by hand (tests/walks/excluded-pairs.ts).
 */
export function activeAfter(transition: AnyTransitionDefinition): Set<AnyStateNode> {
  const active = new Set<AnyStateNode>()
  const targets = (transition.target ?? []) as readonly AnyStateNode[]
  const add = (nodes: AnyStateNode[]) => nodes.forEach((node) => active.add(node))
  if (targets.length === 0)
    add([...ancestors(transition.source), ...descendants(transition.source)])
  for (const target of targets) add([...ancestors(target), ...entered(target)])
  // A top-level final state stops the actor: nothing follows.
  if ([...active].some((node) => node.type === 'final' && node.parent?.parent === undefined)) {
    return new Set()
  }
  // Regions that run beside the one the transition acts in keep whatever state they were in.
  const changed = targets.length ? [transition.source, ...targets] : [transition.source]
  for (const node of ancestors(transition.source)) {
    const parent = node.parent
    if (parent?.type !== 'parallel') continue
    const leftWhole = changed.some((other) => !ancestors(other).includes(node))
    if (leftWhole) continue
    for (const region of Object.values(parent.states as Record<string, AnyStateNode>)) {
      if (region !== node) add([region, ...descendants(region)])
    }
  }
  return active
}

const isEventless = (transition: AnyTransitionDefinition) =>
  transition.source.always?.includes(transition) ?? false

/** Every pair (t1, t2) where t2 may be taken right after t1, by the machine's structure. A
 *  state left at once by an eventless transition without a guard (the interview link's
 *  `routing`) is left before any event comes: only eventless transitions follow a step into it. */
export function structuralPairs(machine: AnyStateMachine): string[] {
  const transitions = allTransitions(machine)
  return transitions.flatMap((first) => {
    const active = activeAfter(first.transition)
    const transient = [...active].some((node) => node.always?.some((always) => !always.guard))
    return transitions
      .filter((second) => active.has(second.transition.source))
      .filter((second) => !transient || isEventless(second.transition))
      .map((second) => pairKey(first.key, second.key))
  })
}

/** The named guards of a machine, each outcome as the reports name it. */
export const guardOutcomeKeys = (machine: AnyStateMachine): string[] =>
  Object.keys(machine.implementations.guards).flatMap((name) => [`${name}: true`, `${name}: false`])
