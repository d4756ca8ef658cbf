// Unexpected failures: one log line each, quotable by the person who met it through the
// request id (X-Request-Id, and the 500's body), with no SQL, parameters or stack: a driver's
// message can carry what was sent, and a stack per request floods the log.
import { DrizzleQueryError } from 'drizzle-orm/errors'
import type { Context } from 'hono'

/** Longer messages are cut: one line in the log, not a dump. */
const maxMessageLength = 300

/** Drizzle wraps a driver's error in one whose message is the SQL with its parameters. */
function rootCause(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error
  return error.cause ?? new Error('A database query failed.')
}

/** The one line that describes `error` met while answering `c`. */
export function errorLine(error: unknown, c: Context): string {
  const cause = rootCause(error)
  const described =
    cause instanceof Error
      ? {
          name: cause.name,
          message: cause.message.split('\n')[0]!.slice(0, maxMessageLength),
          code: (cause as { code?: unknown }).code,
        }
      : { name: typeof cause, message: String(cause).slice(0, maxMessageLength) }
  // JSON keeps it one line whatever the path or the message hold.
  return JSON.stringify({
    level: 'error',
    requestId: c.get('requestId'),
    method: c.req.method,
    path: c.req.path,
    error: described,
  })
}

/** Logs `error` as one line and answers 500 with the request id. */
export function unexpectedError(error: unknown, c: Context): Response {
  console.error(errorLine(error, c))
  return c.json(
    {
      error: 'Something went wrong on our side. Please try again later.',
      requestId: c.get('requestId'),
    },
    500,
  )
}
