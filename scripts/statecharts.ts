// `npm run statecharts`: writes, for every machine in src/machines, docs/statecharts/<machine>.md
// (overview and detailed diagram, and tables), <machine>.overview.svg and <machine>.svg (the two
// diagrams rendered by Mermaid in headless Chromium with the font the project ships), and
// docs/statecharts/README.md; it prints each diagram's size. It fails when an overview is wider
// than 1280 px or draws over itself (a label over another label or a state, an arrow through a
// state or under another arrow's label), measured in the browser that drew it.
// `npm run statecharts -- --check`: renders the same files in memory and fails when any
// committed file differs by a byte, is missing, or belongs to no machine. The SVGs' bytes depend
// on the Chromium and Mermaid that drew them (docs/statecharts/rendered-with.txt): with another
// Chromium (a Debian security update), the check compares each SVG's header, the hash of the
// Mermaid source it was drawn from, and says that it did.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { indexOf, markdownOf, mermaidOf, svgFiles } from './lib/statechart-markdown.ts'
import { overviewOf } from './lib/statechart-overview.ts'
import { renderSvgs, sizeOf, withHeadsAtBothEnds } from './lib/statechart-render.ts'
import { missingWordings } from './lib/statechart-wording.ts'
import { loadMachines } from './lib/machines.ts'
import { picturesOf, readManifest } from './lib/gallery-manifest.ts'
import { lookAlikes } from './lib/gallery-scenes.ts'

const outDir = 'docs/statecharts'
const check = process.argv.includes('--check')
/** An overview must be readable on a 1280 px wide screen without scrolling sideways. */
const OVERVIEW_MAX_WIDTH = 1280

const machines = await loadMachines()
/** Mermaid front matter: the ELK layout, which keeps labels apart and edges whole. */
const elkLayout = '---\nconfig:\n  layout: elk\n---\n'

const unworded = missingWordings(machines.map(({ machine }) => machine))
if (unworded.length) {
  console.error('Guards and delays without a wording in scripts/lib/statechart-wording.ts:')
  for (const missing of unworded) console.error(`  - ${missing}`)
  process.exit(1)
}

const expected = new Map<string, string>([['README.md', indexOf(machines, lookAlikes)]])
/** `npm run gallery` owns docs/statecharts/gallery: this only links its pictures. */
const galleryFolder = 'gallery'
/** What other commands keep here: the gallery, and the review room's page and sign-offs
 *  (`npm run review`, docs/review.md). */
const ownedElsewhere = new Set([galleryFolder, 'review', 'signoff.json'])
const gallery = readManifest()
const diagrams = machines.flatMap(({ machine, file }) => {
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
  const files = svgFiles(machine)
  const overview = overviewOf(machine)
  return [
    {
      id: files.overview.replace(/\.svg$/, ''),
      source: elkLayout + overview.mermaid,
      bothWays: overview.bothWays,
    },
    { id: files.details.replace(/\.svg$/, ''), source: mermaidOf(machine), bothWays: [] },
  ]
})
const render = async (list: typeof diagrams) => {
  const rendering = await renderSvgs(
    list.map(({ id, source }) => ({ id: `statechart-${id.replace('.', '-')}`, source })),
  )
  list.forEach(({ id, bothWays }) => {
    const svgId = `statechart-${id.replace('.', '-')}`
    rendering.svgs.set(svgId, withHeadsAtBothEnds(rendering.svgs.get(svgId)!, bothWays))
  })
  return rendering
}
const { svgs, overlaps, renderer } = await render(diagrams)
const svgIdOf = (id: string) => `statechart-${id.replace('.', '-')}`
/** What keeps an overview from being read at a glance: too wide, or drawn over itself. */
const flawsOf = (id: string, drawn: { svgs: Map<string, string>; overlaps: typeof overlaps }) => {
  const { width } = sizeOf(drawn.svgs.get(svgIdOf(id))!)
  return [
    ...(width > OVERVIEW_MAX_WIDTH ? [`is ${width} px wide (at most ${OVERVIEW_MAX_WIDTH})`] : []),
    ...drawn.overlaps.get(svgIdOf(id))!.map((overlap) => `draws ${overlap}`),
  ]
}
// An overview ELK draws wider than a screen, or over itself, gets Mermaid's default layout
// (dagre), which packs more closely, when that draws it cleanly (the interview's).
const retried = diagrams.filter(
  ({ id }) => id.endsWith('.overview') && flawsOf(id, { svgs, overlaps }).length > 0,
)
if (retried.length) {
  const dagre = await render(
    retried.map((diagram) => ({ ...diagram, source: diagram.source.replace(elkLayout, '') })),
  )
  for (const diagram of retried) {
    if (flawsOf(diagram.id, dagre).length > 0) continue
    diagram.source = diagram.source.replace(elkLayout, '')
    svgs.set(svgIdOf(diagram.id), dagre.svgs.get(svgIdOf(diagram.id))!)
    overlaps.set(svgIdOf(diagram.id), [])
  }
}
const rendererFile = 'rendered-with.txt'
expected.set(rendererFile, `${renderer}\n`)
/** Each SVG's first line: the Mermaid source it was drawn from. */
const svgHeader = (source: string) =>
  `<!-- npm run statecharts: Mermaid source sha256 ${createHash('sha256').update(source).digest('hex')} -->\n`
const unreadable: string[] = []
diagrams.forEach(({ id, source }) => {
  const svg = svgs.get(svgIdOf(id))!
  expected.set(`${id}.svg`, svgHeader(source) + svg)
  const { width, height } = sizeOf(svg)
  if (!check) console.log(`${`${id}.svg`.padEnd(34)} ${width} x ${height} px`)
  if (id.endsWith('.overview'))
    unreadable.push(...flawsOf(id, { svgs, overlaps }).map((flaw) => `${outDir}/${id}.svg ${flaw}`))
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
  console.log(`Statechart docs are current for ${machines.length} machines.`)
  process.exit(0)
}

for (const name of existsSync(outDir) ? readdirSync(outDir) : []) {
  if (!ownedElsewhere.has(name)) rmSync(`${outDir}/${name}`, { recursive: true, force: true })
}
mkdirSync(outDir, { recursive: true })
for (const [name, text] of expected) writeFileSync(`${outDir}/${name}`, text)
console.log(
  `Wrote ${outDir}: README.md and a .md, .overview.svg and .svg for each of ${machines.length} machines.`,
)
if (unreadable.length) {
  for (const problem of unreadable) console.error(problem)
  process.exit(1)
}
