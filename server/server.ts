// Starts the server: opens the database (applying migrations), adds the demo data when asked
// for, and listens. Used by main.ts, the tests and the benchmark.
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createApp } from './app.ts'
import { drainable, type Drain } from './drain.ts'
import { jwtSecretFile, operatorTokenFile, persistentSecret } from './auth/secrets.ts'
import { createTokenService } from './auth/tokens.ts'
import type { ServerConfig } from './config.ts'
import { openDatabase, type Database } from './db/database.ts'
import { addDemoData, refreshDemoLinks } from './demo/seed.ts'
import { unavailableOnceLost } from './http/unavailable.ts'
import { log } from './log.ts'
import { startMailWorker, type MailWorker } from './mail/worker.ts'
import { startDigestWorker, type DigestWorker } from './agents/digestWorker.ts'
import { mailboxTransport, smtpTransport } from './mail/transport.ts'
import { createMetrics } from './metrics.ts'
import { StartError } from './startError.ts'

export interface RunningServer {
  /** The address it listens on, e.g. http://127.0.0.1:8787 */
  url: string
  /** The origin people reach it at (PUBLIC_URL, or `url`). */
  publicUrl: string
  database: Database
  demoDataAdded: boolean
  /** Sends the outbox's mail (server/mail); stopped after the drain, before the database. */
  mail: MailWorker
  /** Where mail goes: the SMTP server, or the local mailbox. */
  mailTo: string
  /** Whether a stop has begun (the readiness checks answer 503 from then on). */
  draining(): boolean
  /**
   * Stops: turns unready, serves on for config.drainGraceMs, then drains the requests in
   * flight (drain.ts; the whole drain at most config.drainTimeoutMs), then
   * closes the database. Every call returns the first call's promise: the database is closed
   * once, however many signals arrive. `graceMs` overrides the grace (0 for a person's Ctrl-C:
   * no balancer needs time to notice).
   */
  stop(options?: { graceMs?: number }): Promise<StopResult>
  /** `stop()`, without its figures. */
  close(): Promise<void>
}

export interface StopResult {
  /** Milliseconds the drain took. */
  drainMs: number
  /** Connections cut at the drain limit. */
  cut: number
  /** Connections reset in the accept queue when the listening socket closed (-1: unknown). */
  reset: number
}

export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const database = await openDatabase(config)
  let server: Server | undefined
  let drain: Drain | undefined
  let mail: MailWorker | undefined
  let digests: DigestWorker | undefined
  let closing: Promise<StopResult> | undefined
  const stopOnce = async (graceMs: number): Promise<StopResult> => {
    const drained =
      server && drain
        ? await drain.start(server, {
            graceMs,
            limitMs: config.drainTimeoutMs,
          })
        : undefined
    await digests?.stop()
    await mail?.stop()
    await database.close()
    return { drainMs: drained?.ms ?? 0, cut: drained?.cut ?? 0, reset: drained?.reset ?? 0 }
  }
  const stop = (options: { graceMs?: number } = {}) =>
    (closing ??= stopOnce(options.graceMs ?? config.drainGraceMs))
  const close = () => stop().then(() => undefined)
  /** Known once listening (a free port is chosen then); requests wait until then. */
  let publicOrigin = config.publicUrl ?? ''
  try {
    const metrics = createMetrics()
    const app = createApp({
      metrics,
      clientDir: config.clientDir,
      db: database.db,
      pingDatabase: database.ping,
      tokens: createTokenService(persistentSecret(config.dataDir, jwtSecretFile, config.jwtSecret)),
      operatorToken: persistentSecret(config.dataDir, operatorTokenFile, config.operatorToken),
      trustProxy: config.trustProxy,
      rateLimits: config.rateLimits,
      limitsPool: database.limitsPool,
      agentSessionIdleMs: config.agentSessionIdleMs,
      publicOrigin: () => publicOrigin,
      welcomeLinkMs: config.welcomeLinkDays * 24 * 60 * 60 * 1000,
      dataDir: config.dataDir,
      // The worker starts just below and looks at once: mail of a write answered before is sent.
      wakeMail: () => mail?.poke(),
    })
    // Requests wait until the demo data is in, which needs the port when it is chosen freely;
    // from then on they go straight to the app, without a wait of their own.
    let becomeReady = () => {}
    const ready = new Promise<void>((resolve) => (becomeReady = resolve))
    drain = drainable(
      unavailableOnceLost(database.fatal, (request, env) => app.fetch(request, env)),
    )
    const answer = drain.fetch
    let handle: typeof answer = async (request, env) => {
      await ready
      return answer(request, env)
    }
    server = await listen((request, env) => handle(request, env), config)
    const { port } = server.address() as AddressInfo
    const shownHost = ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host
    const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`
    const publicUrl = config.publicUrl ?? url
    publicOrigin = publicUrl
    const demoDataAdded = config.demoData && (await addDemoData(database.db, publicUrl))
    await refreshDemoLinks(database.db, publicUrl)
    handle = answer
    becomeReady()
    const transport = config.mail.smtpUrl
      ? smtpTransport(config.mail.smtpUrl, config.mail.from)
      : mailboxTransport(config.dataDir, config.mail.from)
    mail = startMailWorker({
      db: database.db,
      transport,
      logger: log,
      metrics,
      stopTimeoutMs: config.drainTimeoutMs,
    })
    digests = startDigestWorker({
      db: database.db,
      logger: log,
      periodMs: config.agentDigestMinutes * 60_000,
      origin: () => publicOrigin,
      wakeMail: () => mail?.poke(),
    })
    return {
      url,
      publicUrl,
      database,
      demoDataAdded,
      mail,
      mailTo: transport.describe,
      draining: drain.draining,
      stop,
      close,
    }
  } catch (error) {
    await close()
    throw error
  }
}

/** How often node:http looks for clients past the header and request limits (its default,
 *  30 s, would let a slow client hold a connection for up to 30 s past them). */
const timeoutCheckMs = 1000

function listen(fetch: Parameters<typeof serve>[0]['fetch'], config: ServerConfig) {
  return new Promise<Server>((resolve, reject) => {
    // Without other options, @hono/node-server serves with node:http.
    const server = serve(
      {
        fetch,
        port: config.port,
        hostname: config.host,
        serverOptions: {
          // Slow clients (headers or a body a byte at a time) are dropped with a 408.
          headersTimeout: config.headersTimeoutMs,
          requestTimeout: config.requestTimeoutMs,
          connectionsCheckingInterval: timeoutCheckMs,
        },
      },
      () => resolve(server as Server),
    )
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new StartError(
              `Port ${config.port} of ${config.host} is in use: stop what uses it, or set PORT.`,
            )
          : error,
      ),
    )
  })
}
