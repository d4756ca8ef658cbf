// The probes and the metrics: what a supervisor, a load balancer and Prometheus ask.
// - `/api/live` (liveness): the process runs its event loop. It never touches the database, so a
//   database outage does not make a supervisor restart every instance at once.
// - `/api/ready` (readiness): this instance should get traffic: its database answers. While it
//   drains, server/drain.ts answers 503 before the app is asked.
// - `/api/health`: the older check, kept for the configurations that use it; it answers as
//   `/api/ready` does.
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { defaultBases } from '../../src/api/endpoints.ts'
import { isLoopbackClient } from '../http/clientIp.ts'
import type { AppEnv } from '../http/env.ts'
import { within } from '../http/timeLimit.ts'
import type { AppMetrics } from '../metrics.ts'
import { wellFormedUrl } from './context.ts'

export const healthPath = `${defaultBases.api}/health`
export const livePath = `${defaultBases.api}/live`
export const readyPath = `${defaultBases.api}/ready`
export const metricsPath = `${defaultBases.api}/metrics`

/** The probes a draining server answers with 503 (server/drain.ts). */
export const readinessPaths: readonly string[] = [readyPath, healthPath]

/** How long the readiness check waits for the database before it reports it unreachable. */
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
  // Answered as long as the event loop turns: the watchdog (server/watchdog.ts) ends a process
  // whose loop stays blocked, and a supervisor restarts one that stops answering this.
  app.get(livePath, (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json({ status: 'live' })
  })
  const readiness = (ok: string) => async (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-store')
    return (await databaseAnswers())
      ? c.json({ status: ok })
      : c.json({ status: 'unavailable', error: 'The database does not answer.' }, 503)
  }
  app.get(readyPath, readiness('ready'))
  app.get(healthPath, readiness('ok'))

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
