// What the test runners' JSON reports say (Vitest's and Playwright's formats), for the summary
// `npm test` prints last (scripts/test-all.ts): how many tests passed, and which failed and why.
import { existsSync, readFileSync } from 'node:fs'
import { stripVTControlCharacters } from 'node:util'

export interface Counts {
  passed: number
  failed: number
  skipped: number
}

interface PlaywrightSuite {
  title: string
  specs?: {
    title: string
    ok: boolean
    tests: { projectName: string; results: { error?: { message?: string } }[] }[]
  }[]
  suites?: PlaywrightSuite[]
}
interface VitestResult {
  name: string
  assertionResults: { status: string; fullName: string; failureMessages?: string[] }[]
}

/** What Vitest's JSON report keeps of a test, hook or `vi.waitFor` that timed out: the stack
 *  of a placeholder error made where the wait began, whose first line is this, without the
 *  timeout's own message. */
const vitestTimeout = 'Error: STACK_TRACE_ERROR'

/** The first line of a failure's message, without colours: the summary is all CI shows of a
 *  run, and a test's name alone does not say whether it timed out, missed or saw a wrong text. */
function firstLine(message: string | undefined): string {
  const line =
    stripVTControlCharacters(message ?? '')
      .trim()
      .split('\n')[0] ?? ''
  const said = line === vitestTimeout ? 'Timed out (its test, a hook or a vi.waitFor)' : line
  return said ? `\n      ${said.slice(0, 300)}` : ''
}

/** The names of the tests a report says failed: the summary's last lines are all CI shows. */
export function failedTests(report: string): string[] {
  if (!existsSync(report)) return []
  const json = JSON.parse(readFileSync(report, 'utf8'))
  if ('testResults' in json)
    return (json.testResults as VitestResult[]).flatMap((file) =>
      file.assertionResults
        .filter((test) => test.status === 'failed')
        .map(
          (test) =>
            `${file.name.replace(`${process.cwd()}/`, '')}: ${test.fullName}` +
            firstLine(test.failureMessages?.[0]),
        ),
    )
  const walk = (suite: PlaywrightSuite, path: string[]): string[] => [
    ...(suite.specs ?? [])
      .filter((spec) => !spec.ok)
      .map(
        (spec) =>
          [...path, spec.title].join(' › ') +
          ` [${spec.tests[0]?.projectName}]` +
          firstLine(spec.tests[0]?.results.at(-1)?.error?.message),
      ),
    ...(suite.suites ?? []).flatMap((child) => walk(child, [...path, child.title])),
  ]
  return (json.suites as PlaywrightSuite[]).flatMap((suite) => walk(suite, [suite.title]))
}

export function countTests(report: string): Counts {
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
