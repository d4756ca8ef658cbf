// The overview a product owner reads first: the machine's business path, with what is only
// presentation or bookkeeping folded away. The detailed diagram (statechart-markdown.ts) keeps
// every state; this one
// - skips passing states: a fade (every way out is a delay under a second) or a start-up
//   decision only entered as an initial state (every way out is eventless). An edge into one
//   goes straight on to where it leads, with both guards;
// - folds a composite state into one box when it has a single child left, or when its children
//   only toggle among themselves with one event (full screen / windowed);
// - draws a composite without transitions of its own as its children alone;
// - leaves out transitions that change no state (typing into a field).
import type { AnyStateMachine } from 'xstate'
import {
  type AnyStateNode,
  type Edge,
  allNodes,
  children,
  delayMsOf,
  edgesOf,
  mermaidId,
  mermaidText,
} from './statechart-graph.ts'
import { type MachineWording, wordingOf } from './statechart-wording.ts'

/** Delays shorter than this are animations, not something the user waits for. */
const PRESENTATION_DELAY_MS = 1000

interface Step {
  /** undefined: the initial pseudo-state of `parent`. */
  source: AnyStateNode | undefined
  parent: AnyStateNode
  target: AnyStateNode
  /** The event's name ('' when eventless): steps are compared by it. */
  event: string
  /** The event in words, as the arrow's label says it. */
  words: string
  guards: string[]
}

/** Whether `node` is a descendant of `ancestor` (not itself). */
const isInside = (node: AnyStateNode, ancestor: AnyStateNode) =>
  node.path.length > ancestor.path.length &&
  ancestor.path.every((key, index) => node.path[index] === key)

function passingStates(machine: AnyStateMachine, edges: Edge[]): Set<AnyStateNode> {
  const entered = new Set(edges.flatMap((edge) => edge.targets))
  const passing = allNodes(machine).filter((node) => {
    if (node.type !== 'atomic' || node.invoke.length > 0) return false
    const ways = edges.filter((edge) => edge.source === node)
    if (ways.length === 0) return false
    const fades = ways.every((edge) => {
      const ms = edge.delay === undefined ? undefined : delayMsOf(machine, edge.delay)
      return ms !== undefined && ms < PRESENTATION_DELAY_MS
    })
    const startUp = ways.every((edge) => edge.always) && !entered.has(node)
    return fades || startUp
  })
  return new Set(passing)
}

export interface Overview {
  mermaid: string
  /** The states the overview draws, outermost first. */
  states: AnyStateNode[]
  /** The arrows that go both ways, by their place among the diagram's arrows (`-->`, counting
   *  from 0), which is the number Mermaid gives their SVG paths (`edge<n>`). */
  bothWays: number[]
}

export function overviewOf(
  machine: AnyStateMachine,
  wording: MachineWording = wordingOf(machine),
): Overview {
  const edges = edgesOf(machine, wording)
  const passing = passingStates(machine, edges)
  const ways = (node: AnyStateNode) => edges.filter((edge) => edge.source === node)

  // Every step, initial steps included, with passing states skipped.
  const compounds = [machine.root, ...allNodes(machine)].filter((n) => n.type === 'compound')
  let steps: Step[] = [
    ...compounds.map((parent) => ({
      source: undefined,
      parent,
      target: parent.initial.target[0]!,
      event: '',
      words: '',
      guards: [],
    })),
    ...edges.flatMap((edge) =>
      edge.targets.map((target) => ({
        source: edge.source,
        parent: edge.source,
        target,
        event: edge.always ? '' : edge.event,
        words: edge.words,
        guards: edge.guard ? [edge.guard] : [],
      })),
    ),
  ].filter((step) => !(step.source && passing.has(step.source)))
  for (let round = 0; round < 10 && steps.some((step) => passing.has(step.target)); round++) {
    steps = steps.flatMap((step) =>
      passing.has(step.target)
        ? ways(step.target).flatMap((way) =>
            way.targets.map((target) => ({
              ...step,
              target,
              event: step.event || (way.always ? '' : way.event),
              words: step.words || way.words,
              guards: [...step.guards, ...(way.guard ? [way.guard] : [])],
            })),
          )
        : [step],
    )
  }

  // Fold composites, innermost first, into the box that stands for them.
  const folded = new Set<AnyStateNode>()
  for (const node of allNodes(machine).reverse()) {
    if (children(node).length === 0) continue
    const leftChildren = children(node).filter((child) => !passing.has(child))
    const inner = steps.filter(
      (step) => (step.source && isInside(step.source, node)) || isInside(step.target, node),
    )
    const isToggle =
      inner.every(
        (step) => (!step.source || isInside(step.source, node)) && isInside(step.target, node),
      ) && new Set(inner.filter((step) => step.source).map((step) => step.event)).size === 1
    const declared = (wording.overviewFolds ?? []).includes(node.path.join('.'))
    if (leftChildren.length <= 1 || isToggle || declared) folded.add(node)
  }
  const boxOf = (node: AnyStateNode): AnyStateNode => {
    const outermost = [...folded]
      .filter((box) => box === node || isInside(node, box))
      .sort((a, b) => a.path.length - b.path.length)[0]
    return outermost ?? node
  }

  // A composite without transitions of its own is no box either: its children are drawn in its
  // place and an edge into it goes to where it starts (nested boxes tangle Mermaid's layout),
  // unless one of its states has the name of a state outside it: then it stays, as the group
  // that says which one is meant (the item lifecycle's request, message and subscription each
  // have a 'new' or a 'spam').
  let boxed: Step[] = steps
    .map((step) => ({
      ...step,
      source: step.source && boxOf(step.source),
      target: boxOf(step.target),
      inner:
        step.source &&
        boxOf(step.source) === boxOf(step.target) &&
        (boxOf(step.source) !== step.source || boxOf(step.target) !== step.target),
    }))
    .filter((step) => !step.inner)
  const isComposite = (node: AnyStateNode) =>
    !folded.has(node) && children(node).some((child) => !passing.has(child))
  const drawnStates = allNodes(machine).filter(
    (node) => !passing.has(node) && boxOf(node) === node && !isComposite(node),
  )
  const namesAnother = (group: AnyStateNode) =>
    drawnStates.some(
      (inside) =>
        isInside(inside, group) &&
        drawnStates.some((other) => !isInside(other, group) && other.key === inside.key),
    )
  const dissolved = new Set(
    allNodes(machine).filter(
      (node) =>
        isComposite(node) && !boxed.some((step) => step.source === node) && !namesAnother(node),
    ),
  )
  for (let round = 0; round < 10 && boxed.some((step) => dissolved.has(step.target)); round++) {
    boxed = boxed.flatMap((step) =>
      dissolved.has(step.target)
        ? boxed
            .filter((start) => !start.source && start.parent === step.target)
            .map((start) => ({
              ...step,
              target: start.target,
              guards: [...step.guards, ...start.guards],
            }))
        : [step],
    )
  }

  const lines = ['stateDiagram-v2']
  const states: AnyStateNode[] = []
  const labelOf = (step: Step) =>
    [step.words, ...step.guards.map((guard) => wording.guards[guard] ?? guard)]
      .filter(Boolean)
      .join(', ')
  // A machine that starts from a choice (the item lifecycle's kinds) has a start arrow per case:
  // the one without a guard is the fallback, and says so.
  const starts = (parent: AnyStateNode, indent: string) => {
    const cases = boxed.filter((s) => !s.source && s.parent === parent)
    const choice = cases.some((step) => step.guards.length > 0)
    for (const step of cases) {
      const label = labelOf(step) || (choice ? 'otherwise' : '')
      lines.push(
        `${indent}[*] --> ${mermaidId(step.target)}${label ? ` : ${mermaidText(label)}` : ''}`,
      )
    }
  }
  const declare = (node: AnyStateNode, indent: string) => {
    for (const child of children(node)) {
      if (passing.has(child)) continue
      states.push(child)
      if (dissolved.has(child)) {
        declare(child, indent)
        continue
      }
      const box = `${indent}state "${mermaidText(child.key)}" as ${mermaidId(child)}`
      if (!isComposite(child)) {
        lines.push(box)
        continue
      }
      lines.push(`${box} {`)
      starts(child, `${indent}  `)
      declare(child, `${indent}  `)
      lines.push(`${indent}}`)
    }
  }
  declare(machine.root, '  ')
  starts(machine.root, '  ')

  // One arrow per pair of states: a guarded case that an unguarded one with the same event
  // already covers adds nothing here, and different events share the arrow's label.
  const arrows = new Map<string, { from: AnyStateNode; to: AnyStateNode; labels: string[] }>()
  for (const step of boxed) {
    if (!step.source || step.source === machine.root) continue
    const covered = boxed.some(
      (other) =>
        other.source === step.source &&
        other.target === step.target &&
        other.event === step.event &&
        other.guards.length === 0,
    )
    if (covered && step.guards.length > 0) continue
    const key = `${mermaidId(step.source)} ${mermaidId(step.target)}`
    const arrow = arrows.get(key) ?? { from: step.source, to: step.target, labels: [] }
    // An eventless, unguarded step is the fallback of guarded ones, or happens at once.
    const fallback = boxed.some(
      (other) => other.source === step.source && !other.event && other.guards.length > 0,
    )
    const label = labelOf(step) || (fallback ? 'otherwise' : 'at once')
    if (!arrow.labels.includes(label)) arrow.labels.push(label)
    arrows.set(key, arrow)
  }
  const joined = (labels: string[]) => labels.filter(Boolean).join(' or ')
  // Two arrows between the same states, one each way, are drawn as one with a head at both ends
  // (listed in `bothWays`): drawn side by side, their labels land on each other.
  const bothWays: number[] = []
  let arrowCount = lines.filter((line) => line.includes(' --> ')).length
  const drawn = new Set<string>()
  for (const [key, { from, to, labels }] of arrows) {
    const backKey = `${mermaidId(to)} ${mermaidId(from)}`
    if (drawn.has(backKey)) continue
    drawn.add(key)
    const back = from === to ? undefined : arrows.get(backKey)
    let label = joined(labels)
    if (back) {
      const backLabel = joined(back.labels)
      label = backLabel === label ? `${label} (both ways)` : `${label} (back on ${backLabel})`
      bothWays.push(arrowCount)
    }
    lines.push(
      `  ${mermaidId(from)} --> ${mermaidId(to)}${label ? ` : ${mermaidText(label)}` : ''}`,
    )
    arrowCount++
  }
  for (const node of states) {
    if (node.type === 'final') lines.push(`  ${mermaidId(node)} --> [*]`)
  }
  return { mermaid: lines.join('\n'), states, bothWays }
}
