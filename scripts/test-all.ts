// `npm test`: every check CI runs, in order, stopping at the first failure. Prints how long
// each step took and, last, how many tests passed and failed across the test runners.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { setUpThisSystem } from './setup-system.ts'

interface Step {
  name: string
  /** A shell command, or work done in this process (its exit status). */
  command: string | (() => number)
  /** A JSON report (Vitest or Playwright format) the step writes, to count its tests. */
  report?: string
}

const reports = '.tmp/reports'
const steps: Step[] = [
  // Chromium, PostgreSQL and a font: installed when missing, or a stop with the command to run.
  // In this process, so a machine that lacks them hears so at once.
  { name: 'system packages', command: setUpThisSystem },
  { name: 'lint', command: 'npm run lint' },
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'statechart docs are current', command: 'npm run statecharts -- --check' },
  { name: 'state gallery is current', command: 'npm run gallery -- --check' },
  {
    name: 'unit, component and model tests',
    command: `npx vitest run --reporter=dot --reporter=json --outputFile.json=${reports}/vitest.json`,
    report: `${reports}/vitest.json`,
  },
  { name: 'model coverage', command: 'npm run model-coverage' },
  // Incremental: only mutants of machines or spec tables changed since the committed
  // tests/model/stryker-incremental.json run again (a full run takes about 15 minutes).
  { name: 'mutation score', command: 'npm run mutation' },
  {
    name: 'server tests (PGlite)',
    command: `npm run test:server -- --reporter=default --reporter=json --outputFile.json=${reports}/server-pglite.json`,
    report: `${reports}/server-pglite.json`,
  },
  {
    name: 'server tests (PostgreSQL)',
    command: `npm run test:server:postgres -- --reporter=default --reporter=json --outputFile.json=${reports}/server-postgres.json`,
    report: `${reports}/server-postgres.json`,
  },
  {
    // Real server processes under faults (tests/faults).
    name: 'fault suite',
    command: `npm run test:faults -- --reporter=default --reporter=json --outputFile.json=${reports}/faults.json`,
    report: `${reports}/faults.json`,
  },
  { name: 'production build', command: 'npm run build' },
  { name: 'bundle budget', command: 'npm run budget' },
  {
    name: 'end-to-end tests',
    command: 'npx playwright test',
    report: `${reports}/playwright.json`,
  },
]

interface Counts {
  passed: number
  failed: number
  skipped: number
}

function countTests(report: string): Counts {
  if (!existsSync(report)) return { passed: 0, failed: 0, skipped: 0 }
  const json = JSON.parse(readFileSync(report, 'utf8'))
  if ('numPassedTests' in json) {
    return {
      passed: json.numPassedTests,
      failed: json.numFailedTests,
      skipped: json.numPendingTests + json.numTodoTests,
    }
  }
  const stats = json.stats // Playwright
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky, skipped: stats.skipped }
}

rmSync(reports, { recursive: true, force: true })
rmSync('.tmp/model-coverage', { recursive: true, force: true })
mkdirSync(reports, { recursive: true })
const totals: Counts = { passed: 0, failed: 0, skipped: 0 }
const timings: string[] = []
let failedStep: string | undefined
const started = Date.now()

for (const step of steps) {
  const { command } = step
  console.log(`\n▶ ${step.name}${typeof command === 'string' ? `: ${command}` : ''}`)
  const stepStarted = Date.now()
  const status =
    typeof command === 'string'
      ? spawnSync(command, {
          shell: true,
          stdio: 'inherit',
          env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` },
        }).status
      : command()
  timings.push(`  ${step.name.padEnd(28)} ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`)
  if (step.report) {
    const counts = countTests(step.report)
    totals.passed += counts.passed
    totals.failed += counts.failed
    totals.skipped += counts.skipped
  }
  if (status !== 0) {
    failedStep = step.name
    break
  }
}

console.log(
  `\nSteps (${((Date.now() - started) / 1000).toFixed(0)} s in all):\n${timings.join('\n')}`,
)
if (failedStep) console.error(`\nFAILED at step: ${failedStep}`)
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(failedStep ? 1 : 0)
