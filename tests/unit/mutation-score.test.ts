import { expect, it } from 'vitest'
import { scoreFiles } from '../../scripts/mutation-score'

const mutants = (statuses: Record<string, number>) =>
  Object.entries(statuses).flatMap(([status, count]) => Array(count).fill({ status }))

it('scores each file as Stryker does: detected over valid, ignoring ignored and errors', () => {
  const scores = scoreFiles({
    files: {
      'a.ts': { mutants: mutants({ Killed: 8, Timeout: 1, Survived: 1, Ignored: 5 }) },
      'b.ts': { mutants: mutants({ Killed: 3, NoCoverage: 1, CompileError: 2, RuntimeError: 1 }) },
      'c.ts': { mutants: mutants({ Ignored: 2 }) },
    },
  })
  expect(scores).toEqual([
    { file: 'a.ts', detected: 9, survived: 1, noCoverage: 0, ignored: 5, score: 90 },
    { file: 'b.ts', detected: 3, survived: 0, noCoverage: 1, ignored: 0, score: 75 },
    { file: 'c.ts', detected: 0, survived: 0, noCoverage: 0, ignored: 2, score: 100 },
  ])
})
