// One log line per request, and its count and latency in the metrics. The line holds the request
// id, method, route pattern, path (never the query: access codes travel in it; nor a welcome
// link's token), status and duration; a refusal that protects something (401, 403, 409, 413,
// 429) and a slow answer are warnings with the client's address and user agent, a 5xx an error
// with what failed. Text a client chooses (the path, the user agent) is cut to a bounded length;
// secrets are never put in a line, and server/log.ts redacts them by configuration should an
// object hold one. A streamed answer's line (streamedAnswer.ts) is written when its body ends:
// a body cut by a failure is logged as the 500 it was, not as the 200 its headers said.
import type { Context, MiddlewareHandler } from 'hono'
import { matchedRoutes } from 'hono/route'
import { boundedText, shapedLogger, type Logger } from '../log.ts'
import type { AppMetrics } from '../metrics.ts'
import { clientIp } from './clientIp.ts'
import type { AppEnv } from './env.ts'
import type { Failure } from './errors.ts'

/** The path as logged: a welcome link's token is a secret (it makes a member), so its page's
 *  path is logged without it. */
export const loggedPath = (path: string) => path.replace(/^\/welcome\/[^/]+/, '/welcome/…')

/** Statuses that mean a check refused something: worth a warning each. */
export const protectiveStatuses: ReadonlySet<number> = new Set([401, 403, 409, 413, 429])

/** An answer that took this long is a warning whatever its status. */
export const slowAnswerMs = 1000

/** The route the request was for: the pattern of the first handler (not middleware) its
 *  method and path matched, `*` for none (a path no route takes, a method none takes). */
export function routeOf(c: Context): string {
  for (const route of matchedRoutes(c)) if (route.method !== 'ALL') return route.path
  return '*'
}

export interface RequestLogOptions {
  logger: Logger
  metrics: AppMetrics
  trustProxy: boolean
}

export function requestLog({
  logger,
  metrics,
  trustProxy,
}: RequestLogOptions): MiddlewareHandler<AppEnv> {
  // The line's fields are written below: `error` (a Failure) is the one that holds an object.
  const lines = shapedLogger(logger, ['error'])
  /** The request's line and metrics: `status` as the request ended, `failure` what failed. */
  function record(c: Context<AppEnv>, started: number, status: number, extra: LineExtra = {}) {
    const ms = performance.now() - started
    const { method } = c.req
    const route = routeOf(c)
    metrics.answered(method, route, status, ms / 1000)
    const level =
      status >= 500
        ? 'error'
        : protectiveStatuses.has(status) || ms >= slowAnswerMs
          ? 'warn'
          : 'info'
    if (!lines.isLevelEnabled(level)) return
    const line: Record<string, unknown> = {
      requestId: c.get('requestId'),
      method,
      route,
      path: boundedText(loggedPath(c.req.path)),
      status,
      ms: Math.round(ms * 10) / 10,
      ...extra,
    }
    if (level !== 'info') {
      line.ip = boundedText(clientIp(c, trustProxy))
      line.userAgent = boundedText(c.req.header('User-Agent') ?? '')
    }
    const failure = extra.error ?? c.get('failure')
    if (failure) line.error = failure
    lines[level](line, 'request')
  }

  return (c, next) => {
    const started = performance.now()
    c.set('logger', logger)
    c.set('metrics', metrics)
    return next().then(() => {
      const bodyEnd = c.get('bodyEnd')
      if (!bodyEnd) return record(c, started, c.res.status)
      // A streamed body: the line waits for its end (without holding the answer back). One cut
      // by a failure after its status was sent is a 500 here, and in the metrics, with what
      // failed: the client got an incomplete answer.
      const sent = c.res.status
      void bodyEnd.then((end) => {
        if (end.outcome === 'failed') {
          record(c, started, 500, { sentStatus: sent, bodyCut: true, error: end.failure })
        } else {
          record(c, started, sent, end.outcome === 'cancelled' ? { clientLeft: true } : {})
        }
      })
    })
  }
}

/** What a streamed answer's line adds: the status its headers had said, and how it ended. */
interface LineExtra {
  sentStatus?: number
  bodyCut?: boolean
  clientLeft?: boolean
  error?: Failure
}
