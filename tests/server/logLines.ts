// A logger whose lines a test reads: server/log.ts's configuration (redaction included), written
// to memory instead of stdout.
import { createLogger, type Logger } from '../../server/log.ts'

export interface CapturedLog {
  logger: Logger
  /** Every line written, as written. */
  lines: string[]
  /** Every line, parsed. */
  entries: () => Record<string, unknown>[]
}

export function captureLog(level = 'info'): CapturedLog {
  const lines: string[] = []
  const destination = {
    write(text: string) {
      lines.push(...text.split('\n').filter((line) => line !== ''))
    },
  }
  return {
    logger: createLogger({ destination, level }),
    lines,
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  }
}
