// What a start is doing while it works (issue 44): creating or opening the database, applying
// migrations, adding the demo data. A fresh data directory takes seconds, many more on a busy
// machine, and a start that says nothing meanwhile looks hung. Each step is two log lines, when
// it begins and when it ends with its time; main.ts turns them on, so the tests' and the
// operator command's own openings of a database stay quiet.
import type { Logger } from './log.ts'

export type StartStep = 'database' | 'migrations' | 'demo-data'

let logger: Logger | undefined
let startedAt = 0

/** From now on, the start's steps are logged to `to` (with times from now); nowhere when
 *  undefined. */
export function reportStartTo(to: Logger | undefined): void {
  logger = to
  startedAt = performance.now()
}

const sinceStart = () => Math.round(performance.now() - startedAt)

/**
 * Logs that `step` begins, with `message` (what it does); the function returned logs its end,
 * with `done` and the milliseconds it took. Nothing is logged unless reportStartTo was called.
 */
export function beginStep(
  step: StartStep,
  message: string,
): (done: string, fields?: Record<string, unknown>) => void {
  const begun = performance.now()
  logger?.info({ event: 'start', step, phase: 'begin', sinceStartMs: sinceStart() }, message)
  return (done, fields = {}) => {
    const ms = Math.round(performance.now() - begun)
    logger?.info(
      { event: 'start', step, phase: 'done', ms, sinceStartMs: sinceStart(), ...fields },
      `${done} (${ms} ms)`,
    )
  }
}
