// The server's one logger: pino, JSON lines on stdout (one object a line, with a level and a
// time), readable lines in development (pino-pretty, when LOG_FORMAT=pretty). Secrets are
// removed here, by configuration, and nowhere else: a call site logs what it has, and the
// paths below never reach the output whatever the object holds.
// Why pino: the fastest structured logger for Node, with redaction built in (fast-redact), so a
// line per request costs the API little (npm run bench).
import pino, { type Logger } from 'pino'
import { describeFailure } from './http/errors.ts'

export type { Logger }

/**
 * Where a secret can sit in what is logged: request headers, bodies, and the config. A field
 * named `code` is no secret in itself: it is an error's code (`err.code` ECONNREFUSED, EAUTH,
 * PostgreSQL's 23505), which an operator needs. An access code travels as `code` in exactly
 * two places, the access-code calls' query (`?code=`) and JSON bodies (the site's token
 * request, the operator's new code), so only those paths are redacted; everywhere else the
 * server names it `accessCode`.
 */
export const redactedPaths = [
  'password',
  '*.password',
  // The sign-in's body names the password `pwd` (src/api/schemas.ts).
  'pwd',
  '*.pwd',
  'token',
  '*.token',
  'refreshToken',
  '*.refreshToken',
  'refresh_token',
  '*.refresh_token',
  'accessCode',
  '*.accessCode',
  'query.code',
  'body.code',
  'req.query.code',
  'req.body.code',
  'operatorToken',
  '*.operatorToken',
  'jwtSecret',
  '*.jwtSecret',
  'databaseUrl',
  '*.databaseUrl',
  // SMTP_URL may hold the relay's password (the config keeps it under `mail`).
  'smtpUrl',
  '*.smtpUrl',
  '*.*.smtpUrl',
  'cookie',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
]

/** What a redacted value is replaced with. */
const redactionCensor = '[redacted]'

/** A string a hostile request can make any length (a path, a user agent) is cut to this. */
export const maxLoggedText = 512

/** Cuts `text` to `maxLoggedText` characters, marking that it was cut. */
export const boundedText = (text: string): string =>
  text.length > maxLoggedText ? `${text.slice(0, maxLoggedText)}…` : text

/**
 * What a line says of an error logged as `err`: its name, its first message line (cut) and its
 * code, taken from the root cause of a failed query (Drizzle's own message is the SQL with its
 * parameters). Never the stack: one fault must stay one line, and a stack names the code's
 * inner paths. The code is what an operator searches for (ECONNREFUSED, EAUTH, 23505).
 */
/** How Drizzle's DrizzleQueryError message begins (the SQL and its parameters follow). */
const failedQuery = 'Failed query:'

export function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error) && typeof error === 'object' && error !== null) {
    const { message, code, name } = error as Record<string, unknown>
    const firstLine = String(message ?? '').split('\n')[0]!
    return {
      ...(typeof name === 'string' ? { name } : {}),
      // A failed query's message copied from its error (`{ message }`) is its SQL.
      message: firstLine.startsWith(failedQuery)
        ? 'A database query failed.'
        : boundedText(firstLine),
      ...(code !== undefined ? { code } : {}),
    }
  }
  const { name, message, errorCode } = describeFailure(error)
  return { name, message, ...(errorCode !== undefined ? { code: errorCode } : {}) }
}

export interface LoggerOptions {
  /** pino's level: 'info' by default, LOG_LEVEL overrides. */
  level?: string
  /** 'json' (default) or 'pretty' (pino-pretty, for a person at a terminal). */
  format?: 'json' | 'pretty'
  /** Where lines go: stdout by default (tests pass a stream to read them). */
  destination?: pino.DestinationStream
}

/** pino's `isoTime` without a Date made and formatted for every line: the date and time to
 *  the second are written once a second, the milliseconds added to each line. */
export function isoTimeField(now: () => number = Date.now): () => string {
  let second = Number.NaN
  let upToSecond = ''
  return () => {
    const ms = now()
    const thisSecond = Math.floor(ms / 1000)
    if (thisSecond !== second) {
      second = thisSecond
      upToSecond = new Date(thisSecond * 1000).toISOString().slice(0, 19)
    }
    return `,"time":"${upToSecond}.${String(ms - thisSecond * 1000).padStart(3, '0')}Z"`
  }
}

/** LOG_LEVEL when pino knows it; otherwise 'info', so that the process's logger, made when
 *  this module is first imported, exists to say so: the configuration (server/config) then
 *  refuses the value in its one line instead of pino throwing a stack at import. */
const levelFromEnvironment = (): string => {
  const wanted = process.env.LOG_LEVEL?.trim()
  return wanted && (wanted === 'silent' || wanted in pino.levels.values) ? wanted : 'info'
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const level = options.level ?? levelFromEnvironment()
  const settings: pino.LoggerOptions = {
    level,
    base: { service: 'nova-club' },
    redact: { paths: redactedPaths, censor: redactionCensor },
    timestamp: isoTimeField(),
    formatters: { level: (label) => ({ level: label }) },
    serializers: { err: errorFields },
  }
  const format = options.format ?? (process.env.LOG_FORMAT === 'pretty' ? 'pretty' : 'json')
  if (options.destination) return pino(settings, options.destination)
  if (format === 'pretty') {
    return pino({
      ...settings,
      transport: { target: 'pino-pretty', options: { colorize: true, ignore: 'service' } },
    })
  }
  // Written synchronously: a line is one write(2) from this thread. Asynchronous writes
  // (sync: false) hand each line to libuv's thread pool, which cost the busiest read about a
  // tenth of its requests a second (npm run bench, docs/server.md), and lose the last lines
  // when the process is killed.
  return pino(settings, pino.destination({ dest: 1, sync: true }))
}

/**
 * The redaction of `redactedPaths` for lines whose only fields that can hold an object are
 * `objectFields` (the rest strings, numbers, booleans): a path that starts with a wildcard
 * (`*.token`: that name inside any field) is applied to those fields only, the others as they
 * are. A line of that shape loses exactly what the configuration's paths remove.
 */
export function redactedPathsFor(objectFields: readonly string[]): string[] {
  return redactedPaths.flatMap((path) =>
    path.startsWith('*.') ? objectFields.map((field) => `${field}${path.slice(1)}`) : [path],
  )
}

/**
 * `logger` for the lines of one shape (requestLog.ts: a line per request), redacted by
 * `redactedPathsFor(objectFields)`. pino runs a wildcard path's redaction on every field of
 * every line, numbers and strings too (a copy and a walk of the wildcard's paths each): at a
 * line per request, more of the busy calls' time than the rest of the line (npm run bench,
 * docs/performance.md). Only for lines whose fields a module writes itself, never for objects
 * it is handed.
 */
export function shapedLogger(logger: Logger, objectFields: readonly string[]): Logger {
  return logger.child(
    {},
    { redact: { paths: redactedPathsFor(objectFields), censor: redactionCensor } },
  )
}

/** The process's logger. Tests that read lines make their own with `createLogger`. */
export const log: Logger = createLogger()
