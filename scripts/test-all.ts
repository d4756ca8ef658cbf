// `npm test`: every check CI runs, in stages, stopping after the first stage with a failure; a
// stage is one step or steps side by side. Prints how long each step took and, last, how many
// tests passed and failed across the test runners.
import { spawn, spawnSync } from 'node:child_process'
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { cpus } from 'node:os'
import { setUpThisSystem } from './setup-system.ts'
import { type Counts, countTests, failedTests } from './lib/test-reports.ts'

interface Step {
  name: string
  /** A shell command, or work done in this process (its exit status). */
  command: string | (() => number)
  /** A JSON report (Vitest or Playwright format) the step writes, to count its tests. */
  report?: string
  /** Environment the command gets besides this process's. */
  env?: Record<string, string>
}

/** A step, or steps run side by side (each one's output shown when it ends, not interleaved):
 *  for steps that wait more than they compute (a browser on an emulated slow network, checks
 *  that each use one core), so that two cores are both at work. */
type Stage = Step | Step[]

const reports = '.tmp/reports'
/** The playground's static build for tests/e2e/recorder.spec.ts (tests/e2e/playground.ts). */
const playgroundBuild = '.tmp/recorder-playground'
const playwright = (what: string, port: number, report: string): Step => ({
  name: `end-to-end tests (${what})`,
  // No traces: recording one for every test (to keep a failure's) cost about 16 % of the
  // suite's time (27 tests: 99 and 113 s without, 119 and 133 s with, alternated). A failure
  // still prints its error and page snapshot; `npx playwright test <spec>` keeps the config's
  // traces for a rerun.
  command: 'npx playwright test --trace=off',
  report,
  env: {
    E2E_PORT: String(port),
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    PLAYGROUND_BUILD: playgroundBuild,
  },
})
/** The server the production build made: the server and fault suites run it instead of each
 *  building their own (tests/support/serverBuild.ts). */
const builtServer = { SERVER_BUILD: 'dist/server' }
const stages: Stage[] = [
  // Chromium, PostgreSQL and a font: installed when missing, or a stop with the command to run.
  // In this process, so a machine that lacks them hears so at once.
  { name: 'system packages', command: setUpThisSystem },
  [
    { name: 'lint', command: 'npm run lint' },
    { name: 'typecheck', command: 'npm run typecheck' },
    { name: 'statechart docs are current', command: 'npm run statecharts -- --check' },
    { name: 'state gallery covers every state', command: 'npm run gallery -- --check' },
    { name: 'requirements are current', command: 'npm run requirements -- --check' },
    // A report, not a gate: the machines whose semantics differ from their last sign-off.
    { name: 'statecharts awaiting sign-off', command: 'npm run review -- --check-signoff' },
    // Here: the checks above leave a core idle once the short ones end (the typecheck runs on
    // alone). The linters ignore dist/.
    { name: 'production build', command: 'npm run build' },
    { name: 'playground build', command: `tsx tests/e2e/playground.ts ${playgroundBuild}` },
  ],
  {
    name: 'unit, component and model tests',
    command: `npx vitest run --reporter=dot --reporter=json --outputFile.json=${reports}/vitest.json`,
    report: `${reports}/vitest.json`,
  },
  // The server's tests on each engine, side by side. PGlite's on two workers: it is the
  // longest, and runs alone once the others end (the block took 95 s instead of 129 on this
  // machine). PostgreSQL's on one (two each, before their stops stopped waiting on idle
  // connections, left spawn-heavy tests close to their time limit).
  [
    {
      name: 'server tests (PGlite)',
      command: `npm run test:server -- --maxWorkers=2 --reporter=default --reporter=json --outputFile.json=${reports}/server-pglite.json`,
      report: `${reports}/server-pglite.json`,
      env: builtServer,
    },
    {
      name: 'server tests (PostgreSQL)',
      command: `npm run test:server:postgres -- --maxWorkers=1 --reporter=default --reporter=json --outputFile.json=${reports}/server-postgres.json`,
      report: `${reports}/server-postgres.json`,
      env: builtServer,
    },
    // Reads what the unit stage's model tests wrote.
    { name: 'model coverage', command: 'npm run model-coverage' },
  ],
  // The fault suite waits on real server processes (starts, restarts, drains) more than it
  // computes: its own processes use about a third of the two cores. The mutation score and the
  // budget (neither measures time: mutants killed, bytes received) use the rest: with them the
  // cores were 74 % busy and the stage took 112 s. Moving the diagrams' check and the
  // playground's build here as well saved 12 s in the first stage and cost 9 s here, so they
  // stay there. The suite's limits on time are generous (slow clients closed within 2.25 times
  // the limit, a drain within its 10 s): it asserts what is lost, cut or refused.
  [
    {
      // Real server processes under faults (tests/faults).
      name: 'fault suite',
      command: `npm run test:faults -- --reporter=default --reporter=json --outputFile.json=${reports}/faults.json`,
      report: `${reports}/faults.json`,
      env: builtServer,
    },
    // Incremental: only mutants of machines or spec tables changed since the committed
    // tests/model/stryker-incremental.json run again (a full run takes about 15 minutes).
    { name: 'mutation score', command: 'npm run mutation' },
    { name: 'bundle budget', command: 'npm run budget' },
  ],
  // One run of both projects (the site, and the slow phone's taps) on two workers: run side by
  // side as two, each with its own server, they took 735 s instead of about 400 on two cores.
  playwright(
    'chromium and slow phone',
    Number(process.env.E2E_PORT ?? 8788),
    `${reports}/playwright.json`,
  ),
]

/** Runs a step; its output goes to the terminal, or to `log` when it runs beside others. */
function run(step: Step, log?: string): Promise<number> {
  const { command } = step
  if (typeof command !== 'string') return Promise.resolve(command())
  const env = { ...process.env, ...step.env }
  if (!log)
    return Promise.resolve(spawnSync(command, { shell: true, stdio: 'inherit', env }).status ?? 1)
  return new Promise((resolve) => {
    const out = createWriteStream(log)
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env })
    child.stdout.pipe(out)
    child.stderr.pipe(out)
    child.on('close', (status) => out.end(() => resolve(status ?? 1)))
  })
}

rmSync(reports, { recursive: true, force: true })
rmSync('.tmp/model-coverage', { recursive: true, force: true })
mkdirSync(reports, { recursive: true })
const totals: Counts = { passed: 0, failed: 0, skipped: 0 }
const timings: string[] = []
const failedSteps: string[] = []
const failures: string[] = []
const started = Date.now()
const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1)
/** The cores' time so far, busy and in all: a stage's share of busy time says whether a step
 *  beside it would have a core to itself (the machine also runs other work, so it is a guide). */
const coreTimes = () =>
  cpus().reduce(
    (sum, { times }) => {
      const total = times.user + times.nice + times.sys + times.idle + times.irq
      return { busy: sum.busy + total - times.idle, total: sum.total + total }
    },
    { busy: 0, total: 0 },
  )
const busyShare = (since: ReturnType<typeof coreTimes>) => {
  const now = coreTimes()
  return `${Math.round((100 * (now.busy - since.busy)) / (now.total - since.total || 1))} %`
}

for (const stage of stages) {
  const steps = Array.isArray(stage) ? stage : [stage]
  const side = steps.length > 1
  const stageStarted = Date.now()
  const stageCores = coreTimes()
  for (const step of steps) {
    const { command } = step
    console.log(`\n▶ ${step.name}${typeof command === 'string' ? `: ${command}` : ''}`)
  }
  if (side) console.log('  (side by side: each output follows when it ends)')
  await Promise.all(
    steps.map(async (step, index) => {
      const stepStarted = Date.now()
      const log = side ? `${reports}/step-${timings.length + index}.log` : undefined
      const status = await run(step, log)
      const time = `${step.name.padEnd(34)} ${seconds(stepStarted)} s`
      if (log) {
        console.log(`\n◀ ${step.name} (exit ${status}, ${seconds(stepStarted)} s):`)
        process.stdout.write(readFileSync(log, 'utf8'))
      }
      if (step.report) {
        const counts = countTests(step.report)
        totals.passed += counts.passed
        totals.failed += counts.failed
        totals.skipped += counts.skipped
        failures.push(...failedTests(step.report))
      }
      if (status !== 0) failedSteps.push(step.name)
      return time
    }),
  ).then((times) => {
    const cores = `cores busy ${busyShare(stageCores)}`
    timings.push(
      side
        ? `  ┌ side by side, ${seconds(stageStarted)} s, ${cores}:\n${times.map((t) => `  │ ${t}`).join('\n')}`
        : `  ${times[0]}  (${cores})`,
    )
  })
  if (failedSteps.length) break
}

console.log(
  `\nSteps (${((Date.now() - started) / 1000).toFixed(0)} s in all):\n${timings.join('\n')}`,
)
if (failedSteps.length) console.error(`\nFAILED at step: ${failedSteps.join(', ')}`)
for (const failure of failures.slice(0, 20)) console.error(`  ✘ ${failure}`)
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(failedSteps.length ? 1 : 0)
