// The detailed diagrams of a machine's page: every state and every transition, with its event
// and guard in words and its actions. A machine too big to read in one picture 1600 px wide is
// drawn in parts (its wording's `detailParts`): the main diagram draws each part's composite as
// one box, and each part draws that composite's inside, with the states outside it that its
// transitions come from or lead to drawn dashed ("elsewhere"). The states' descriptions are in
// the page's tables, not in the diagrams: as notes beside every state they doubled the width.
import type { AnyStateMachine } from 'xstate'
import {
  type AnyStateNode,
  type Edge,
  allNodes,
  children,
  edgesOf,
  mermaidId,
  mermaidText,
  stateName,
} from './statechart-graph.ts'
import { type MachineWording, wordingOf } from './statechart-wording.ts'

/** Whether `node` is a descendant of `ancestor` (not itself). */
const isInside = (node: AnyStateNode, ancestor: AnyStateNode) =>
  node.path.length > ancestor.path.length &&
  ancestor.path.every((key, index) => node.path[index] === key)

const guardText = (wording: MachineWording, guard: string) => wording.guards[guard] ?? guard

/** What sets a transition off, in words: its event or delay, or for an eventless one 'at once',
 *  or 'otherwise' when it is the fallback of guarded ones. */
export function triggerOf(edge: Edge, edges: Edge[]): string {
  if (edge.words) return edge.words
  if (!edge.always || edge.guard) return ''
  const fallback = edges.some(
    (other) => other.source === edge.source && other.always && other.guard,
  )
  return fallback ? 'otherwise' : 'at once'
}

/** One detailed diagram: the machine (its root) or a composite drawn on its own. */
export interface DetailPart {
  scope: AnyStateNode
  /** The composites inside `scope` drawn as one box: each is a part of its own. */
  boxed: AnyStateNode[]
}

/** The machine's detailed diagrams: the whole machine first, then each part its wording names,
 *  in the order named. Throws on a name that is no composite state of the machine. */
export function detailPartsOf(
  machine: AnyStateMachine,
  wording: MachineWording = wordingOf(machine),
): DetailPart[] {
  const scopes = [
    machine.root,
    ...(wording.detailParts ?? []).map((path) => {
      const node = allNodes(machine).find((candidate) => stateName(candidate) === path)
      if (!node || children(node).length === 0)
        throw new Error(`${machine.id}: detailParts names ${path}, which is no composite state`)
      return node
    }),
  ]
  /** The part a composite is drawn in: the innermost other part around it. */
  const partAround = (node: AnyStateNode) =>
    scopes
      .filter((scope) => scope === machine.root || isInside(node, scope))
      .sort((a, b) => b.path.length - a.path.length)[0]!
  return scopes.map((scope) => ({
    scope,
    boxed: scopes.filter(
      (other) => other !== machine.root && other !== scope && partAround(other) === scope,
    ),
  }))
}

/** The file of a part's picture, relative to docs/statecharts: `<machine>.svg` for the whole
 *  machine, `<machine>.<state path>.svg` for a part. */
export const partFile = (machine: AnyStateMachine, part: DetailPart) =>
  part.scope === machine.root ? `${machine.id}.svg` : `${machine.id}.${stateName(part.scope)}.svg`

/** The Mermaid stateDiagram-v2 of one part (by default the whole machine, or the main diagram
 *  when it is drawn in parts). */
export function mermaidOf(
  machine: AnyStateMachine,
  wording: MachineWording = wordingOf(machine),
  part: DetailPart = detailPartsOf(machine, wording)[0]!,
): string {
  const { scope, boxed } = part
  const isRoot = scope === machine.root
  const within = (node: AnyStateNode) => isRoot || node === scope || isInside(node, scope)
  const boxOf = (node: AnyStateNode) =>
    boxed.find((box) => box === node || isInside(node, box)) ?? node
  const initialOf = (node: AnyStateNode) => mermaidId(node.initial.target[0]!)

  const lines = ['stateDiagram-v2']
  const declare = (node: AnyStateNode, indent: string) => {
    const nested = children(node)
    nested.forEach((child, index) => {
      const id = mermaidId(child)
      if (boxed.includes(child)) {
        lines.push(`${indent}state "${mermaidText(child.key)} (own diagram)" as ${id}`)
      } else if (children(child).length === 0) {
        lines.push(`${indent}state "${mermaidText(child.key)}" as ${id}`)
      } else {
        lines.push(`${indent}state "${mermaidText(child.key)}" as ${id} {`)
        if (child.type === 'compound') lines.push(`${indent}  [*] --> ${initialOf(child)}`)
        declare(child, `${indent}  `)
        lines.push(`${indent}}`)
      }
      if (node.type === 'parallel' && index < nested.length - 1) lines.push(`${indent}--`)
    })
  }
  if (isRoot) {
    declare(machine.root, '  ')
    if (machine.root.type === 'compound') lines.push(`  [*] --> ${initialOf(machine.root)}`)
  } else {
    // A part is drawn as its composite, named by its path, with its inside.
    lines.push(`  state "${mermaidText(stateName(scope))}" as ${mermaidId(scope)} {`)
    if (scope.type === 'compound') lines.push(`    [*] --> ${initialOf(scope)}`)
    declare(scope, '    ')
    lines.push('  }')
  }

  // Every edge at the top level: edges inside a composite block make Mermaid move states out.
  const edges = edgesOf(machine, wording)
  const elsewhere = new Map<string, AnyStateNode>()
  // A part whose wording asks for it draws every state outside it as one dashed box, each
  // arrow's line saying which state it comes from or goes to: one box per state drew the
  // campaign's settled outcomes 3,276 px wide once a seventh neighbour (Load more) came.
  const oneElsewhere = !isRoot && (wording.elsewhereAsOne ?? []).includes(stateName(scope))
  const endOf = (node: AnyStateNode) => {
    if (within(node)) return mermaidId(boxOf(node))
    const id = oneElsewhere ? mermaidId(scope.parent ?? machine.root) : mermaidId(node)
    elsewhere.set(id, oneElsewhere ? (scope.parent ?? machine.root) : node)
    return `elsewhere_${id}`
  }
  const outsideEnd = (source: AnyStateNode, target: AnyStateNode) =>
    !oneElsewhere
      ? ''
      : !within(source)
        ? `from ${stateName(source)}: `
        : !within(target)
          ? `to ${stateName(target)}: `
          : ''
  // One arrow per pair of states, each transition a line of its label: side by side, a dozen
  // arrows between the same two states spread the picture wide.
  const arrows = new Map<string, string[]>()
  for (const edge of edges) {
    if (edge.source === machine.root) continue // listed in the transitions table
    const targets = edge.targets.length ? edge.targets : [edge.source]
    const label = [
      triggerOf(edge, edges),
      edge.guard ? `[${guardText(wording, edge.guard)}]` : '',
      edge.actions.length ? `/ ${edge.actions.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join(' ')
    for (const target of targets) {
      if (!within(edge.source) && !within(target)) continue
      // A step inside a boxed composite is drawn in that composite's own part.
      const box = boxOf(edge.source)
      const inBox =
        boxed.includes(box) && box === boxOf(target) && (box !== edge.source || box !== target)
      if (inBox) continue
      const pair = `${endOf(edge.source)} --> ${endOf(target)}`
      arrows.set(pair, [
        ...(arrows.get(pair) ?? []),
        mermaidText(outsideEnd(edge.source, target) + label),
      ])
    }
  }
  for (const [id, node] of elsewhere)
    lines.push(
      oneElsewhere
        ? `  state "elsewhere in ${mermaidText(stateName(node) || machine.id)}" as elsewhere_${id}`
        : `  state "elsewhere, ${mermaidText(stateName(node))}" as elsewhere_${id}`,
    )
  for (const [pair, labels] of arrows) lines.push(`  ${pair} : ${labels.join('<br/>')}`)
  for (const node of allNodes(machine)) {
    if (node.type === 'final' && within(node) && boxOf(node) === node)
      lines.push(`  ${mermaidId(node)} --> [*]`)
  }
  if (elsewhere.size) {
    lines.push('  classDef elsewhere stroke-dasharray: 4 4')
    lines.push(
      `  class ${[...elsewhere.keys()].map((id) => `elsewhere_${id}`).join(', ')} elsewhere`,
    )
  }
  return lines.join('\n')
}
