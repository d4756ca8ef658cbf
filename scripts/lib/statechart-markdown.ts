// Turns an XState v5 machine into a Markdown page with a Mermaid stateDiagram-v2 and tables of
// its states, transitions, delays and invoked actors: what a product owner reads in
// docs/statecharts. Pure: the same machine always gives the same text.
import type { AnyStateMachine, AnyTransitionDefinition } from 'xstate'

type AnyStateNode = AnyStateMachine['root']

const children = (node: AnyStateNode) => Object.values(node.states) as AnyStateNode[]
const mermaidId = (node: AnyStateNode) => node.id.replace(/[^A-Za-z0-9_]/g, '_')
const stateName = (node: AnyStateNode) => node.path.join('.')
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()
/** Mermaid labels may not hold ':' (it separates the label) nor ';' or '#'. */
const mermaidText = (text: string) =>
  oneLine(text).replace(/[:;]/g, ',').replace(/#/g, 'no. ').replace(/"/g, "'")
const cellText = (text: string) => oneLine(text).replace(/\|/g, '\\|')

function allNodes(machine: AnyStateMachine): AnyStateNode[] {
  const walk = (node: AnyStateNode): AnyStateNode[] =>
    children(node).flatMap((child) => [child, ...walk(child)])
  return walk(machine.root)
}

function nameOf(item: unknown): string {
  if (typeof item === 'string') return item
  if (item && typeof item === 'object' && 'type' in item) return String(item.type)
  if (typeof item === 'function') {
    const type = (item as { type?: string }).type
    return type ? type.replace(/^xstate\./, '') : 'inline'
  }
  return 'inline'
}

function delayMs(machine: AnyStateMachine, delay: string): string {
  if (/^\d+$/.test(delay)) return `${delay} ms`
  const value = machine.implementations.delays[delay]
  return typeof value === 'number' ? `${value} ms (${delay})` : `${delay} (computed)`
}

export function eventLabel(machine: AnyStateMachine, transition: AnyTransitionDefinition): string {
  const type = String(transition.eventType)
  if (transition.source.always?.includes(transition)) return 'always'
  const after = /^xstate\.after\.([^.]+)\./.exec(type)
  if (after) return `after ${delayMs(machine, after[1]!)}`
  const invoked = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type)
  if (invoked) return `${invoked[1]}(${invoked[2]})`
  if (type.startsWith('xstate.done.state.')) return 'done'
  if (type === '*') return 'any event'
  return type
}

interface Edge {
  source: AnyStateNode
  targets: AnyStateNode[]
  event: string
  guard?: string
  actions: string[]
  description?: string
}

function edgesOf(machine: AnyStateMachine): Edge[] {
  return [machine.root, ...allNodes(machine)].flatMap((node) =>
    [...[...node.transitions.values()].flat(), ...(node.always ?? [])].map((transition) => ({
      source: node,
      targets: [...(transition.target ?? [])],
      event: eventLabel(machine, transition),
      guard: transition.guard ? nameOf(transition.guard) : undefined,
      actions: transition.actions.map(nameOf),
      description: transition.description,
    })),
  )
}

export function mermaidOf(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2']
  const declare = (node: AnyStateNode, indent: string) => {
    const nested = children(node)
    nested.forEach((child, index) => {
      const id = mermaidId(child)
      if (children(child).length === 0) {
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
  const initialOf = (node: AnyStateNode) => mermaidId(node.initial.target[0]!)
  declare(machine.root, '  ')
  if (machine.root.type === 'compound') lines.push(`  [*] --> ${initialOf(machine.root)}`)

  // Every edge at the top level: edges inside a composite block make Mermaid move states out.
  for (const edge of edgesOf(machine)) {
    if (edge.source === machine.root) continue // listed in the transitions table
    const label = [
      edge.event,
      edge.guard ? `[${edge.guard}]` : '',
      edge.actions.length ? `/ ${edge.actions.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join(' ')
    const targets = edge.targets.length ? edge.targets : [edge.source]
    for (const target of targets) {
      lines.push(`  ${mermaidId(edge.source)} --> ${mermaidId(target)} : ${mermaidText(label)}`)
    }
  }
  for (const node of allNodes(machine)) {
    if (node.type === 'final') lines.push(`  ${mermaidId(node)} --> [*]`)
  }
  for (const node of allNodes(machine)) {
    const notes = [
      node.description,
      ...node.invoke.map((invoke) => `invokes ${nameOf(invoke.src)} as ${invoke.id}`),
    ].filter((note): note is string => Boolean(note))
    if (notes.length) {
      lines.push(`  note right of ${mermaidId(node)}`)
      for (const note of notes) lines.push(`    ${mermaidText(note)}`)
      lines.push('  end note')
    }
  }
  return lines.join('\n')
}

export interface MachineMeta {
  purpose: string
  spec: string
}

export function metaOf(machine: AnyStateMachine): MachineMeta {
  const meta = (machine.root.meta ?? {}) as Partial<MachineMeta>
  return { purpose: meta.purpose ?? machine.root.description ?? '', spec: meta.spec ?? '' }
}

export function markdownOf(machine: AnyStateMachine, sourceFile: string): string {
  const { spec } = metaOf(machine)
  const nodes = allNodes(machine)
  const initialIds = new Set(
    [machine.root, ...nodes]
      .filter((node) => node.type === 'compound')
      .map((node) => node.initial.target[0]!.id),
  )
  const stateRows = nodes.map((node) => {
    const kind = [initialIds.has(node.id) ? 'initial' : '', node.type === 'atomic' ? '' : node.type]
      .filter(Boolean)
      .join(', ')
    // XState schedules `after` delays with a raise on entry and a cancel on exit: not effects.
    const ownEffect = (name: string) =>
      !(node.after.length > 0 && ['raise', 'cancel'].includes(name))
    const entry = node.entry.map(nameOf).filter(ownEffect)
    const exit = node.exit.map(nameOf).filter(ownEffect)
    const effects = [
      entry.length ? `entry: ${entry.join(', ')}` : '',
      exit.length ? `exit: ${exit.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('; ')
    return `| ${stateName(node)} | ${kind} | ${cellText(node.description ?? '')} | ${effects} |`
  })
  const transitionRows = edgesOf(machine).map((edge) => {
    const from = edge.source === machine.root ? '(any state)' : stateName(edge.source)
    const to = edge.targets.length ? edge.targets.map(stateName).join(', ') : '(stays)'
    return `| ${from} | ${cellText(edge.event)} | ${edge.guard ?? ''} | ${to} | ${edge.actions.join(', ')} | ${cellText(edge.description ?? '')} |`
  })
  const delays = Object.entries(machine.implementations.delays).map(
    ([name, value]) => `| ${name} | ${typeof value === 'number' ? value : 'computed'} |`,
  )
  const invokes = nodes.flatMap((node) =>
    node.invoke.map((invoke) => `| ${stateName(node)} | ${invoke.id} | ${nameOf(invoke.src)} |`),
  )

  return [
    `# ${machine.id}`,
    '',
    `<!-- Generated by \`npm run statecharts\` from ${sourceFile}. Do not edit by hand. -->`,
    '',
    oneLine(machine.root.description ?? ''),
    '',
    spec
      ? `Implements SPEC.md ${spec}. Source: [${sourceFile}](../../${sourceFile}).`
      : `Source: [${sourceFile}](../../${sourceFile}).`,
    '',
    `![${machine.id} statechart](${machine.id}.svg)`,
    '',
    '```mermaid',
    mermaidOf(machine),
    '```',
    '',
    '## States',
    '',
    '| state | kind | description | effects |',
    '| --- | --- | --- | --- |',
    ...stateRows,
    '',
    '## Transitions',
    '',
    '| from | event | guard | to | actions | description |',
    '| --- | --- | --- | --- | --- | --- |',
    ...transitionRows,
    ...(delays.length ? ['', '## Delays', '', '| name | ms |', '| --- | --- |', ...delays] : []),
    ...(invokes.length
      ? [
          '',
          '## Invoked actors',
          '',
          '| state | invoke id | actor |',
          '| --- | --- | --- |',
          ...invokes,
        ]
      : []),
    '',
  ].join('\n')
}

export function indexOf(machines: { machine: AnyStateMachine; file: string }[]): string {
  return [
    '# Statecharts',
    '',
    '<!-- Generated by `npm run statecharts`. Do not edit by hand. -->',
    '',
    'Every flow of the site is one of these machines. Each page shows the diagram (Mermaid, and the',
    'same diagram as an SVG that opens in any browser), then its states, transitions, delays and',
    'invoked actors.',
    '',
    '| machine | purpose | SPEC.md | diagram |',
    '| --- | --- | --- | --- |',
    ...machines.map(({ machine }) => {
      const { purpose, spec } = metaOf(machine)
      return `| [${machine.id}](${machine.id}.md) | ${cellText(purpose)} | ${spec} | [SVG](${machine.id}.svg) |`
    }),
    '',
  ].join('\n')
}
