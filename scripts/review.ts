// `npm run review -- [base]`: the review room for product owners (docs/review.md). Compares every
// machine's semantics at the working tree with a base commit (default: the merge base with
// main, or the commit before HEAD when HEAD is on main) and writes docs/statecharts/review/: an
// index with each changed machine's overview, its changes marked and listed in words, the
// machines awaiting a sign-off, and a page of scenarios in words per machine.
// `npm run review -- --sign <machine> --by "<name>" [--note "<text>"]`: records a sign-off of
// the machine as it is now in docs/statecharts/signoff.json.
// `npm run review -- --check-signoff`: prints the machines awaiting a sign-off; exits 0 (what
// `npm test` runs: a report, not a gate).
// `--no-svg` skips drawing the overviews (no browser).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import type { AnyStateMachine } from 'xstate'
import { loadMachines } from './lib/machines.ts'
import { semanticGraphOf } from './lib/semantic-graph.ts'
import { diffGraphs, isEmptyDiff } from './lib/semantic-diff.ts'
import { diffWords } from './lib/review-words.ts'
import { markedOverviewOf, styleArrows } from './lib/review-overview.ts'
import {
  awaitingSignoff,
  hashesOf,
  readSignoffs,
  signoffFile,
  withSignoff,
  writeSignoffs,
} from './lib/review-signoff.ts'
import { type ModelTests, exportCommit, git, machinesIn, modelTestsIn } from './lib/review-load.ts'
import { type Scenario, goneScenarios, markScenarios, scenariosOf } from './lib/review-scenarios.ts'
import { type MachineReview, indexPage, scenariosPage } from './lib/review-page.ts'
import { metaOf } from './lib/statechart-markdown.ts'
import { wordingOf } from './lib/statechart-wording.ts'
import { picturesOf, readManifest } from './lib/gallery-manifest.ts'
import { renderSvgs, sizeOf, withHeadsAtBothEnds } from './lib/statechart-render.ts'

const outDir = 'docs/statecharts/review'
const elkLayout = '---\nconfig:\n  layout: elk\n---\n'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    sign: { type: 'string' },
    by: { type: 'string' },
    note: { type: 'string', default: '' },
    'check-signoff': { type: 'boolean', default: false },
    'no-svg': { type: 'boolean', default: false },
  },
})

const headMachines = (await loadMachines()).map(({ machine }) => machine)

if (values['check-signoff']) {
  const awaiting = awaitingSignoff(hashesOf(headMachines), readSignoffs())
  if (!awaiting.length) console.log(`Every machine is signed off as it is (${signoffFile}).`)
  else {
    console.log(`Machines awaiting a product owner's sign-off (npm run review; docs/review.md):`)
    for (const { machine, reason } of awaiting) console.log(`  - ${machine}: ${reason}`)
  }
  process.exit(0)
}

if (values.sign !== undefined) {
  const machine = headMachines.find((candidate) => candidate.id === values.sign)
  if (!machine) {
    console.error(`No machine ${values.sign}: ${headMachines.map((m) => m.id).join(', ')}`)
    process.exit(1)
  }
  if (!values.by?.trim()) {
    console.error('Say who signs off: --by "<name>"')
    process.exit(1)
  }
  const { hash } = hashesOf([machine])[0]!
  const signoff = {
    machine: machine.id,
    hash,
    by: values.by.trim(),
    date: new Date().toISOString().slice(0, 10),
    note: values.note ?? '',
  }
  writeSignoffs(withSignoff(readSignoffs(), signoff))
  console.log(`Signed off ${machine.id} (${hash.slice(0, 12)}) by ${signoff.by} in ${signoffFile}.`)
  process.exit(0)
}

/** The base: as given, else the merge base with main, else (HEAD is on main) HEAD's parent. */
function baseCommit(given: string | undefined): string {
  const commit = (ref: string) => git('rev-parse', '--verify', `${ref}^{commit}`)
  if (given) return commit(given)
  const head = commit('HEAD')
  const mergeBase = git('merge-base', 'HEAD', 'main')
  return mergeBase === head ? commit('HEAD~1') : mergeBase
}

const base = baseCommit(positionals[0])
const describeCommit = (ref: string) => ({
  sha: git('rev-parse', ref),
  subject: git('log', '-1', '--format=%s', ref),
})
const exportedBase = exportCommit(base)
let baseMachines: AnyStateMachine[]
let baseTests: ModelTests | undefined
let headTests: ModelTests | undefined
try {
  baseMachines = (await machinesIn(exportedBase.dir)).map(({ machine }) => machine)
  baseTests = await modelTestsIn(exportedBase.dir)
  headTests = await modelTestsIn(process.cwd())
} finally {
  exportedBase.remove()
}

const gallery = readManifest()
const scenariosBy = (tests: ModelTests | undefined, withPictures: boolean) => {
  const byMachine = new Map<string, Scenario[]>()
  for (const model of tests?.models ?? []) {
    const id = model.machine.id
    const pictures = withPictures ? picturesOf(gallery, id) : []
    byMachine.set(id, [
      ...(byMachine.get(id) ?? []),
      ...scenariosOf(model, tests!.generatePaths, pictures),
    ])
  }
  return byMachine
}
const headScenarios = scenariosBy(headTests, true)
const baseScenarios = scenariosBy(baseTests, false)

const reviews: MachineReview[] = []
const overviews: { review: MachineReview; marked: ReturnType<typeof markedOverviewOf> }[] = []
for (const machine of headMachines) {
  const before = baseMachines.find((candidate) => candidate.id === machine.id)
  const diff = diffGraphs(
    before
      ? semanticGraphOf(before)
      : { machine: machine.id, states: [], transitions: [], invokes: [] },
    semanticGraphOf(machine),
  )
  const baseOfMachine = baseTests ? (baseScenarios.get(machine.id) ?? []) : undefined
  const review: MachineReview = {
    machine: machine.id,
    purpose: metaOf(machine).purpose,
    status: !before ? 'new' : isEmptyDiff(diff) ? 'unchanged' : 'changed',
    changes: before ? diffWords(wordingOf(machine), diff) : [],
    scenarios: markScenarios(headScenarios.get(machine.id) ?? [], baseOfMachine),
    goneScenarios: goneScenarios(headScenarios.get(machine.id) ?? [], baseOfMachine),
  }
  reviews.push(review)
  if (review.status !== 'unchanged')
    overviews.push({ review, marked: markedOverviewOf(machine, before, diff) })
}
for (const machine of baseMachines.filter((m) => !headMachines.some((h) => h.id === m.id))) {
  reviews.push({
    machine: machine.id,
    purpose: metaOf(machine).purpose,
    status: 'removed',
    changes: [],
    scenarios: [],
    goneScenarios: baseScenarios.get(machine.id) ?? [],
  })
}

mkdirSync(outDir, { recursive: true })
for (const name of readdirSync(outDir))
  rmSync(`${outDir}/${name}`, { recursive: true, force: true })
if (!values['no-svg'] && overviews.length) {
  const svgId = (machine: string) => `review-${machine}-overview`
  const { svgs } = await renderSvgs(
    overviews.map(({ review, marked }) => ({
      id: svgId(review.machine),
      source: elkLayout + marked.mermaid,
    })),
  )
  for (const { review, marked } of overviews) {
    const svg = withHeadsAtBothEnds(
      styleArrows(svgs.get(svgId(review.machine))!, marked.arrows),
      marked.bothWays,
    )
    review.overview = { file: `${review.machine}.overview.svg`, ...sizeOf(svg) }
    writeFileSync(`${outDir}/${review.overview.file}`, svg)
  }
}

const input = {
  base: describeCommit(base),
  head: { sha: `${git('rev-parse', 'HEAD')}`, subject: 'the working tree' },
  baseScenarios: baseTests !== undefined,
  machines: reviews,
  awaiting: awaitingSignoff(hashesOf(headMachines), readSignoffs()),
}
writeFileSync(`${outDir}/index.html`, indexPage(input))
for (const review of reviews.filter((r) => r.status !== 'removed'))
  writeFileSync(`${outDir}/${review.machine}.html`, scenariosPage(input, review))

const changed = reviews.filter((review) => review.status !== 'unchanged')
console.log(
  `Wrote ${outDir}/index.html: ${changed.length} of ${reviews.length} machines changed since ${base.slice(0, 10)}` +
    `${changed.length ? ` (${changed.map((r) => r.machine).join(', ')})` : ''}; ` +
    `${input.awaiting.length} awaiting a sign-off.`,
)
