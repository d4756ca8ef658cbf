// A machine's overview (statechart-overview.ts) with what a diff changed marked on it: states by
// Mermaid classes (colour and border pattern), arrows by a colour and a line style set on their
// SVG paths once drawn (state diagrams have no linkStyle), and both by a text mark in their
// label ('[new]', '[changed]', '[removed]'), so the marks read in grayscale too. Removed states
// and removed transitions are drawn back in, dashed, where their ends can still be placed.
import type { AnyStateMachine } from 'xstate'
import { overviewOf } from './statechart-overview.ts'
import { mermaidId, mermaidText, stateName } from './statechart-graph.ts'
import { wordingOf } from './statechart-wording.ts'
import type { MachineDiff } from './semantic-diff.ts'
import type { SemanticTransition } from './semantic-graph.ts'
import { type ChangeKind, eventWords } from './review-words.ts'

export const textMark: Record<ChangeKind, string> = {
  added: '[new]',
  removed: '[removed]',
  changed: '[changed]',
}

/** Each mark's colours and line: the legend on the page shows the same. */
export const markStyle: Record<ChangeKind, { fill: string; stroke: string; dash: string }> = {
  added: { fill: '#e3f6e8', stroke: '#1a7f37', dash: '' },
  removed: { fill: '#fde8e8', stroke: '#b42318', dash: '8 4' },
  changed: { fill: '#fff4d6', stroke: '#8a5a00', dash: '2 3' },
}

const classDefs = (Object.keys(markStyle) as ChangeKind[]).map((kind) => {
  const { fill, stroke, dash } = markStyle[kind]
  return `  classDef ${kind} fill:${fill},stroke:${stroke},stroke-width:3px${dash ? `,stroke-dasharray:${dash}` : ''}`
})

export interface MarkedOverview {
  /** Mermaid source, ELK front matter excluded. */
  mermaid: string
  bothWays: number[]
  /** The arrows to style once drawn, by their number among the diagram's arrows. */
  arrows: Map<number, ChangeKind>
  /** What the diagram marks, for the page to count. */
  marked: { states: number; arrows: number }
}

const within = (path: string, state: string) => path === state || path.startsWith(`${state}.`)
const arrowLine = /^\s*(\S+) --> (\S+)(?: : (.*))?$/

/** The drawn boxes of an overview by path, and its arrows as pairs of box paths. */
function drawnOf(machine: AnyStateMachine) {
  const overview = overviewOf(machine)
  const boxes = overview.states.map((node) => ({ path: stateName(node), id: mermaidId(node) }))
  const pathOfId = new Map(boxes.map((box) => [box.id, box.path]))
  const boxOf = (path: string) =>
    boxes.filter((box) => within(path, box.path)).sort((a, b) => b.path.length - a.path.length)[0]
  const arrows = overview.mermaid
    .split('\n')
    .map((line) => arrowLine.exec(line))
    .flatMap((match) => {
      const from = match && pathOfId.get(match[1]!)
      const to = match && pathOfId.get(match[2]!)
      return from !== undefined && to !== undefined && from && to ? [`${from} ${to}`] : []
    })
  return { overview, boxes, boxOf, arrows: new Set(arrows) }
}

export function markedOverviewOf(
  head: AnyStateMachine,
  base: AnyStateMachine | undefined,
  diff: MachineDiff,
): MarkedOverview {
  const wording = wordingOf(head)
  const { overview, boxOf } = drawnOf(head)
  const renamedFrom = new Map(diff.renamed.map(({ from, to }) => [from, to]))
  const asHead = (path: string) => {
    for (const [from, to] of renamedFrom)
      if (within(path, from)) return to + path.slice(from.length)
    return path
  }
  const baseArrows = base ? drawnOf(base).arrows : new Set<string>()
  const baseArrow = (pair: string) =>
    [...baseArrows].some((arrow) => arrow.split(' ').map(asHead).join(' ') === pair)

  const stateMarks = new Map<string, ChangeKind>()
  const markState = (path: string, kind: ChangeKind) => {
    const box = boxOf(path)
    if (!box) return
    const own = box.path === path ? kind : 'changed'
    if (stateMarks.get(box.id) !== 'added') stateMarks.set(box.id, own)
  }
  diff.states.added.forEach((state) => markState(state.path, 'added'))
  diff.renamed.forEach(({ to }) => markState(to, 'changed'))
  diff.states.changed.forEach(({ after }) => markState(after.path, 'changed'))
  ;[...diff.invokes.added, ...diff.invokes.changed.map(({ after }) => after)].forEach((invoke) =>
    markState(invoke.state, 'changed'),
  )
  diff.invokes.removed.forEach((invoke) => markState(asHead(invoke.state), 'changed'))

  const lines = overview.mermaid.split('\n')
  /** The overview's arrow between two boxes, by its line. */
  const arrowAt = (fromId: string, toId: string) =>
    lines.findIndex((line) => {
      const match = arrowLine.exec(line)
      return match?.[1] === fromId && match[2] === toId
    })
  /** An arrow between two boxes: drawn from the first to the second, or the other way with a
   *  head at both ends. */
  const arrowBetween = (fromId: string, toId: string) => {
    const direct = arrowAt(fromId, toId)
    if (direct >= 0) return direct
    const back = arrowAt(toId, fromId)
    const number = lines.slice(0, back).filter((line) => line.includes(' --> ')).length
    return back >= 0 && overview.bothWays.includes(number) ? back : -1
  }
  const arrowMarks = new Map<number, ChangeKind>()
  const markArrows = (t: SemanticTransition, kind: 'added' | 'changed') => {
    const from = t.source ? boxOf(t.source) : undefined
    if (!from) return
    let found = false
    for (const target of t.targets) {
      const to = boxOf(target)
      const line = to ? arrowBetween(from.id, to.id) : -1
      if (line < 0) continue
      found = true
      const fresh = kind === 'added' && !baseArrow(`${from.path} ${to!.path}`)
      if (arrowMarks.get(line) !== 'added') arrowMarks.set(line, fresh ? 'added' : 'changed')
    }
    // A change the overview draws no arrow for (it stays in its box, or passes a skipped
    // state) marks the box it starts from.
    if (!found) markState(t.source, 'changed')
  }
  diff.transitions.added.forEach((t) => markArrows(t, 'added'))
  diff.transitions.changed.forEach(({ after }) => markArrows(after, 'changed'))

  // Removed states come back as boxes of their own; removed transitions as arrows between the
  // boxes their ends are (or were) drawn in.
  const extra: string[] = []
  const removedIds = new Map<string, string>()
  diff.states.removed
    .filter(
      (state) =>
        !diff.states.removed.some((other) => other !== state && within(state.path, other.path)),
    )
    .forEach((state, index) => {
      const id = `review_removed_${index}`
      removedIds.set(state.path, id)
      extra.push(`  state "${mermaidText(`${textMark.removed} ${state.path}`)}" as ${id}`)
      stateMarks.set(id, 'removed')
    })
  const placed = (path: string) => {
    const removed = [...removedIds].find(([removedPath]) => within(path, removedPath))
    if (removed) return removed[1]
    return boxOf(asHead(path))?.id
  }
  for (const t of diff.transitions.removed) {
    const from = t.source ? placed(t.source) : undefined
    for (const target of t.targets) {
      const to = placed(target)
      if (!from || !to || from === to) {
        if (t.source) markState(asHead(t.source), 'changed')
        continue
      }
      const existing = arrowBetween(from, to)
      if (existing >= 0) {
        if (!arrowMarks.has(existing)) arrowMarks.set(existing, 'changed')
        continue
      }
      const label = `${textMark.removed} ${eventWords(wording, t.event)}`
      extra.push(`  ${from} --> ${to} : ${mermaidText(label)}`)
      arrowMarks.set(lines.length + extra.length - 1, 'removed')
    }
  }

  // Text marks in the labels, then the classes.
  const all = [...lines, ...extra]
  for (const [id, kind] of stateMarks) {
    const index = all.findIndex((line) =>
      new RegExp(`^\\s*state "(.*)" as ${id}( \\{)?$`).test(line),
    )
    if (index < 0 || kind === 'removed') continue
    all[index] = all[index]!.replace(
      /state "(.*)" as/,
      (_, label: string) => `state "${textMark[kind]} ${label}" as`,
    )
  }
  for (const [line, kind] of arrowMarks) {
    if (kind === 'removed') continue
    const match = arrowLine.exec(all[line]!)!
    all[line] = `  ${match[1]} --> ${match[2]} : ${textMark[kind]}${match[3] ? ` ${match[3]}` : ''}`
  }
  const classes = (Object.keys(markStyle) as ChangeKind[]).flatMap((kind) => {
    const ids = [...stateMarks].filter(([, mark]) => mark === kind).map(([id]) => id)
    return ids.length ? [`  class ${ids.join(',')} ${kind}`] : []
  })
  // Arrows are numbered in the order the source declares them ('-->' lines, starts included).
  const arrowNumbers = new Map<number, number>()
  let count = 0
  all.forEach((line, index) => line.includes(' --> ') && arrowNumbers.set(index, count++))
  return {
    mermaid: [...all, ...classDefs, ...classes].join('\n'),
    bothWays: overview.bothWays,
    arrows: new Map([...arrowMarks].map(([line, kind]) => [arrowNumbers.get(line)!, kind])),
    marked: { states: stateMarks.size, arrows: arrowMarks.size },
  }
}

/** Gives the marked arrows of a drawn overview their colour, width and line style. */
export function styleArrows(svg: string, arrows: Map<number, ChangeKind>): string {
  let styled = svg
  for (const [edge, kind] of arrows) {
    const { stroke, dash } = markStyle[kind]
    const path = new RegExp(`<path [^>]*id="[^"]*-edge${edge}"[^>]*>`).exec(styled)?.[0]
    if (!path) continue
    const style = `stroke:${stroke};stroke-width:3px;${dash ? `stroke-dasharray:${dash};` : ''}`
    const marked = /style="([^"]*)"/.test(path)
      ? path.replace(/style="([^"]*)"/, (_, before: string) => `style="${before};${style}"`)
      : path.replace(/>$/, ` style="${style}">`)
    styled = styled.replace(path, marked.replace(/^<path /, `<path data-review="${kind}" `))
  }
  return styled
}
