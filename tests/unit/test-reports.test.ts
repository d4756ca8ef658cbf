// The summary `npm test` ends with (scripts/lib/test-reports.ts) is all CI shows of a run: each
// failed test by name, with the first line of what went wrong, read from the runners' reports
// in the shape they write them (a Playwright report cut down from a real one).
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { countTests, failedTests } from '../../scripts/lib/test-reports'

const folder = mkdtempSync(join(tmpdir(), 'test-reports-'))
function report(name: string, content: unknown): string {
  const file = join(folder, name)
  writeFileSync(file, JSON.stringify(content))
  return file
}

const missed =
  'Error: the tap missed button Growth (tap went to h1)\n\n\u001b[2mexpect(\u001b[22m\u001b[31mreceived\u001b[39m\u001b[2m).toBe(expected)'

const playwright = report('playwright.json', {
  suites: [
    {
      title: 'slow-phone.spec.ts',
      specs: [],
      suites: [
        {
          title: 'on a slow phone',
          specs: [
            {
              title: "the 'Growth' tab, used at 0 ms",
              ok: false,
              tests: [{ projectName: 'slow phone', results: [{ error: { message: missed } }] }],
            },
            { title: 'passes', ok: true, tests: [{ projectName: 'slow phone', results: [{}] }] },
          ],
        },
      ],
    },
  ],
  stats: { expected: 1, unexpected: 1, flaky: 0, skipped: 2 },
})

const vitest = report('vitest.json', {
  numPassedTests: 3,
  numFailedTests: 2,
  numPendingTests: 1,
  numTodoTests: 1,
  testResults: [
    {
      name: `${process.cwd()}/tests/unit/session.test.ts`,
      assertionResults: [
        { status: 'passed', fullName: 'signs in' },
        {
          status: 'failed',
          fullName: 'signs out',
          failureMessages: [
            'AssertionError: expected null to be "/home"\n    at session.test.ts:12',
          ],
        },
        {
          status: 'failed',
          fullName: 'keeps the session',
          // Written so by Vitest 4 for a test past its timeout.
          failureMessages: [
            'Error: STACK_TRACE_ERROR\n    at task (file:///node_modules/@vitest/runner/dist/chunk-artifact.js:1784:27)',
          ],
        },
      ],
    },
  ],
})

describe("the summary of the runners' reports", () => {
  it('names each failed end-to-end test, its project and the first line of its error', () => {
    expect(failedTests(playwright)).toEqual([
      "slow-phone.spec.ts › on a slow phone › the 'Growth' tab, used at 0 ms [slow phone]\n" +
        '      Error: the tap missed button Growth (tap went to h1)',
    ])
  })

  it('names each failed unit test by its file and the first line of its message', () => {
    expect(failedTests(vitest)).toEqual([
      'tests/unit/session.test.ts: signs out\n      AssertionError: expected null to be "/home"',
      'tests/unit/session.test.ts: keeps the session\n      Timed out (its test, a hook or a vi.waitFor)',
    ])
  })

  it('counts passed, failed and skipped tests in either format', () => {
    expect(countTests(playwright)).toEqual({ passed: 1, failed: 1, skipped: 2 })
    expect(countTests(vitest)).toEqual({ passed: 3, failed: 2, skipped: 2 })
  })

  it('reads a missing report as no tests', () => {
    const none = join(folder, 'never-written.json')
    expect(failedTests(none)).toEqual([])
    expect(countTests(none)).toEqual({ passed: 0, failed: 0, skipped: 0 })
  })
})
