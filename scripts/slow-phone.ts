// `npx tsx scripts/slow-phone.ts [--out file.md] [-- playwright args]` (after `npm run build`):
// runs tests/e2e/slow-phone.spec.ts (the site's primary controls on an emulated slow phone,
// right after the first paint and once settled) and prints its figures as markdown tables:
// per control and time after the first paint, whether the tap took effect and how long after
// it. The tables are printed whether the tests pass or not (the figures before a change are
// the point); the exit code is Playwright's.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import type { Figure } from '../tests/e2e/slow-phone.spec.ts'

interface ReportTest {
  annotations?: { type: string; description?: string }[]
  results: { annotations?: { type: string; description?: string }[] }[]
}
interface ReportSuite {
  suites?: ReportSuite[]
  specs?: { tests: ReportTest[] }[]
}

const args = process.argv.slice(2)
const outIndex = args.indexOf('--out')
const out = outIndex >= 0 ? args[outIndex + 1] : undefined
const passThrough = args.includes('--') ? args.slice(args.indexOf('--') + 1) : []

mkdirSync('.tmp', { recursive: true })
const reportFile = '.tmp/slow-phone-report.json'
const run = spawnSync(
  'npx',
  // The JSON reporter last: a --reporter passed through would otherwise replace it, and with it
  // the figures.
  ['playwright', 'test', 'tests/e2e/slow-phone.spec.ts', ...passThrough, '--reporter=list,json'],
  {
    stdio: 'inherit',
    // The settled page's figures too, which `npm test` leaves out.
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile, SLOW_PHONE_SETTLED: '1' },
  },
)

const figures: Figure[] = []
const seen = new Set<string>()
function collect(suite: ReportSuite) {
  suite.suites?.forEach(collect)
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests)
      for (const annotation of [
        ...(test.annotations ?? []),
        ...test.results.flatMap((result) => result.annotations ?? []),
      ]) {
        if (annotation.type !== 'slow-phone' || !annotation.description) continue
        if (seen.has(annotation.description)) continue // listed on the test and its result
        seen.add(annotation.description)
        figures.push(JSON.parse(annotation.description) as Figure)
      }
}
collect(JSON.parse(readFileSync(reportFile, 'utf8')) as ReportSuite)

const effect = ({ tookEffectAfter }: Figure) =>
  tookEffectAfter === null ? '**never** (60 s)' : `${tookEffectAfter} ms`
const byName = (a: Figure, b: Figure) =>
  a.control.localeCompare(b.control) || (a.plannedAt ?? 0) - (b.plannedAt ?? 0)
const early = figures.filter((figure) => figure.part === 'early').sort(byName)
const settled = figures.filter((figure) => figure.part === 'settled').sort(byName)
const table = [
  '## Right after the first paint',
  '',
  '| Control | Meant at (ms after first paint) | Used at (as the page saw it) | Took effect after the tap | Note |',
  '| --- | ---: | ---: | --- | --- |',
  ...early.map(
    (figure) =>
      `| ${figure.control} | ${figure.plannedAt ?? '–'} | ${figure.usedAt ?? '–'} | ${effect(figure)} | ${figure.note ?? ''} |`,
  ),
  '',
  '## Once the page has settled (hydrated, network idle)',
  '',
  '| Control | Next paint after the tap (as INP counts it) | Took effect after the tap |',
  '| --- | ---: | --- |',
  ...settled.map(
    (figure) => `| ${figure.control} | ${figure.nextPaintAfter ?? '–'} ms | ${effect(figure)} |`,
  ),
  '',
].join('\n')
console.log(`\n${table}`)
if (out) writeFileSync(out, table)
process.exit(run.status ?? 1)
