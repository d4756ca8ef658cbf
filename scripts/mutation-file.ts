// `npm run mutation:file -- src/machines/<name>.machine.ts [more files]`: StrykerJS on the
// given files alone, from scratch (no earlier results reused), with the tests that import them
// (Vitest's related files, as `npm run mutation` runs them), then the score per file, the 90 %
// floor of scripts/mutation-score.ts, and the time taken. The tests that load every machine
// (tests/spec/machines.load.test.ts, machines.spec.test.ts) load only the mutated machines
// here (MUTATION_MACHINES): most mutants of a machine are in its configuration, built when the
// module loads, so Stryker runs every related test for each of them, and loading all 31
// machines was most of each mutant's time. The report goes to reports/mutation-file/.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename } from 'node:path'
import { MIN_SCORE, scoreFiles } from './mutation-score.ts'

const files = process.argv.slice(2).filter((arg) => !arg.startsWith('-'))
if (files.length === 0 || files.some((file) => !existsSync(file))) {
  console.error('Usage: npm run mutation:file -- src/machines/<name>.machine.ts [more files]')
  process.exit(2)
}

const dir = '.tmp/mutation-file'
const report = 'reports/mutation-file/mutation.json'
rmSync(dir, { recursive: true, force: true })
mkdirSync(dir, { recursive: true })
// The project's configuration, with this run's files, a fresh incremental file (nothing reused)
// and reports of its own, so that `npm run mutation`'s stay as they were.
writeFileSync(
  `${dir}/stryker.config.mjs`,
  `import base from '../../stryker.config.mjs'
export default {
  ...base,
  mutate: ${JSON.stringify(files)},
  incrementalFile: '${dir}/incremental.json',
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: '${report}' },
}
`,
)

const started = performance.now()
const run = spawnSync('npx', ['stryker', 'run', `${dir}/stryker.config.mjs`], {
  stdio: 'inherit',
  env: {
    ...process.env,
    MUTATION_MACHINES: files
      .filter((file) => file.endsWith('.machine.ts'))
      .map((file) => basename(file))
      .join(','),
  },
})
const seconds = Math.round((performance.now() - started) / 1000)
if (run.status !== 0) process.exit(run.status ?? 1)

const scores = scoreFiles(JSON.parse(readFileSync(report, 'utf8')))
console.table(
  scores.map(({ file, score, ...counts }) => ({ file, score: score.toFixed(2), ...counts })),
)
console.log(
  `Mutation run of ${files.join(', ')}: ${Math.floor(seconds / 60)} min ${seconds % 60} s`,
)
const low = scores.filter(({ score }) => score < MIN_SCORE)
if (low.length > 0) {
  console.error(`Under ${MIN_SCORE} %: ${low.map(({ file }) => file).join(', ')}`)
  process.exit(1)
}
