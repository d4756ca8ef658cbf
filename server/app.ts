import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { HTTPException } from 'hono/http-exception'
import { defaultBases, endpoints } from '../src/api/endpoints.ts'
import { accessCodeRoutes } from './api/accessCodes.ts'
import { campaignFinder, campaignRoutes } from './api/campaigns.ts'
import { endpointPath, type ApiContext, type EndpointName } from './api/context.ts'
import { formRoutes } from './api/forms.ts'
import { operatorRoutes } from './api/operator.ts'
import { sessionRoutes } from './api/session.ts'
import type { TokenService } from './auth/tokens.ts'
import type { ServerConfig } from './config.ts'
import type { Db } from './db/database.ts'
import { isDatabaseUnavailable, logDatabaseUnavailable } from './db/unavailable.ts'
import { demoRoutes } from './demo/routes.ts'
import { bodyLimit } from './http/bodyLimit.ts'
import { memoryCodeAttempt, postgresCodeAttempt } from './http/codeAttempts.ts'
import { createLimiter } from './http/rateLimit.ts'
import type pg from 'pg'
import { unexpectedError } from './http/errors.ts'
import { methodNotAllowed } from './http/methods.ts'
import { errorResponse } from './http/responses.ts'
import { requestIds } from './http/requestId.ts'
import { within } from './http/timeLimit.ts'
import { csrfProtection, securityHeaders } from './http/security.ts'
import { siteRoutes } from './site.ts'

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
}

/** Paths that belong to the API: they answer JSON, 404 included, never the site's pages. */
const apiPrefixes = [`${defaultBases.api}/`, `${defaultBases.campaign}/api/`]
export const isApiPath = (path: string) => apiPrefixes.some((prefix) => path.startsWith(prefix))

const healthPath = `${defaultBases.api}/health`

/** Every API call the site makes, and the health check: what 405 answers list. */
const apiRoutes = [
  ...Object.entries(endpoints).map(([name, endpoint]) => ({
    method: endpoint.method,
    path: endpointPath(name as EndpointName),
  })),
  { method: 'GET', path: healthPath },
]

/** Far more than any form or sign-in needs. */
const maxBodyBytes = 64 * 1024

/** What a 503 for an unreachable database suggests waiting, in seconds. */
const unavailableRetrySeconds = 5

/** How long the health check waits for the database before it reports it unreachable. */
const healthTimeoutMs = 2000

/** The one HTTP app: the API, the demo pages and the built site. */
export function createApp(options: AppOptions) {
  const api: ApiContext = {
    db: options.db,
    tokens: options.tokens,
    trustProxy: options.trustProxy,
    limiters: {
      login: createLimiter('login', options.rateLimits.login, options.limitsPool),
      form: createLimiter('form', options.rateLimits.form, options.limitsPool),
    },
    codeAttempt: (lookUp) =>
      options.limitsPool
        ? postgresCodeAttempt(options.limitsPool, 'access_code', options.rateLimits.accessCode)
        : memoryCodeAttempt(createLimiter('access_code', options.rateLimits.accessCode), lookUp),
  }

  const app = new Hono()
  // A fresh id per request (or the proxy's X-Request-Id), sent back and logged with failures.
  app.use(requestIds())
  // Pages and API answers; assets arrive already compressed (site.ts) and are left alone. A
  // client that accepts no encoding gets the answer as it is, without the middleware's work.
  const compressAnswer = compress()
  app.use((c, next) => (c.req.header('Accept-Encoding') ? compressAnswer(c, next) : next()))
  app.use(securityHeaders({ trustProxy: options.trustProxy }))
  // Before the CSRF check: a wrong method is wrong whatever the token.
  app.use(methodNotAllowed(apiRoutes))
  app.use(csrfProtection({ isApiPath, trustProxy: options.trustProxy }))
  for (const prefix of apiPrefixes) {
    app.use(
      `${prefix}*`,
      bodyLimit({
        maxSize: maxBodyBytes,
        onError: (c) => errorResponse(c, 413, 'The request body is too large.'),
      }),
    )
  }

  sessionRoutes(app, api)
  accessCodeRoutes(app, api)
  formRoutes(app, api)
  const findCampaign = campaignFinder(options.db)
  campaignRoutes(app, findCampaign)
  operatorRoutes(app, api, options.operatorToken)
  app.get(healthPath, async (c) =>
    (await within(options.pingDatabase(), healthTimeoutMs).then(
      () => true,
      () => false,
    ))
      ? c.json({ status: 'ok' })
      : c.json({ status: 'unavailable', error: 'The database does not answer.' }, 503),
  )
  app.all('*', async (c, next) =>
    isApiPath(c.req.path) ? errorResponse(c, 404, 'There is no such API call.') : next(),
  )

  app.route('/', demoRoutes())
  app.route('/', siteRoutes(options.clientDir, { findCampaign }))

  app.onError((error, c) => {
    // Hono's own errors (a body it could not read, say) carry their status: keep it.
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(c, error.status, error.message || 'The request is not valid.')
    }
    // PostgreSQL stopped, restarting or failing over: the pool reconnects once it is back.
    if (isDatabaseUnavailable(error)) {
      logDatabaseUnavailable(error)
      c.header('Retry-After', String(unavailableRetrySeconds))
      return errorResponse(c, 503, 'The service is unavailable for a moment. Please try again.')
    }
    return unexpectedError(error, c)
  })
  return app
}
