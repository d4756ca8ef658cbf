// @ts-check
// `npm run mutation`: StrykerJS mutates the machines and the helpers their guards use, and
// runs the spec tables (vitest.stryker.config.ts) against every mutant. A surviving mutant is
// either killed by a new spec row or listed in tests/model/equivalent-mutants.md.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.stryker.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner', './scripts/stryker/ignore-docs.mjs'],
  ignorers: ['machine-docs'],
  // secrets.ts only declares what the inspector redacts: its own mutation test is
  // tests/unit/inspectorSecrets.test.ts (each declared field removed in turn must leak a marker).
  // initials.ts is the session's, kept apart so that the header shows the chip without the machine;
  // interviewPaths.ts the interview link machine's (which paths are links, a link's hash), kept
  // apart so that a page can tell whether it needs that machine, and the server a link's hash.
  mutate: [
    'src/machines/**/*.ts',
    '!src/machines/secrets.ts',
    'src/lib/email.ts',
    'src/lib/initials.ts',
    'src/lib/interviewPaths.ts',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // Only mutants of changed code (or of changed tests) run again; the file is committed.
  incremental: true,
  incrementalFile: 'tests/model/stryker-incremental.json',
  // The 90 % floor holds per file: scripts/mutation-score.ts checks it after the run.
  thresholds: { high: 95, low: 90, break: null },
  tempDirName: '.tmp/stryker',
  // Not copied into the sandbox: the build, test output and the local database, which the spec
  // tables never read (about 200 MB after `npm test`'s earlier stages) and which other steps
  // may be writing while this one copies.
  ignorePatterns: ['/dist', '/.tmp', '/reports', '/test-results', '/.data'],
  cleanTempDir: 'always',
}
