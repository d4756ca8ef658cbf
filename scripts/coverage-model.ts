// `npm run coverage:model`: prints, per machine, the coverage of the model tests' paths alone
// and with the property walks (written by tests/walks/walks.test.ts under WALKS_COVERAGE=1):
// states, transitions, pairs of consecutive transitions (of the feasible pairs: the machine's
// structure allows them, tests/walks/excluded-pairs.ts takes out those its guards never allow)
// and named guards' outcomes (each true and false). Lists what is missed; fails below the goal
// (100 % of guard outcomes, 90 % of feasible pairs) or when a walk took an excluded pair.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import type { ExtendedCoverageReport } from '../tests/model/coverage.ts'

const dir = '.tmp/walk-coverage'
const PAIR_GOAL = 90

interface Measured {
  machine: string
  model: string
  paths: ExtendedCoverageReport
  walks: ExtendedCoverageReport
}

const measured: Measured[] = existsSync(dir)
  ? readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as Measured)
  : []
if (measured.length === 0) {
  console.error(`Nothing measured in ${dir}: run \`npm run coverage:model\`.`)
  process.exit(1)
}

const percent = ({ covered, total }: { covered: number; total: number }) =>
  total === 0 ? 100 : Math.floor((100 * covered) / total)
const cell = (part: { covered: number; total: number }, width = 15) =>
  `${part.covered}/${part.total} (${percent(part)} %)`.padEnd(width)

console.log('Model coverage: the model tests’ paths alone → with the property walks')
console.log(
  `  ${'model'.padEnd(20)} ${'states'.padEnd(9)} ${'transitions'.padEnd(12)} ${'pairs: paths'.padEnd(17)} ${'→ walks'.padEnd(17)} ${'excl.'.padEnd(6)} ${'guards: paths'.padEnd(15)} → walks`,
)
for (const { model, paths, walks } of measured) {
  console.log(
    `  ${model.padEnd(20)} ${`${walks.states.covered}/${walks.states.total}`.padEnd(9)} ${`${walks.transitions.covered}/${walks.transitions.total}`.padEnd(12)} ${cell(paths.pairs, 17)} ${cell(walks.pairs, 17)} ${String(walks.pairs.excluded.length).padEnd(6)} ${cell(paths.guards)} ${cell(walks.guards, 0)}`,
  )
}

const problems: string[] = []
for (const { model, walks } of measured) {
  const missed = [
    ...walks.pairs.missed.map((pair) => `pair ${pair}`),
    ...walks.guards.missed.map((outcome) => `guard ${outcome}`),
  ]
  if (missed.length)
    console.log(`\n${model}: not covered\n${missed.map((line) => `  - ${line}`).join('\n')}`)
  if (percent(walks.pairs) < PAIR_GOAL) {
    problems.push(`${model}: ${percent(walks.pairs)} % of feasible pairs (goal ${PAIR_GOAL} %)`)
  }
  if (walks.guards.missed.length) {
    problems.push(`${model}: ${walks.guards.missed.length} guard outcomes never seen`)
  }
  for (const pair of walks.pairs.takenExcluded) {
    problems.push(`${model}: excluded pair taken (its reason is wrong): ${pair}`)
  }
}
if (problems.length) {
  console.error(`\nBelow the goal:\n${problems.map((line) => `  - ${line}`).join('\n')}`)
  process.exit(1)
}
console.log(`\nEvery machine: 100 % of guard outcomes, at least ${PAIR_GOAL} % of feasible pairs.`)
