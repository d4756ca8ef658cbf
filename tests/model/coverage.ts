// State and transition coverage of a machine, measured from what its actors actually did:
// every microstep the inspector reports names the transitions taken and the states entered.
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

export class CoverageRecorder {
  private readonly states = new Set<string>()
  private readonly transitions = new Set<string>()

  constructor(private readonly machine: AnyStateMachine) {}

  /** An `inspect` observer that records what `actor()` (the machine under test, the root of
   *  its system) does, from its first microstep: while `createActor` computes the initial
   *  state, `actor()` cannot return it yet. */
  observe(actor: () => AnyActorRef | undefined) {
    return (event: InspectionEvent) => {
      const underTest = actor()
      const isRoot = event.actorRef.sessionId === event.rootId
      if (underTest ? event.actorRef !== underTest : !isRoot) return
      if (event.type === '@xstate.microstep') {
        for (const transition of event._transitions) {
          const key = transitionKey(transition)
          if (key) this.transitions.add(key)
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
