// What the process itself says goes through the log too, so that whatever fails, every line on
// stdout is one JSON object a log collector can read (issue 44): an error nothing caught, a
// promise rejected with no handler, Node's own warnings (deprecations, experimental features:
// Node writes them to stderr as text) and the console of a library (PGlite's PostgreSQL prints
// its messages there). Installed by logProcess.ts, main.ts's first import.
import { format } from 'node:util'
import { errorFields, type Logger } from './log.ts'

type ConsoleMethod = 'log' | 'info' | 'debug' | 'trace' | 'warn' | 'error'

/** The level each console method's text is logged at. */
const consoleLevels: Record<ConsoleMethod, 'info' | 'debug' | 'warn' | 'error'> = {
  log: 'info',
  info: 'info',
  debug: 'debug',
  trace: 'debug',
  warn: 'warn',
  error: 'error',
}

export interface ProcessLogOptions {
  /** Ends the process after a fatal line (main.ts: once the log is written out). */
  exit: (code: number) => void
}

export function logProcessEvents(logger: Logger, { exit }: ProcessLogOptions): void {
  // Node's default for both is a stack on stderr and exit code 1: the same end, in one line.
  process.on('uncaughtException', (error, origin) => {
    logger.fatal({ event: origin, err: error }, `Stopping: ${firstLine(error)}`)
    exit(1)
  })
  process.on('unhandledRejection', (reason) => {
    logger.fatal({ event: 'unhandledRejection', err: reason }, `Stopping: ${firstLine(reason)}`)
    exit(1)
  })
  // Node's own listener is what writes a warning to stderr: replaced, not joined.
  process.removeAllListeners('warning')
  process.on('warning', (warning: Error & { code?: string }) => {
    logger.warn(
      { event: 'node-warning', warning: { name: warning.name, code: warning.code } },
      firstLine(warning),
    )
  })
  for (const method of Object.keys(consoleLevels) as ConsoleMethod[]) {
    const level = consoleLevels[method]
    console[method] = (...args: unknown[]) => logger[level]({ event: 'console' }, format(...args))
  }
}

/** The error's first message line, as its `err` field says it (no SQL of a failed query). */
const firstLine = (error: unknown) => String(errorFields(error).message)
