// The health check and the metrics: what a load balancer, a supervisor and Prometheus ask.
import { Hono, type MiddlewareHandler } from 'hono'
import { defaultBases } from '../../src/api/endpoints.ts'
import { isLoopbackClient } from '../http/clientIp.ts'
import type { AppEnv } from '../http/env.ts'
import { within } from '../http/timeLimit.ts'
import type { AppMetrics } from '../metrics.ts'
import { wellFormedUrl } from './context.ts'

export const healthPath = `${defaultBases.api}/health`
export const metricsPath = `${defaultBases.api}/metrics`

/** How long the health check waits for the database before it reports it unreachable. */
const healthTimeoutMs = 2000

export interface HealthOptions {
  /** Resolves when the database answers. */
  pingDatabase: () => Promise<void>
  metrics: AppMetrics
  /** What lets a client that is not on this machine read the metrics: the operator check. */
  operatorCheck: MiddlewareHandler<AppEnv>
}

export function healthRoutes({ pingDatabase, metrics, operatorCheck }: HealthOptions) {
  /** Whether the database answers in time; a loss or a recovery is counted. */
  const databaseAnswers = () =>
    within(pingDatabase(), healthTimeoutMs).then(
      () => (metrics.databaseAnswered(), true),
      () => (metrics.databaseLost(), false),
    )

  const app = new Hono<AppEnv>()
  app.get(healthPath, async (c) =>
    (await databaseAnswers())
      ? c.json({ status: 'ok' })
      : c.json({ status: 'unavailable', error: 'The database does not answer.' }, 503),
  )

  // Prometheus' text format, to this machine's scrapers, or to others with the operator token.
  app.get(
    metricsPath,
    wellFormedUrl(metricsPath),
    (c, next) => (isLoopbackClient(c) ? next() : operatorCheck(c, next)),
    async (c) => {
      // After a loss, a scrape asks the database, so that its recovery is counted even when
      // nothing else does (no health checks, no requests).
      if (metrics.databaseDown) await databaseAnswers()
      c.header('Cache-Control', 'no-store')
      return c.body(await metrics.registry.metrics(), 200, {
        'Content-Type': metrics.registry.contentType,
      })
    },
  )
  return app
}
