import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { HTTPException } from 'hono/http-exception'
import type pg from 'pg'
import { defaultBases, endpoints } from '../src/api/endpoints.ts'
import { agentRoutes } from './agents/routes.ts'
import { consoleRoutes } from './agents/consoleRoute.ts'
import { defaultSessionIdleMs } from './agents/auth.ts'
import { accessCodeRoutes } from './api/accessCodes.ts'
import { campaignFinder, campaignRoutes } from './api/campaigns.ts'
import { endpointPath, type ApiContext, type EndpointName } from './api/context.ts'
import { formRoutes } from './api/forms.ts'
import { healthPath, healthRoutes, livePath, metricsPath, readyPath } from './api/health.ts'
import { operatorRoutes } from './api/operator.ts'
import { operatorCheck } from './api/operatorToken.ts'
import { sessionRoutes } from './api/session.ts'
import { unsubscribeRoutes } from './api/unsubscribe.ts'
import { welcomeRoutes } from './api/welcome.ts'
import type { TokenService } from './auth/tokens.ts'
import type { ServerConfig } from './config.ts'
import type { Db } from './db/database.ts'
import { isDatabaseUnavailable, logDatabaseUnavailable } from './db/unavailable.ts'
import { demoRoutes } from './demo/routes.ts'
import { bodyLimit } from './http/bodyLimit.ts'
import type { AppEnv } from './http/env.ts'
import { unexpectedError } from './http/errors.ts'
import { methodNotAllowed } from './http/methods.ts'
import { requestIds } from './http/requestId.ts'
import { requestLog } from './http/requestLog.ts'
import { errorResponse } from './http/responses.ts'
import { csrfProtection, inspectorAllowed, securityHeaders } from './http/security.ts'
import { malformedJson } from './http/validation.ts'
import { log, type Logger } from './log.ts'
import { wakeMailAfterWrites } from './mail/afterWrite.ts'
import { createMetrics, type AppMetrics } from './metrics.ts'
import { memoryCodeAttempt, postgresCodeAttempt } from './rateLimit/codeAttempts.ts'
import { createLimiter } from './rateLimit/limiter.ts'
import { staffSignInLimits } from './rateLimit/staffSignIn.ts'
import { siteRoutes } from './site.ts'
import { defaultWelcomeLinkDays } from './welcome/links.ts'
import { defaultCodeDays } from './campaigns/codes.ts'
import { progressRoutes } from './campaigns/progress.ts'

export interface AppOptions {
  /** The client build to serve (dist/client). */
  clientDir: string
  db: Db
  /** Resolves when the database answers (the health check). */
  pingDatabase: () => Promise<void>
  tokens: TokenService
  operatorToken: string
  trustProxy: boolean
  rateLimits: ServerConfig['rateLimits']
  /** The PostgreSQL pool where the rate limits count when there is one (else in memory). */
  limitsPool?: pg.Pool
  /** Where the request lines go: the process's logger (server/log.ts) unless given (tests
   *  pass `createLogger({ destination })` to read them). */
  logger?: Logger
  /** The app's metrics: a new registry unless given. */
  metrics?: AppMetrics
  /** Whether the Content-Security-Policy lets pages reach a local inspector over WebSocket:
   *  INSPECTOR=true, or any NODE_ENV but production, unless given (security.ts). */
  inspector?: boolean
  /** How long a Talent Agent's session lasts unused (default: agents/auth.ts). */
  agentSessionIdleMs?: number
  /** The origin welcome links are built on (PUBLIC_URL, or the address the server listens
   *  at); read when an approval makes a link. Default: http://127.0.0.1 (tests of the app). */
  publicOrigin?: () => string
  /** How long a welcome link works (default: welcome/links.ts). */
  welcomeLinkMs?: number
  /** How long a candidate's access code works (default: campaigns/codes.ts, 14 days). */
  candidateCodeMs?: number
  /** Tells the mail worker to look for due mail now (server.ts: its `poke`). */
  wakeMail?: () => void
  /** The data directory, whose local mailbox an erasure cleans (none in tests of the app). */
  dataDir?: string
}

/** Paths that belong to the API: they answer JSON, 404 included, never the site's pages. */
const apiPrefixes = [`${defaultBases.api}/`, `${defaultBases.campaign}/api/`]
export const isApiPath = (path: string) => apiPrefixes.some((prefix) => path.startsWith(prefix))

/** Every API call the site and the console make, the probes and the metrics: what 405
 *  answers list. */
const apiRoutes = [
  ...Object.entries(endpoints).map(([name, endpoint]) => ({
    method: endpoint.method,
    path: endpointPath(name as EndpointName),
  })),
  ...[livePath, readyPath, healthPath].map((path) => ({ method: 'GET', path })),
  { method: 'GET', path: metricsPath },
  ...consoleRoutes,
]

/** Far more than any form or sign-in needs. */
const maxBodyBytes = 64 * 1024

/** What a 503 for an unreachable database suggests waiting, in seconds. */
const unavailableRetrySeconds = 5

/** The one HTTP app: the API (a sub-app per area, server/api), the demo pages and the built
 *  site, behind the middleware every request passes (server/http). */
export function createApp(options: AppOptions) {
  const logger = options.logger ?? log
  const metrics = options.metrics ?? createMetrics()
  // The mail gauges read this app's outbox at each scrape.
  metrics.observeOutbox(options.db)
  const limiter = (name: string, rule: keyof AppOptions['rateLimits']) =>
    createLimiter(name, options.rateLimits[rule], options.limitsPool)
  const api: ApiContext = {
    db: options.db,
    tokens: options.tokens,
    trustProxy: options.trustProxy,
    // Wrong operator tokens are limited like wrong passwords, in a count of their own.
    limiters: {
      login: limiter('login', 'login'),
      form: limiter('form', 'form'),
      operator: limiter('operator', 'login'),
      // Unusable welcome links are limited as wrong passwords are, in a count of their own.
      welcome: limiter('welcome', 'login'),
      // Unusable unsubscribe links likewise, in a count of their own.
      unsubscribe: limiter('unsubscribe', 'login'),
      // Candidates' progress reports: five steps each, well within a form's allowance.
      progress: limiter('candidate_progress', 'form'),
    },
    welcome: {
      publicOrigin: options.publicOrigin ?? (() => 'http://127.0.0.1'),
      lifetimeMs: options.welcomeLinkMs ?? defaultWelcomeLinkDays * 24 * 60 * 60 * 1000,
    },
    invitations: {
      publicOrigin: options.publicOrigin ?? (() => 'http://127.0.0.1'),
      codeLifetimeMs: options.candidateCodeMs ?? defaultCodeDays * 24 * 60 * 60 * 1000,
    },
    codeAttempt: (lookUp) =>
      options.limitsPool
        ? postgresCodeAttempt(options.limitsPool, 'access_code', options.rateLimits.accessCode)
        : memoryCodeAttempt(limiter('access_code', 'accessCode'), lookUp),
  }

  const app = new Hono<AppEnv>()
  // A fresh id per request (or the proxy's X-Request-Id), sent back and in the request's line.
  app.use(requestIds())
  // The request's log line and metrics, once it is answered (whatever answered it).
  app.use(requestLog({ logger, metrics, trustProxy: options.trustProxy }))
  // API answers and the pages written per request (an interview link's); assets and built
  // pages arrive already compressed (site.ts) and are left alone. A client that accepts no
  // encoding gets the answer as it is, without the middleware's work.
  const compressAnswer = compress()
  app.use((c, next) => (c.req.header('Accept-Encoding') ? compressAnswer(c, next) : next()))
  app.use(
    securityHeaders({
      trustProxy: options.trustProxy,
      inspector: options.inspector ?? inspectorAllowed(process.env),
    }),
  )
  // Before the CSRF check: a wrong method is wrong whatever the token.
  app.use(methodNotAllowed(apiRoutes))
  app.use(
    csrfProtection({
      isApiPath,
      trustProxy: options.trustProxy,
      // A mail client's one-click unsubscribe (RFC 8058) has no CSRF cookie: the link's token
      // is its credential, and a forged POST could only unsubscribe whoever's token it holds.
      exemptPath: endpointPath('unsubscribe'),
    }),
  )
  if (options.wakeMail) app.use(wakeMailAfterWrites(options.wakeMail))
  for (const prefix of apiPrefixes) {
    app.use(
      `${prefix}*`,
      bodyLimit({
        maxSize: maxBodyBytes,
        onError: (c) => errorResponse(c, 413, 'The request body is too large.'),
      }),
    )
  }

  const findCampaign = campaignFinder(options.db)
  app.route('/', sessionRoutes(api))
  app.route('/', accessCodeRoutes(api))
  app.route('/', formRoutes(api))
  app.route('/', welcomeRoutes(api))
  app.route('/', unsubscribeRoutes(api))
  app.route('/', progressRoutes(api))
  app.route(
    '/',
    agentRoutes(api, {
      // Counts of their own, from the site's sign-in limit.
      signInLimits: staffSignInLimits(options.rateLimits.login, options.limitsPool),
      sessionIdleMs: options.agentSessionIdleMs ?? defaultSessionIdleMs,
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    }),
  )
  app.route('/', campaignRoutes(findCampaign))
  const operator = operatorCheck(api, options.operatorToken)
  app.route('/', operatorRoutes(api, operator))
  app.route(
    '/',
    healthRoutes({ pingDatabase: options.pingDatabase, metrics, operatorCheck: operator }),
  )
  app.all('*', async (c, next) =>
    isApiPath(c.req.path) ? errorResponse(c, 404, 'There is no such API call.') : next(),
  )

  app.route('/', demoRoutes())
  app.route('/', siteRoutes(options.clientDir, { findCampaign }))

  app.onError((error, c) => {
    // Hono's own errors (a body it could not read, say) carry their status: keep it.
    if (error instanceof HTTPException && error.status < 500) {
      const message = error.message === malformedJson.hono ? malformedJson.answer : error.message
      return errorResponse(c, error.status, message || 'The request is not valid.')
    }
    // PostgreSQL stopped, restarting or failing over: the pool reconnects once it is back.
    if (isDatabaseUnavailable(error)) {
      logDatabaseUnavailable(error, Date.now(), c.var.logger)
      metrics.databaseLost()
      c.header('Retry-After', String(unavailableRetrySeconds))
      return errorResponse(c, 503, 'The service is unavailable for a moment. Please try again.')
    }
    return unexpectedError(error, c)
  })
  return app
}
