// Turns an XState v5 machine into a Markdown page: the overview (statechart-overview.ts) with a
// table of what its states mean, then the detailed Mermaid stateDiagram-v2, whole or in parts
// (statechart-details.ts), and tables of its states, transitions (each event in words and by
// name), delays and invoked actors: what a product owner reads in docs/statecharts. Pure: the
// same machine always gives the same text.
import type { AnyStateMachine } from 'xstate'
import {
  type AnyStateNode,
  allNodes,
  cellText,
  edgesOf,
  nameOf,
  oneLine,
  stateName,
} from './statechart-graph.ts'
import {
  type DetailPart,
  detailPartsOf,
  mermaidOf,
  partFile,
  triggerOf,
} from './statechart-details.ts'
import { overviewOf } from './statechart-overview.ts'
import { type MachineWording, wordingOf } from './statechart-wording.ts'
import type { GalleryPicture } from './gallery-manifest.ts'
import { signoffSection } from './review-signoff.ts'

export { mermaidOf }

const guardText = (wording: MachineWording, guard: string) => wording.guards[guard] ?? guard

export interface MachineMeta {
  purpose: string
  spec: string
}

export function metaOf(machine: AnyStateMachine): MachineMeta {
  const meta = (machine.root.meta ?? {}) as Partial<MachineMeta>
  return { purpose: meta.purpose ?? machine.root.description ?? '', spec: meta.spec ?? '' }
}

/** The files of a machine's two pictures, relative to docs/statecharts. */
export const svgFiles = (machine: AnyStateMachine) => ({
  overview: `${machine.id}.overview.svg`,
  details: `${machine.id}.svg`,
})

const describe = (node: AnyStateNode) =>
  [
    node.description ?? '',
    ...node.invoke.map((invoke) => `Runs ${nameOf(invoke.src)}.`),
    node.type === 'final' ? 'The end.' : '',
  ]
    .filter(Boolean)
    .join(' ')

/** "What the user sees": each picture's state and caption, then its phone and desktop pictures
 *  (`npm run gallery`), in the order given. A state may come twice, with two captions (the
 *  details step, with and without an alert). */
function galleryOf(
  machine: AnyStateMachine,
  pictures: GalleryPicture[],
  lookAlikes: PageLookAlike[],
): string[] {
  if (!pictures.length) return []
  const scenes = [...new Set(pictures.map(({ state, caption }) => `${state}\n${caption}`))]
  return [
    '',
    '## What the user sees',
    '',
    'Taken by `npm run gallery` in Chromium from the playground: the real view on the machine',
    "running on the model tests' fakes, at 375 and 1440 px wide (the mobile notice only on a phone).",
    ...(lookAlikes.length
      ? [
          'A state its view shows as it shows a pictured one (the same text and controls) is named',
          'under that picture instead of pictured again.',
        ]
      : []),
    ...scenes.flatMap((scene) => {
      const [state, caption] = scene.split('\n') as [string, string]
      const shots = pictures.filter(
        (picture) => picture.state === state && picture.caption === caption,
      )
      const alike = lookAlikes.filter((lookAlike) =>
        shots.some((shot) => shot.file.startsWith(`gallery/${machine.id}/${lookAlike.as}-`)),
      )
      return [
        '',
        `### ${state}`,
        '',
        cellText(caption),
        '',
        shots
          .map((shot) => `![${machine.id} ${state} at ${shot.width} px](${shot.file})`)
          .join(' '),
        ...(alike.length
          ? [
              '',
              'The view shows the same in:',
              '',
              ...alike.map((lookAlike) => `- ${lookAlike.state}: ${oneLine(lookAlike.why)}`),
            ]
          : []),
      ]
    }),
  ]
}

/** A state not pictured because its view shows what the picture named `as` shows. */
export interface PageLookAlike {
  state: string
  as: string
  why: string
}

const headingOf = (part: DetailPart) => `Inside ${stateName(part.scope)}`
/** A heading's anchor as GitHub makes it: lower case, without punctuation, spaces as '-'. */
const anchorOf = (part: DetailPart) =>
  headingOf(part)
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, '')
    .replace(/ /g, '-')

export function markdownOf(
  machine: AnyStateMachine,
  sourceFile: string,
  wording: MachineWording = wordingOf(machine),
  pictures: GalleryPicture[] = [],
  lookAlikes: PageLookAlike[] = [],
): string {
  const { spec } = metaOf(machine)
  const nodes = allNodes(machine)
  const edges = edgesOf(machine, wording)
  const overview = overviewOf(machine, wording)
  const overviewRows = overview.states.map(
    (node) => `| ${stateName(node)} | ${cellText(describe(node))} |`,
  )
  const anyStateRows = edges
    .filter((edge) => edge.source === machine.root)
    .map((edge) => {
      const to = edge.targets.length ? edge.targets.map(stateName).join(', ') : '(stays)'
      const rule = edge.guard ? `, ${guardText(wording, edge.guard)}` : ''
      return `| any state, when ${cellText(triggerOf(edge, edges) + rule)} | goes to ${to}. ${cellText(edge.description ?? '')} |`
    })
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
  const transitionRows = edges.map((edge) => {
    const from = edge.source === machine.root ? '(any state)' : stateName(edge.source)
    const to = edge.targets.length ? edge.targets.map(stateName).join(', ') : '(stays)'
    const name = edge.delay ?? edge.event
    const guard = edge.guard ? `${guardText(wording, edge.guard)} (${edge.guard})` : ''
    return `| ${from} | ${cellText(triggerOf(edge, edges))} | ${cellText(name)} | ${cellText(guard)} | ${to} | ${edge.actions.join(', ')} | ${cellText(edge.description ?? '')} |`
  })
  const delays = Object.entries(machine.implementations.delays).map(
    ([name, value]) =>
      `| ${name} | ${typeof value === 'number' ? value : 'computed'} | ${cellText(wording.delays[name] ?? '')} |`,
  )
  const invokes = nodes.flatMap((node) =>
    node.invoke.map((invoke) => `| ${stateName(node)} | ${invoke.id} | ${nameOf(invoke.src)} |`),
  )
  const files = svgFiles(machine)
  const parts = detailPartsOf(machine, wording)

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
    '## Overview',
    '',
    'The business path: fades and start-up decisions are skipped, sub-states that only matter to',
    'the screen are folded into their parent, typing is left out, an arrow with a head at each end',
    'goes both ways (its label says what leads back), and where two states share a name a box',
    'around each says which it is. Every state and transition is in the details below.',
    '',
    `![${machine.id} overview](${files.overview})`,
    '',
    ...(parts.length > 1
      ? [
          `The details are drawn in parts: ${parts
            .slice(1)
            .map((part) => `[${stateName(part.scope)}](#${anchorOf(part)})`)
            .join(', ')}.`,
          '',
        ]
      : []),
    '| state | what it means |',
    '| --- | --- |',
    ...overviewRows,
    ...anyStateRows,
    '',
    '## Details',
    '',
    ...(parts.length > 1
      ? [
          'Too big for one picture, the machine is drawn in parts: here each part is one box,',
          `and ${parts
            .slice(1)
            .map((part) => `[${stateName(part.scope)}](#${anchorOf(part)})`)
            .join(', ')} each have a picture of their own below. States drawn dashed are`,
          'elsewhere in the machine.',
          '',
        ]
      : []),
    ...parts.flatMap((part, index) => [
      ...(index > 0 ? [`### ${headingOf(part)}`, ''] : []),
      `![${index > 0 ? `${machine.id} ${stateName(part.scope)}` : `${machine.id} statechart`}](${partFile(machine, part)})`,
      '',
      '```mermaid',
      mermaidOf(machine, wording, part),
      '```',
      '',
    ]),
    '### States',
    '',
    '| state | kind | description | effects |',
    '| --- | --- | --- | --- |',
    ...stateRows,
    '',
    '### Transitions',
    '',
    '| from | when | event | guard | to | actions | description |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...transitionRows,
    ...(delays.length
      ? ['', '### Delays', '', '| name | ms | in words |', '| --- | --- | --- |', ...delays]
      : []),
    ...(invokes.length
      ? [
          '',
          '### Invoked actors',
          '',
          '| state | invoke id | actor |',
          '| --- | --- | --- |',
          ...invokes,
        ]
      : []),
    ...galleryOf(machine, pictures, lookAlikes),
    '',
  ].join('\n')
}

export function indexOf(
  machines: { machine: AnyStateMachine; file: string }[],
  lookAlikes: (PageLookAlike & { machine: string })[] = [],
): string {
  return [
    '# Statecharts',
    '',
    '<!-- Generated by `npm run statecharts`. Do not edit by hand. -->',
    '',
    'Every flow of the site is one of these machines. Each page shows an overview of the business',
    'path with a table of what its states mean, then the detailed diagram (Mermaid, and the same',
    'diagram as an SVG that opens in any browser) with its states, transitions, delays and',
    'invoked actors (a big machine in parts, each with a picture of its own). Events read as what',
    'someone does or what an answer brings, guards as the rule they enforce, delays as SPEC.md 9',
    'states them (the retry and log-out timeouts of the session are ours, worded the same way).',
    '',
    '| machine | purpose | SPEC.md | diagrams |',
    '| --- | --- | --- | --- |',
    ...machines.map(({ machine }) => {
      const { purpose, spec } = metaOf(machine)
      const files = svgFiles(machine)
      return `| [${machine.id}](${machine.id}.md) | ${cellText(purpose)} | ${spec} | [overview](${files.overview}), [details](${files.details}) |`
    }),
    ...(lookAlikes.length
      ? [
          '',
          '## States drawn as another',
          '',
          "Each page ends with pictures of what the user sees in each state its view renders (`npm run gallery`). These states have none: their view shows what another state's picture shows (the same text and controls, tests/unit/gallery-scenes.test.tsx).",
          '',
          '| machine | state | looks like | why |',
          '| --- | --- | --- | --- |',
          ...lookAlikes.map(
            ({ machine, state, as, why }) =>
              `| [${machine}](${machine}.md) | ${state} | ${as} | ${cellText(why)} |`,
          ),
        ]
      : []),
    '',
    signoffSection(machines),
    '',
  ].join('\n')
}
