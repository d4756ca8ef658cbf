// The review room's words for a product owner: events, guards, states and the changes of a
// semantic diff, read through the wording table (statechart-wording.ts) the diagrams use.
import type { AnyStateMachine } from 'xstate'
import { allNodes, oneLine, stateName } from './statechart-graph.ts'
import { type MachineWording, eventLabel } from './statechart-wording.ts'
import type { SemanticInvoke, SemanticState, SemanticTransition } from './semantic-graph.ts'
import type { MachineDiff } from './semantic-diff.ts'

/** A semantic graph's event ('SUBMIT', 'after GIVE_UP_MS', 'done: send') in words. */
export function eventWords(wording: MachineWording, event: string): string {
  if (event === 'always') return 'at once'
  if (event === 'done: state') return 'when its steps are done'
  if (event === '*') return 'any event'
  const after = /^after (.+)$/.exec(event)
  if (after) {
    const delay = after[1]!
    return wording.delays[delay] ?? (/^\d+$/.test(delay) ? `after ${delay} ms` : `after ${delay}`)
  }
  const invoked = /^(done|error): (.+)$/.exec(event)
  if (invoked)
    return eventLabel(wording, `${invoked[2]} ${invoked[1] === 'done' ? 'done' : 'failed'}`)
  return eventLabel(wording, event)
}

export const guardWords = (wording: MachineWording, guard: string) =>
  wording.guards[guard] ?? `only when ${guard}`

/** A state's name as the page prints it: 'idle › editing', or 'any state' for the machine. */
export const statePath = (path: string) => (path ? path.split('.').join(' › ') : 'any state')

/** What a state means: its description, or its nearest ancestor's. */
export function stateMeaning(machine: AnyStateMachine, path: string): string {
  const nodes = allNodes(machine)
  for (let parts = path.split('.'); parts.length > 0; parts = parts.slice(0, -1)) {
    const node = nodes.find((candidate) => stateName(candidate) === parts.join('.'))
    if (node?.description) return oneLine(node.description)
  }
  return ''
}

const quoted = (path: string) => `“${statePath(path)}”`
const targetsText = (targets: string[]) =>
  targets.length ? targets.map(quoted).join(' and ') : 'the same state'

/** A transition in words: 'in “editing”, on submit (only when …), goes to “sending”'. */
export function transitionWords(wording: MachineWording, t: SemanticTransition): string {
  const guard = t.guard ? `, ${guardWords(wording, t.guard)}` : ''
  const actions = t.actions.length ? `; does ${t.actions.join(', ')}` : ''
  return `in ${quoted(t.source)}, on “${eventWords(wording, t.event)}”${guard}, goes to ${targetsText(t.targets)}${actions}`
}

function transitionChangeWords(
  wording: MachineWording,
  before: SemanticTransition,
  after: SemanticTransition,
): string {
  const parts: string[] = []
  if (before.guard !== after.guard) {
    const text = (guard?: string) => (guard ? guardWords(wording, guard) : 'always')
    parts.push(`its rule was “${text(before.guard)}”, now “${text(after.guard)}”`)
  }
  if (before.targets.join() !== after.targets.join())
    parts.push(`it went to ${targetsText(before.targets)}, now to ${targetsText(after.targets)}`)
  if (before.actions.join() !== after.actions.join())
    parts.push(
      `it did ${before.actions.join(', ') || 'nothing'}, now ${after.actions.join(', ') || 'nothing'}`,
    )
  if (before.reenter !== after.reenter)
    parts.push(after.reenter ? 'it now re-enters its state' : 'it no longer re-enters its state')
  return `in ${quoted(after.source)}, on “${eventWords(wording, after.event)}”: ${parts.join('; ')}`
}

const stateKind = (state: SemanticState) =>
  state.final ? 'an end state' : state.type === 'atomic' ? 'a state' : `a ${state.type} state`

const invokeWords = (invoke: SemanticInvoke) =>
  `in ${quoted(invoke.state)}, runs ${invoke.src} (as ${invoke.id})`

export type ChangeKind = 'added' | 'removed' | 'changed'

export interface WordedChange {
  kind: ChangeKind
  text: string
}

/** Every change of a diff, one sentence each, in the order: states, transitions, actors, names. */
export function diffWords(wording: MachineWording, diff: MachineDiff): WordedChange[] {
  const changes: WordedChange[] = [
    ...diff.renamed.map(({ from, to }) => ({
      kind: 'changed' as const,
      text: `State ${quoted(from)} is renamed ${quoted(to)} (its transitions are the same).`,
    })),
    ...diff.states.added.map((state) => ({
      kind: 'added' as const,
      text: `New ${stateKind(state)}: ${quoted(state.path)}.`,
    })),
    ...diff.states.removed.map((state) => ({
      kind: 'removed' as const,
      text: `Removed ${stateKind(state)}: ${quoted(state.path)}.`,
    })),
    ...diff.states.changed.map(({ after, what }) => ({
      kind: 'changed' as const,
      text: `State ${quoted(after.path)} changed: ${what.join('; ')}.`,
    })),
    ...diff.transitions.added.map((t) => ({
      kind: 'added' as const,
      text: `New transition: ${transitionWords(wording, t)}.`,
    })),
    ...diff.transitions.removed.map((t) => ({
      kind: 'removed' as const,
      text: `Removed transition: ${transitionWords(wording, t)}.`,
    })),
    ...diff.transitions.changed.map(({ before, after }) => ({
      kind: 'changed' as const,
      text: `Changed transition: ${transitionChangeWords(wording, before, after)}.`,
    })),
    ...diff.invokes.added.map((invoke) => ({
      kind: 'added' as const,
      text: `New invoked actor: ${invokeWords(invoke)}.`,
    })),
    ...diff.invokes.removed.map((invoke) => ({
      kind: 'removed' as const,
      text: `Removed invoked actor: ${invokeWords(invoke)}.`,
    })),
    ...diff.invokes.changed.map(({ after, what }) => ({
      kind: 'changed' as const,
      text: `Invoked actor changed: ${invokeWords(after)}: ${what.join('; ')}.`,
    })),
  ]
  const names = (
    label: string,
    delta: { added: string[]; removed: string[] },
    word?: (name: string) => string,
  ) => {
    const named = (name: string) => (word ? `${name} (${word(name)})` : name)
    return [
      ...delta.added.map((name) => ({
        kind: 'added' as const,
        text: `New ${label}: ${named(name)}.`,
      })),
      ...delta.removed.map((name) => ({
        kind: 'removed' as const,
        text: `No more ${label}: ${named(name)}.`,
      })),
    ]
  }
  return [
    ...changes,
    ...names('guard', diff.guards, (name) => guardWords(wording, name)),
    ...names('delay', diff.delays, (name) => eventWords(wording, `after ${name}`)),
    ...names('action', diff.actions),
  ]
}
