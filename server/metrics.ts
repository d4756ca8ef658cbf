// The app's Prometheus metrics (prom-client), in a registry of the app's own, not prom-client's
// global one: tests start several apps in one process, and each counts its own requests.
// Served by server/api/metrics.ts; docs/server.md lists them with their meaning.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import type { Db } from './db/database.ts'
import { mailStates, readOutbox, unsentStates, type OutboxState } from './outboxState.ts'
import { within } from './http/timeLimit.ts'

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
  /** From now on each scrape reads what the outbox of `db` holds (one grouped query). */
  observeOutbox(db: Db): void
}

/** How long a scrape waits for the outbox's query: past it (or when the query fails), the
 *  mail gauges are left out of that scrape (no series by state, NaN for the oldest age, never
 *  stale values) and the scrape answers anyway. */
const outboxReadMs = 1000

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
  const outbox = outboxGauges(registers)
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
    observeOutbox: (db) => outbox.observe(db),
  }
}

/**
 * The outbox as it is now, for every instance alike (it is the database's): messages and their
 * attempts by state, and the age of the oldest message not yet sent. Read by one grouped query
 * when a scrape asks, shared by the three gauges of that scrape (prom-client collects them
 * together), at most `outboxReadMs`.
 */
function outboxGauges(registers: Registry[]) {
  let read: (() => Promise<OutboxState[]>) | undefined
  let current: Promise<OutboxState[] | undefined> | undefined
  /** The scrape's reading: the one under way, or a new one. */
  const reading = () =>
    (current ??= (read ? within(read(), outboxReadMs) : Promise.reject(new Error('no outbox')))
      .then(
        (rows) => rows,
        () => undefined,
      )
      .finally(() => (current = undefined)))

  /** A gauge by state: `value` of each state's row, 0 for a state with no message. */
  const byState = (name: string, help: string, value: (row: OutboxState) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['state'] as const,
      registers,
      async collect() {
        const rows = await reading()
        this.reset()
        if (!rows) return
        for (const state of mailStates) this.set({ state }, 0)
        for (const row of rows) this.set({ state: row.state }, value(row))
      },
    })
  byState(
    'mail_messages',
    'Outbox messages by state: pending (not yet tried), retrying (tried, waiting for the next attempt), sending, sent, failed (given up).',
    (row) => row.messages,
  )
  byState(
    'mail_message_attempts',
    'Delivery attempts made so far for the outbox messages now in each state.',
    (row) => row.attempts,
  )
  new Gauge({
    name: 'mail_oldest_unsent_age_seconds',
    help: 'Age of the oldest outbox message not yet sent (pending, retrying or sending); 0 when none.',
    registers,
    async collect() {
      const rows = await reading()
      // Reset, a gauge without labels would still say 0: NaN is Prometheus' "unknown".
      if (!rows) return this.set(Number.NaN)
      const unsent = rows.filter((row) => unsentStates.has(row.state))
      this.set(Math.max(0, ...unsent.map((row) => row.oldestSeconds)))
    },
  })
  return {
    observe(db: Db) {
      read = () => readOutbox(db)
    },
  }
}
