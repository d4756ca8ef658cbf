// What every group of API routes is given, and how a route is registered: the method and path
// come from the shared endpoint table (src/api/endpoints.ts), so server and site cannot drift.
import type { Context, Hono } from 'hono'
import { defaultBases, endpoints } from '../../src/api/endpoints.ts'
import type { TokenService } from '../auth/tokens.ts'
import type { Db } from '../db/database.ts'
import { invalidCharacters } from '../../src/api/schemas.ts'
import type { CodeAttempt } from '../http/codeAttempts.ts'
import { clientIp, type Limiter } from '../http/rateLimit.ts'
import { errorResponse } from '../http/responses.ts'
import { malformedUrlParts } from '../http/urlText.ts'

export interface ApiContext {
  db: Db
  tokens: TokenService
  trustProxy: boolean
  limiters: Record<'login' | 'form', Limiter>
  /** Counts an access-code attempt against the caller and looks the code up. */
  codeAttempt: (lookUp: (code: string) => Promise<number | undefined>) => CodeAttempt
}

export type EndpointName = keyof typeof endpoints

export const endpointPath = (name: EndpointName) =>
  defaultBases[endpoints[name].base] + endpoints[name].path

/** Answers that carry a token: no cache (a browser's or a proxy's) may keep them. */
const tokenAnswers: ReadonlySet<EndpointName> = new Set([
  'login',
  'refresh',
  'logout',
  'accessToken',
])

export function answer(
  app: Hono,
  name: EndpointName,
  handler: (c: Context) => Promise<Response>,
): void {
  const path = endpointPath(name)
  app.on(endpoints[name].method, path, (c) => {
    if (tokenAnswers.has(name)) c.header('Cache-Control', 'no-store')
    const malformed = malformedUrlParts(c.req.url, path)
    if (malformed.length) {
      const fields = Object.fromEntries(malformed.map((part) => [part, [invalidCharacters]]))
      return errorResponse(c, 400, 'Some fields are not valid.', fields)
    }
    return handler(c)
  })
}

export const ipOf = (c: Context, api: ApiContext) => clientIp(c, api.trustProxy)
