// The figures a fault test measured (writes lost, seconds until it answered again, requests
// let through a limit), collected across test files and printed as one table at the end.
import { appendFileSync, mkdirSync } from 'node:fs'
import { dirname } from 'node:path'

export const figuresFile = '.tmp/faults/figures.jsonl'

export interface Figure {
  /** What was measured, e.g. 'kill -9 under load, round 2: acknowledged writes lost'. */
  name: string
  value: number | string
  /** The bound the test holds it to, for the table ('must be 0', '<= 10'). */
  expected?: string
}

export function recordFigure(figure: Figure): void {
  mkdirSync(dirname(figuresFile), { recursive: true })
  appendFileSync(figuresFile, `${JSON.stringify(figure)}\n`)
}
