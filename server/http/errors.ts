// Unexpected failures: quotable by the person who met one through the request id (X-Request-Id,
// and the 500's body), and described in the request's log line (requestLog.ts) with no SQL,
// parameters or stack: a driver's message can carry what was sent, and a stack per request
// floods the log.
import { DrizzleQueryError } from 'drizzle-orm/errors'
import type { Context } from 'hono'
import type { AppEnv } from './env.ts'

/** Longer messages are cut: one line in the log, not a dump. */
const maxMessageLength = 300

/** What the log says of an unexpected failure. (`errorCode`, not `code`: a request's
 *  `query.code` and `body.code`, access codes, are redacted by server/log.ts.) */
export interface Failure {
  name: string
  message: string
  errorCode?: unknown
}

/** Drizzle wraps a driver's error in one whose message is the SQL with its parameters. */
function rootCause(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error
  return error.cause ?? new Error('A database query failed.')
}

/** `error` as the log describes it: the root cause's name, first message line and code. */
export function describeFailure(error: unknown): Failure {
  const cause = rootCause(error)
  if (!(cause instanceof Error)) {
    return { name: typeof cause, message: String(cause).slice(0, maxMessageLength) }
  }
  return {
    name: cause.name,
    message: cause.message.split('\n')[0]!.slice(0, maxMessageLength),
    errorCode: (cause as { code?: unknown }).code,
  }
}

/** Answers 500 with the request id; the request's log line says what failed. */
export function unexpectedError(error: unknown, c: Context<AppEnv>): Response {
  c.set('failure', describeFailure(error))
  return c.json(
    {
      error: 'Something went wrong on our side. Please try again later.',
      requestId: c.var.requestId,
    },
    500,
  )
}
