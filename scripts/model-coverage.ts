// Prints the model-based test coverage of every machine (written by tests/model/describeModel.ts)
// and fails when a machine has no actor run or no view run (a viewless one: none), or either is
// below 100 %.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { loadMachines } from './lib/machines.ts'

const coverageDir = '.tmp/model-coverage'

interface Report {
  machine: string
  model: string
  run: 'actor' | 'view'
  paths: {
    shortest: number
    simple: number
    simpleFound: number
    simpleBound: number
    walked: number
  }
  states: { covered: number; total: number; missed: string[] }
  transitions: { covered: number; total: number; missed: string[] }
}

const reports: Report[] = existsSync(coverageDir)
  ? readdirSync(coverageDir)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => JSON.parse(readFileSync(`${coverageDir}/${file}`, 'utf8')) as Report)
  : []

const percent = (part: { covered: number; total: number }) =>
  part.total === 0 ? '100 %' : `${Math.floor((100 * part.covered) / part.total)} %`
const cell = (part: { covered: number; total: number }) =>
  `${part.covered}/${part.total} (${percent(part)})`.padEnd(16)

console.log(
  'Model-based test coverage (every path run against the actor; through the view, the fewest that take every step):',
)
console.log(
  '  (paths: every shortest path to every transition, plus simple paths not already among them,\n' +
    '   up to the bound where there are more: "found" counts all simple paths)',
)
console.log(
  `  ${'model'.padEnd(22)} ${'run'.padEnd(6)} ${'paths'.padEnd(6)} ${'walked'.padEnd(7)} ${'shortest'.padEnd(9)} ${'simple (found, bound)'.padEnd(22)} ${'states'.padEnd(16)} transitions`,
)
for (const report of reports) {
  const { shortest, simple, simpleFound, simpleBound, walked } = report.paths
  console.log(
    `  ${report.model.padEnd(22)} ${report.run.padEnd(6)} ${String(shortest + simple).padEnd(6)} ${String(walked).padEnd(7)} ${String(shortest).padEnd(9)} ${`${simple} (${simpleFound}, ${simpleBound})`.padEnd(22)} ${cell(report.states)} ${cell(report.transitions)}`,
  )
}

const problems: string[] = []
for (const report of reports) {
  for (const missed of [...report.states.missed, ...report.transitions.missed]) {
    problems.push(`${report.model} (${report.run} run) never reached: ${missed}`)
  }
}
for (const { machine, file } of await loadMachines()) {
  // A machine the server runs has no screen: its actor run is all there is.
  const serverRun = (machine.config.meta as { runBy?: string } | undefined)?.runBy === 'server'
  for (const run of serverRun ? (['actor'] as const) : (['actor', 'view'] as const)) {
    if (!reports.some((report) => report.machine === machine.id && report.run === run)) {
      problems.push(`${machine.id} (${file}) has no model-based ${run} run`)
    }
  }
}
if (problems.length > 0) {
  console.error(
    `\nModel coverage is incomplete:\n${problems.map((line) => `  - ${line}`).join('\n')}`,
  )
  process.exit(1)
}
console.log(
  'Every machine: 100 % of states and transitions, against the actor and through its view.',
)
