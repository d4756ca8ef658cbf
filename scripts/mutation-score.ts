// `npm run mutation` ends here: reads StrykerJS's JSON report and fails when any mutated file
// scores under 90 % (Stryker's own break threshold applies to all files together only).
// Score as Stryker counts it: detected (killed, timeout) over valid mutants (not ignored, and
// not compile or runtime errors).
import { readFileSync } from 'node:fs'

export const MIN_SCORE = 90
const REPORT = 'reports/mutation/mutation.json'

interface Report {
  files: Record<string, { mutants: { status: string }[] }>
}

export interface FileScore {
  file: string
  detected: number
  survived: number
  noCoverage: number
  ignored: number
  score: number
}

export function scoreFiles(report: Report): FileScore[] {
  return Object.entries(report.files).map(([file, { mutants }]) => {
    const count = (...statuses: string[]) =>
      mutants.filter((mutant) => statuses.includes(mutant.status)).length
    const detected = count('Killed', 'Timeout')
    const survived = count('Survived')
    const noCoverage = count('NoCoverage')
    const valid = detected + survived + noCoverage
    return {
      file,
      detected,
      survived,
      noCoverage,
      ignored: count('Ignored'),
      score: valid === 0 ? 100 : (100 * detected) / valid,
    }
  })
}

function main() {
  const scores = scoreFiles(JSON.parse(readFileSync(REPORT, 'utf8')) as Report)
  console.table(
    scores.map(({ file, score, ...counts }) => ({ file, score: score.toFixed(2), ...counts })),
  )
  const low = scores.filter(({ score }) => score < MIN_SCORE)
  if (low.length > 0) {
    console.error(`Under ${MIN_SCORE} %: ${low.map(({ file }) => file).join(', ')}`)
    process.exitCode = 1
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main()
