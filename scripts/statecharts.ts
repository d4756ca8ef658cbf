// `npm run statecharts`: writes, for every machine in src/machines, docs/statecharts/<machine>.md
// (overview and detailed diagram, and tables), <machine>.overview.svg and <machine>.svg (the two
// diagrams rendered by Mermaid in headless Chromium with the font the project ships), and
// docs/statecharts/README.md; it prints each diagram's size.
// `npm run statecharts -- --check`: renders the same files in memory and fails when any
// committed file differs by a byte, is missing, or belongs to no machine.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { indexOf, markdownOf, mermaidOf, svgFiles } from './lib/statechart-markdown.ts'
import { overviewOf } from './lib/statechart-overview.ts'
import { renderSvgs, sizeOf } from './lib/statechart-render.ts'
import { missingWordings } from './lib/statechart-wording.ts'
import { loadMachines } from './lib/machines.ts'

const outDir = 'docs/statecharts'
const check = process.argv.includes('--check')
/** An overview must be readable on a 1280 px wide screen without scrolling sideways. */
const OVERVIEW_MAX_WIDTH = 1280

const machines = await loadMachines()
const unworded = missingWordings(machines.map(({ machine }) => machine))
if (unworded.length) {
  console.error('Guards and delays without a wording in scripts/lib/statechart-wording.ts:')
  for (const missing of unworded) console.error(`  - ${missing}`)
  process.exit(1)
}

const expected = new Map<string, string>([['README.md', indexOf(machines)]])
const diagrams = machines.flatMap(({ machine, file }) => {
  expected.set(`${machine.id}.md`, markdownOf(machine, file))
  const files = svgFiles(machine)
  return [
    { id: files.overview.replace(/\.svg$/, ''), source: overviewOf(machine).mermaid },
    { id: files.details.replace(/\.svg$/, ''), source: mermaidOf(machine) },
  ]
})
const svgs = await renderSvgs(
  diagrams.map(({ id, source }) => ({ id: `statechart-${id.replace('.', '-')}`, source })),
)
const tooWide: string[] = []
diagrams.forEach(({ id }) => {
  const svg = svgs.get(`statechart-${id.replace('.', '-')}`)!
  expected.set(`${id}.svg`, svg)
  const { width, height } = sizeOf(svg)
  if (!check) console.log(`${`${id}.svg`.padEnd(34)} ${width} x ${height} px`)
  if (id.endsWith('.overview') && width > OVERVIEW_MAX_WIDTH)
    tooWide.push(`${outDir}/${id}.svg is ${width} px wide (at most ${OVERVIEW_MAX_WIDTH})`)
})

if (check) {
  const problems: string[] = [...tooWide]
  for (const [name, text] of expected) {
    const path = `${outDir}/${name}`
    if (!existsSync(path)) problems.push(`${path} is missing`)
    else if (readFileSync(path, 'utf8') !== text) problems.push(`${path} is out of date`)
  }
  for (const name of existsSync(outDir) ? readdirSync(outDir) : []) {
    if (!expected.has(name)) problems.push(`${outDir}/${name} belongs to no machine`)
  }
  if (problems.length) {
    console.error(`Statechart docs differ from the machines (run \`npm run statecharts\`):`)
    for (const problem of problems) console.error(`  - ${problem}`)
    process.exit(1)
  }
  console.log(`Statechart docs are current for ${machines.length} machines.`)
  process.exit(0)
}

rmSync(outDir, { recursive: true, force: true })
mkdirSync(outDir, { recursive: true })
for (const [name, text] of expected) writeFileSync(`${outDir}/${name}`, text)
console.log(
  `Wrote ${outDir}: README.md and a .md, .overview.svg and .svg for each of ${machines.length} machines.`,
)
if (tooWide.length) {
  for (const problem of tooWide) console.error(problem)
  process.exit(1)
}
