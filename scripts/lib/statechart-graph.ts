// What the statechart pages read from an XState v5 machine: its state nodes and its transitions
// as edges, with guards and delays worded for a product owner (statechart-wording.ts).
import type { AnyStateMachine, AnyTransitionDefinition } from 'xstate'
import {
  type MachineWording,
  eventLabel as eventInWords,
  eventNameOf,
  wordingOf,
} from './statechart-wording.ts'

export type AnyStateNode = AnyStateMachine['root']

export const children = (node: AnyStateNode) => Object.values(node.states) as AnyStateNode[]
export const mermaidId = (node: AnyStateNode) => node.id.replace(/[^A-Za-z0-9_]/g, '_')
export const stateName = (node: AnyStateNode) => node.path.join('.')
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()
/** Mermaid labels may not hold ':' (it separates the label) nor ';' or '#'. */
export const mermaidText = (text: string) =>
  oneLine(text).replace(/[:;]/g, ',').replace(/#/g, 'no. ').replace(/"/g, "'")
export const cellText = (text: string) => oneLine(text).replace(/\|/g, '\\|')

export function allNodes(machine: AnyStateMachine): AnyStateNode[] {
  const walk = (node: AnyStateNode): AnyStateNode[] =>
    children(node).flatMap((child) => [child, ...walk(child)])
  return walk(machine.root)
}

export function nameOf(item: unknown): string {
  if (typeof item === 'string') return item
  if (item && typeof item === 'object' && 'type' in item) return String(item.type)
  if (typeof item === 'function') {
    const type = (item as { type?: string }).type
    return type ? type.replace(/^xstate\./, '') : 'inline'
  }
  return 'inline'
}

/** A delay's length in milliseconds, or undefined when it is computed from the context. */
export function delayMsOf(machine: AnyStateMachine, delay: string): number | undefined {
  if (/^\d+$/.test(delay)) return Number(delay)
  const value = machine.implementations.delays[delay]
  return typeof value === 'number' ? value : undefined
}

export interface Edge {
  source: AnyStateNode
  targets: AnyStateNode[]
  /** What triggers it, by name: 'SUBMIT', 'logIn done', 'always', or a delay worded 'after 3 s'. */
  event: string
  /** What triggers it, in words for a product owner: 'the visitor presses Submit', 'after 3 s';
   *  '' for an eventless transition. */
  words: string
  /** The named delay of an `after` transition. */
  delay?: string
  always: boolean
  guard?: string
  actions: string[]
  description?: string
}

export function eventLabel(
  machine: AnyStateMachine,
  transition: AnyTransitionDefinition,
  wording: MachineWording = wordingOf(machine),
): string {
  const type = String(transition.eventType)
  if (transition.source.always?.includes(transition)) return 'always'
  const after = /^xstate\.after\.([^.]+)\./.exec(type)
  if (after) {
    const delay = after[1]!
    return wording.delays[delay] ?? (/^\d+$/.test(delay) ? `after ${delay} ms` : `after ${delay}`)
  }
  return eventNameOf(type) ?? type
}

/** What triggers a transition, in words: the event's wording, a delay's, or '' when eventless. */
function wordsOf(
  machine: AnyStateMachine,
  transition: AnyTransitionDefinition,
  wording: MachineWording,
): string {
  const name = eventLabel(machine, transition, wording)
  const isEvent = eventNameOf(String(transition.eventType)) !== undefined
  if (transition.source.always?.includes(transition)) return ''
  return isEvent ? eventInWords(wording, name) : name
}

export function edgesOf(
  machine: AnyStateMachine,
  wording: MachineWording = wordingOf(machine),
): Edge[] {
  return [machine.root, ...allNodes(machine)].flatMap((node) =>
    [...[...node.transitions.values()].flat(), ...(node.always ?? [])].map((transition) => ({
      source: node,
      targets: [...(transition.target ?? [])],
      event: eventLabel(machine, transition, wording),
      words: wordsOf(machine, transition, wording),
      delay: /^xstate\.after\.([^.]+)\./.exec(String(transition.eventType))?.[1],
      always: Boolean(transition.source.always?.includes(transition)),
      guard: transition.guard ? nameOf(transition.guard) : undefined,
      actions: transition.actions.map(nameOf),
      description: transition.description,
    })),
  )
}
