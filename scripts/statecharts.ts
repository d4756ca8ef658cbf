// `npm run statecharts`: writes docs/statecharts/<machine>.md (Mermaid diagram and tables),
// docs/statecharts/<machine>.svg (the diagram rendered by Mermaid in headless Chromium) and
// docs/statecharts/README.md, for every machine in src/machines.
// `npm run statecharts -- --check`: fails when any of those files is missing or stale.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { indexOf, markdownOf, mermaidOf } from './lib/statechart-markdown.ts'
import { loadMachines } from './lib/machines.ts'
import { chromiumArgs } from '../playwright.config.ts'

const outDir = 'docs/statecharts'
const check = process.argv.includes('--check')

const machines = await loadMachines()
const sourceHash = (text: string) => createHash('sha256').update(text).digest('hex')
const svgHeader = (hash: string) =>
  `<!-- Rendered by npm run statecharts; mermaid source sha256 ${hash} -->\n`

const expected = new Map<string, string>([['README.md', indexOf(machines)]])
for (const { machine, file } of machines)
  expected.set(`${machine.id}.md`, markdownOf(machine, file))

if (check) {
  const problems: string[] = []
  for (const [name, text] of expected) {
    const path = `${outDir}/${name}`
    if (!existsSync(path)) problems.push(`${path} is missing`)
    else if (readFileSync(path, 'utf8') !== text) problems.push(`${path} is out of date`)
  }
  for (const { machine } of machines) {
    const svg = `${outDir}/${machine.id}.svg`
    const hash = sourceHash(mermaidOf(machine))
    if (!existsSync(svg)) problems.push(`${svg} is missing`)
    else if (!readFileSync(svg, 'utf8').startsWith(svgHeader(hash)))
      problems.push(`${svg} is out of date`)
  }
  const known = new Set([...expected.keys(), ...machines.map(({ machine }) => `${machine.id}.svg`)])
  for (const name of existsSync(outDir) ? readdirSync(outDir) : []) {
    if (!known.has(name)) problems.push(`${outDir}/${name} belongs to no machine`)
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

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
})
try {
  const page = await browser.newPage()
  await page.setContent('<!doctype html><html><body></body></html>')
  await page.addScriptTag({ path: 'node_modules/mermaid/dist/mermaid.min.js' })
  for (const { machine } of machines) {
    const source = mermaidOf(machine)
    const svg = await page.evaluate(
      async ({ id, source }) => {
        const { mermaid } = window as unknown as {
          mermaid: {
            initialize: (config: object) => void
            render: (id: string, text: string) => Promise<{ svg: string }>
          }
        }
        mermaid.initialize({
          startOnLoad: false,
          theme: 'neutral',
          securityLevel: 'strict',
          htmlLabels: false,
        })
        return (await mermaid.render(id, source)).svg
      },
      { id: `statechart-${machine.id}`, source },
    )
    writeFileSync(`${outDir}/${machine.id}.svg`, svgHeader(sourceHash(source)) + svg)
  }
} finally {
  await browser.close()
}
console.log(
  `Wrote ${outDir}: README.md and a .md and .svg for each of ${machines.length} machines.`,
)
