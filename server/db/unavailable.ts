// Errors that mean "the database cannot be reached right now" (PostgreSQL stopped, restarted,
// failed over, or our connection killed): the app answers them with 503 instead of 500, and
// they are logged as one short line, not a stack, once per burst.
import { boundedText, log, type Logger } from '../log.ts'

/** SQLSTATEs of a lost or refused connection: class 08, and the shutdown codes of class 57. */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300'])
const unavailableErrnos = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])
/** node-postgres reports some losses by message only. */
const unavailableMessages =
  /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable|Client was closed and is not queryable/i

interface Cause {
  code?: unknown
  message?: unknown
  cause?: unknown
}

/** The driver's error in `error`'s chain (Drizzle wraps it) that reports a lost connection. */
function connectionLoss(error: unknown): Cause | undefined {
  let current = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, message, cause } = current as Cause
    if (typeof code === 'string') {
      if (unavailableErrnos.has(code) || unavailableStates.has(code) || code.startsWith('08')) {
        return current as Cause
      }
    }
    if (typeof message === 'string' && unavailableMessages.test(message)) return current as Cause
    current = cause
  }
  return undefined
}

/** True when `error`, or an error it wraps, is a lost or refused database connection. */
export const isDatabaseUnavailable = (error: unknown): boolean => !!connectionLoss(error)

/**
 * A log of lost connections: each message one line (to `logger`, the process's by default), the
 * same message again within `quietMs` left out. A burst interleaves the server's and the driver's
 * messages ("terminating connection…", "Connection terminated…"), so each is remembered apart.
 * The process has one, `logDatabaseUnavailable`; what it remembers is its own, so a test makes
 * another rather than share the process's.
 */
export function databaseLossLog(quietMs = 10_000) {
  const lastLoggedAt = new Map<string, number>()
  return (error: unknown, now = Date.now(), logger: Logger = log): void => {
    // The driver's own message: Drizzle's wrapper would add the query and its parameters.
    const loss = connectionLoss(error) ?? (error as Cause)
    const message = boundedText(String(loss?.message ?? error).split('\n')[0]!)
    const at = lastLoggedAt.get(message)
    if (at !== undefined && now - at < quietMs) return
    // Messages quiet for longer are forgotten, so the map holds one burst's few at most.
    for (const [known, loggedAt] of lastLoggedAt) {
      if (now - loggedAt >= quietMs) lastLoggedAt.delete(known)
    }
    lastLoggedAt.set(message, now)
    logger.error({ error: { message } }, 'database unavailable')
  }
}

/** The process's log of lost connections. */
export const logDatabaseUnavailable = databaseLossLog()
