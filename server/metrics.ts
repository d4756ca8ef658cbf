// The app's Prometheus metrics (prom-client), in a registry of the app's own, not prom-client's
// global one: tests start several apps in one process, and each counts its own requests.
// Served by server/api/metrics.ts; docs/server.md lists them with their meaning.
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

/** Latency buckets, in seconds: the busy calls answer in milliseconds, a sign-in in ~0.1 s
 *  (argon2), and the health check gives the database 2 s. */
const latencyBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/** Methods a label may hold; any other is counted as `other` (labels stay few). */
const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

type Label = 'method' | 'route'

export interface AppMetrics {
  registry: Registry
  /** One answered request: its method, route pattern (never the raw path), status, duration. */
  answered(method: string, route: string, status: number, seconds: number): void
  /** A request a rate limit refused, by the limit's name (login, form, access_code, operator). */
  refused(limit: string): void
  /** The database could not be reached; counted once until it answers again. */
  databaseLost(): void
  /** The database answered: a recovery when it had been lost. */
  databaseAnswered(): void
  /** The mail worker (server/mail): a message delivered. */
  mailSent(): void
  /** A message left failed (a permanent refusal, or its last attempt). */
  mailFailed(): void
  /** An attempt that failed for now: the message is tried again later. */
  mailRetried(): void
  /** Whether a loss is outstanding (the health check and a scrape then ask the database). */
  readonly databaseDown: boolean
}

export function createMetrics({ processMetrics = true } = {}): AppMetrics {
  const registry = new Registry()
  const registers = [registry]
  if (processMetrics) collectDefaultMetrics({ register: registry })
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  })
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request reaching the app to its answer, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: latencyBuckets,
    registers,
  })
  const refusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused with 429 by a rate limit, by limit.',
    labelNames: ['limit'] as const,
    registers,
  })
  const losses = new Counter({
    name: 'database_losses_total',
    help: 'Times the database stopped answering (lost or refused connections), once per outage.',
    registers,
  })
  const recoveries = new Counter({
    name: 'database_recoveries_total',
    help: 'Times the database answered again after a loss.',
    registers,
  })
  const mailSent = new Counter({
    name: 'mail_sent_total',
    help: 'Outbox messages delivered (to the SMTP server, or the local mailbox).',
    registers,
  })
  const mailFailed = new Counter({
    name: 'mail_failed_total',
    help: 'Outbox messages left failed: refused for good, or out of attempts.',
    registers,
  })
  const mailRetried = new Counter({
    name: 'mail_retries_total',
    help: 'Delivery attempts that failed for now (a 4xx reply, no connection): tried again later.',
    registers,
  })
  // Each method, route and status once: the label lookups of prom-client are done once, and a
  // request costs two increments.
  const series = new Map<string, { count: Counter.Internal; time: Histogram.Internal<Label> }>()
  let down = false
  return {
    registry,
    answered(method, route, status, seconds) {
      const known = knownMethods.has(method) ? method : 'other'
      const key = `${known} ${status} ${route}`
      let found = series.get(key)
      if (!found) {
        found = {
          count: requests.labels(known, route, String(status)),
          time: latency.labels(known, route),
        }
        series.set(key, found)
      }
      found.count.inc()
      found.time.observe(seconds)
    },
    refused: (limit) => refusals.inc({ limit }),
    mailSent: () => mailSent.inc(),
    mailFailed: () => mailFailed.inc(),
    mailRetried: () => mailRetried.inc(),
    databaseLost() {
      if (down) return
      down = true
      losses.inc()
    },
    databaseAnswered() {
      if (!down) return
      down = false
      recoveries.inc()
    },
    get databaseDown() {
      return down
    },
  }
}
