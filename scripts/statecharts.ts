// `npm run statecharts`: writes, for every machine in src/machines, docs/statecharts/<machine>.md
// (overview and detailed diagrams, and tables), <machine>.overview.svg, <machine>.svg and, for a
// machine drawn in parts, <machine>.<state path>.svg (rendered by Mermaid in headless Chromium
// with the font the project ships), and docs/statecharts/README.md; it prints each diagram's
// size. It fails on a guard, delay or event without a wording or a state without a description,
// and when an overview is wider than 1280 px, a detailed diagram wider than 1600 px, or either
// draws over itself (a label over another label or a state, an arrow through a state or under
// another arrow's label), measured in the browser that drew it in each layout it tries.
// `npm run statecharts -- --check`: renders the same files in memory and fails when any
// committed file differs by a byte, is missing, or belongs to no machine. The SVGs' bytes depend
// on the Chromium and Mermaid that drew them (docs/statecharts/rendered-with.txt): with another
// Chromium (a Debian security update), the check compares each SVG's header, the hash of the
// Mermaid source it was drawn from, and says that it did.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { detailPartsOf, mermaidOf, partFile } from './lib/statechart-details.ts'
import { indexOf, markdownOf, svgFiles } from './lib/statechart-markdown.ts'
import { overviewOf } from './lib/statechart-overview.ts'
import { renderSvgs, sizeOf, withHeadsAtBothEnds } from './lib/statechart-render.ts'
import { missingMeanings, missingWordings, staleWordings } from './lib/statechart-wording.ts'
import { loadMachines } from './lib/machines.ts'
import { picturesOf, readManifest } from './lib/gallery-manifest.ts'
import { lookAlikes } from './lib/gallery-scenes.ts'

const outDir = 'docs/statecharts'
const check = process.argv.includes('--check')
/** An overview must be readable on a 1280 px wide screen without scrolling sideways. */
const OVERVIEW_MAX_WIDTH = 1280
/** A detailed diagram (or each of its parts) must be readable at its own size on a 1600 px
 *  wide screen: wider, a browser scales it down until its labels are too small to read. */
const DETAILS_MAX_WIDTH = 1600

const machines = await loadMachines()
/** Mermaid front matter: the ELK layout, which keeps labels apart and edges whole. */
const elkLayout = '---\nconfig:\n  layout: elk\n---\n'

const unworded = missingWordings(machines.map(({ machine }) => machine))
const stale = staleWordings(machines.map(({ machine }) => machine))
const unexplained = missingMeanings(machines.map(({ machine }) => machine))
if (unworded.length || stale.length || unexplained.length) {
  if (unworded.length)
    console.error(
      'Guards, delays and events without a wording in scripts/lib/statechart-wording.ts:',
    )
  for (const missing of unworded) console.error(`  - ${missing}`)
  if (stale.length)
    console.error('Wordings in scripts/lib/statechart-wording.ts that word nothing any more:')
  for (const wording of stale) console.error(`  - ${wording}`)
  if (unexplained.length)
    console.error("States without a description (the pages' “what it means”) in src/machines:")
  for (const missing of unexplained) console.error(`  - ${missing}`)
  process.exit(1)
}

const expected = new Map<string, string>([['README.md', indexOf(machines, lookAlikes)]])
/** `npm run gallery` owns docs/statecharts/gallery: this only links its pictures. */
const galleryFolder = 'gallery'
/** What other commands keep here: the gallery, and the review room's page and sign-offs
 *  (`npm run review`, docs/review.md). */
const ownedElsewhere = new Set([galleryFolder, 'review', 'signoff.json'])
const gallery = readManifest()
/** A picture to draw: the layouts to try, in order, and how wide it may be. */
interface Diagram {
  id: string
  layouts: string[]
  maxWidth: number
  bothWays: number[]
  /** The layout drawn: the first that reads cleanly, else the first. */
  source: string
}
/** Mermaid's default layout (dagre) packs more closely than ELK but lets labels overlap more;
 *  left to right suits machines that are a long row of steps (the item lifecycle's kinds
 *  stacked, not side by side); ELK placing each row's states in line ('linear segments') packs
 *  a web of arrows narrower (the film player). The first layout that draws a diagram cleanly
 *  is kept. */
const layoutsOf = (mermaid: string) => {
  const leftToRight = mermaid.replace('stateDiagram-v2', 'stateDiagram-v2\n  direction LR')
  const inLine = elkLayout
    .replace('---\n', '---\n')
    .replace(
      '  layout: elk\n',
      '  layout: elk\n  elk:\n    nodePlacementStrategy: LINEAR_SEGMENTS\n',
    )
  return [elkLayout + mermaid, mermaid, elkLayout + leftToRight, inLine + mermaid, leftToRight]
}
const layoutNames = ['ELK', 'dagre', 'ELK left to right', 'ELK in line', 'dagre left to right']
const diagrams: Diagram[] = machines.flatMap(({ machine, file }) => {
  expected.set(
    `${machine.id}.md`,
    markdownOf(
      machine,
      file,
      undefined,
      picturesOf(gallery, machine.id),
      lookAlikes.filter((lookAlike) => lookAlike.machine === machine.id),
    ),
  )
  const overview = overviewOf(machine)
  const overviewLayouts = layoutsOf(overview.mermaid)
  return [
    {
      id: svgFiles(machine).overview.replace(/\.svg$/, ''),
      layouts: overviewLayouts,
      maxWidth: OVERVIEW_MAX_WIDTH,
      bothWays: overview.bothWays,
      source: overviewLayouts[0]!,
    },
    ...detailPartsOf(machine).map((part) => {
      const layouts = layoutsOf(mermaidOf(machine, undefined, part))
      const id = partFile(machine, part).replace(/\.svg$/, '')
      return { id, layouts, maxWidth: DETAILS_MAX_WIDTH, bothWays: [], source: layouts[0]! }
    }),
  ]
})
const svgIdOf = (id: string) => `statechart-${id.replace(/\./g, '-')}`
const svgs = new Map<string, string>()
const overlaps = new Map<string, string[]>()
let renderer = ''
/** What keeps a diagram from being read: too wide, or drawn over itself. */
const flawsOf = ({ id, maxWidth }: Diagram) => {
  const { width } = sizeOf(svgs.get(svgIdOf(id))!)
  return [
    ...(width > maxWidth ? [`is ${width} px wide (at most ${maxWidth})`] : []),
    ...overlaps.get(svgIdOf(id))!.map((overlap) => `draws ${overlap}`),
  ]
}
/** Each SVG's first line: the Mermaid source it was drawn from. */
const svgHeader = (source: string) =>
  `<!-- npm run statecharts: Mermaid source sha256 ${createHash('sha256').update(source).digest('hex')} -->\n`
/** The check draws a committed diagram only in the layout it was drawn in (its header names its
 *  source): the same source draws the same picture, so the layouts before it are flawed still,
 *  and `--check` costs one drawing per diagram. */
const committedLayout = (diagram: Diagram) => {
  const path = `${outDir}/${diagram.id}.svg`
  if (!check || !existsSync(path)) return -1
  const text = readFileSync(path, 'utf8')
  const header = text.slice(0, text.indexOf('\n') + 1)
  return diagram.layouts.findIndex((layout) => svgHeader(layout) === header)
}
// Each round draws the next layout of the diagrams no layout drew cleanly yet; one that none
// draws cleanly keeps its first layout, and its flaws fail the run below.
const firstDrawn = new Map<string, { svg: string; overlaps: string[] }>()
const known = new Map(diagrams.map((diagram) => [diagram, committedLayout(diagram)]))
let drawings = 0
for (let round = 0; round < layoutNames.length; round++) {
  const pending = diagrams.filter((diagram) =>
    known.get(diagram)! >= 0
      ? known.get(diagram) === round
      : !svgs.has(svgIdOf(diagram.id)) || flawsOf(diagram).length > 0,
  )
  if (pending.length === 0 && round > Math.max(...known.values())) break
  if (pending.length === 0) continue
  const rendering = await renderSvgs(
    pending.map((diagram) => ({ id: svgIdOf(diagram.id), source: diagram.layouts[round]! })),
  )
  renderer = rendering.renderer
  drawings += pending.length
  for (const diagram of pending) {
    const svgId = svgIdOf(diagram.id)
    svgs.set(svgId, withHeadsAtBothEnds(rendering.svgs.get(svgId)!, diagram.bothWays))
    overlaps.set(svgId, rendering.overlaps.get(svgId)!)
    diagram.source = diagram.layouts[round]!
    if (round === 0)
      firstDrawn.set(svgId, { svg: svgs.get(svgId)!, overlaps: overlaps.get(svgId)! })
  }
}
for (const diagram of diagrams) {
  const first = firstDrawn.get(svgIdOf(diagram.id))
  if (!first || flawsOf(diagram).length === 0) continue
  svgs.set(svgIdOf(diagram.id), first.svg)
  overlaps.set(svgIdOf(diagram.id), first.overlaps)
  diagram.source = diagram.layouts[0]!
}
const rendererFile = 'rendered-with.txt'
expected.set(rendererFile, `${renderer}\n`)
const unreadable: string[] = []
diagrams.forEach((diagram) => {
  const { id, source } = diagram
  const svg = svgs.get(svgIdOf(id))!
  expected.set(`${id}.svg`, svgHeader(source) + svg)
  const { width, height } = sizeOf(svg)
  const layout = layoutNames[diagram.layouts.indexOf(source)]!
  if (!check)
    console.log(`${`${id}.svg`.padEnd(44)} ${`${width} x ${height} px`.padEnd(16)} ${layout}`)
  unreadable.push(...flawsOf(diagram).map((flaw) => `${outDir}/${id}.svg ${flaw}`))
})

if (check) {
  const problems: string[] = [...unreadable]
  const committedRenderer = existsSync(`${outDir}/${rendererFile}`)
    ? readFileSync(`${outDir}/${rendererFile}`, 'utf8')
    : ''
  const sameRenderer = committedRenderer === expected.get(rendererFile)
  const firstLine = (text: string) => text.slice(0, text.indexOf('\n') + 1)
  /** Whether a committed file differs from what this machine renders. */
  const differs = (name: string, committed: string, rendered: string) => {
    if (name === rendererFile) return false // another renderer is said below
    if (name.endsWith('.svg') && !sameRenderer) return firstLine(committed) !== firstLine(rendered)
    return committed !== rendered
  }
  for (const [name, text] of expected) {
    const path = `${outDir}/${name}`
    if (!existsSync(path)) problems.push(`${path} is missing`)
    else if (differs(name, readFileSync(path, 'utf8'), text))
      problems.push(`${path} is out of date`)
  }
  if (!sameRenderer && committedRenderer)
    console.warn(
      `The SVGs were drawn with ${committedRenderer.trim()}; this machine has ${renderer}: ` +
        'their sources were compared, not their bytes.',
    )
  for (const name of existsSync(outDir) ? readdirSync(outDir) : []) {
    if (!expected.has(name) && !ownedElsewhere.has(name))
      problems.push(`${outDir}/${name} belongs to no machine`)
  }
  if (problems.length) {
    console.error(`Statechart docs differ from the machines (run \`npm run statecharts\`):`)
    for (const problem of problems) console.error(`  - ${problem}`)
    process.exit(1)
  }
  console.log(
    `Statechart docs are current for ${machines.length} machines (${diagrams.length} diagrams, drawn ${drawings} times).`,
  )
  process.exit(0)
}

for (const name of existsSync(outDir) ? readdirSync(outDir) : []) {
  if (!ownedElsewhere.has(name)) rmSync(`${outDir}/${name}`, { recursive: true, force: true })
}
mkdirSync(outDir, { recursive: true })
for (const [name, text] of expected) writeFileSync(`${outDir}/${name}`, text)
console.log(`${diagrams.length} diagrams, drawn ${drawings} times.`)
console.log(
  `Wrote ${outDir}: README.md and a .md, .overview.svg and .svg (or .svg per part) for each of ${machines.length} machines.`,
)
if (unreadable.length) {
  for (const problem of unreadable) console.error(problem)
  process.exit(1)
}
