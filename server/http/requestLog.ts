// One log line per request, and its count and latency in the metrics. The line holds the request
// id, method, route pattern, path (never the query: access codes travel in it; nor a welcome
// link's token), status and duration; a refusal that protects something (401, 403, 409, 413,
// 429) and a slow answer are warnings with the client's address and user agent, a 5xx an error
// with what failed. Text a client chooses (the path, the user agent) is cut to a bounded length;
// secrets are never put in a line, and server/log.ts redacts them by configuration should an
// object hold one.
import type { Context, MiddlewareHandler } from 'hono'
import { matchedRoutes } from 'hono/route'
import { boundedText, type Logger } from '../log.ts'
import type { AppMetrics } from '../metrics.ts'
import { clientIp } from './clientIp.ts'
import type { AppEnv } from './env.ts'

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
  return (c, next) => {
    const started = performance.now()
    c.set('logger', logger)
    c.set('metrics', metrics)
    return next().then(() => {
      const ms = performance.now() - started
      const { method } = c.req
      const { status } = c.res
      const route = routeOf(c)
      metrics.answered(method, route, status, ms / 1000)
      const level =
        status >= 500
          ? 'error'
          : protectiveStatuses.has(status) || ms >= slowAnswerMs
            ? 'warn'
            : 'info'
      if (!logger.isLevelEnabled(level)) return
      const line: Record<string, unknown> = {
        requestId: c.get('requestId'),
        method,
        route,
        path: boundedText(loggedPath(c.req.path)),
        status,
        ms: Math.round(ms * 10) / 10,
      }
      if (level !== 'info') {
        line.ip = boundedText(clientIp(c, trustProxy))
        line.userAgent = boundedText(c.req.header('User-Agent') ?? '')
      }
      const failure = c.get('failure')
      if (failure) line.error = failure
      logger[level](line, 'request')
    })
  }
}
