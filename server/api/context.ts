// What every area of the API is given, and where its calls are: the method and path of each call
// come from the shared endpoint table (src/api/endpoints.ts), so server and site cannot drift.
import type { Context, MiddlewareHandler } from 'hono'
import { defaultBases, endpoints } from '../../src/api/endpoints.ts'
import { invalidCharacters } from '../../src/api/schemas.ts'
import type { TokenService } from '../auth/tokens.ts'
import type { Db } from '../db/database.ts'
import { clientIp } from '../http/clientIp.ts'
import type { AppEnv } from '../http/env.ts'
import { errorResponse } from '../http/responses.ts'
import { malformedUrlParts } from '../http/urlText.ts'
import type { CodeAttempt } from '../rateLimit/codeAttempts.ts'
import type { Limiter } from '../rateLimit/limiter.ts'
import type { InvitationOptions } from '../campaigns/invitations.ts'
import type { WelcomeOptions } from '../welcome/links.ts'

export interface ApiContext {
  db: Db
  tokens: TokenService
  trustProxy: boolean
  /** Failed sign-ins, each form's requests, wrong operator tokens, unusable welcome and
   *  unsubscribe links. */
  limiters: Record<'login' | 'form' | 'operator' | 'welcome' | 'unsubscribe' | 'progress', Limiter>
  /** Where welcome links point and how long they work (server/welcome/links.ts). */
  welcome: WelcomeOptions
  /** Where invitations' links point and how long their codes work (server/campaigns). */
  invitations: InvitationOptions
  /** Counts an access-code attempt against the caller and looks the code up. */
  codeAttempt: (lookUp: (code: string) => Promise<number | undefined>) => CodeAttempt
}

export type EndpointName = keyof typeof endpoints

export const endpointPath = (name: EndpointName) =>
  defaultBases[endpoints[name].base] + endpoints[name].path

/** The method and path of a call, for `app.on(...call(name), ...)`. */
export const call = <Name extends EndpointName>(name: Name) =>
  [endpoints[name].method, endpointPath(name)] as const

/** Answers that carry a token: no cache (a browser's or a proxy's) may keep them. */
const tokenAnswers: ReadonlySet<EndpointName> = new Set([
  'login',
  'refresh',
  'logout',
  'accessToken',
  'welcomeCheck',
  'welcomeAccept',
  'unsubscribePage',
  'unsubscribe',
])

/** A 400 naming each part of the URL whose text is not well formed (urlText.ts), else on.
 *  Not an async function: a request it lets through adds no promise of its own. */
export function wellFormedUrl(template: string): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const malformed = malformedUrlParts(c.req.url, template)
    if (!malformed.length) return next()
    const fields = Object.fromEntries(malformed.map((part) => [part, [invalidCharacters]]))
    return Promise.resolve(errorResponse(c, 400, 'Some fields are not valid.', fields))
  }
}

/** What runs first on every call of the shared table: its answer kept out of caches when it
 *  carries a token, and its URL's text checked. */
export function callChecks(name: EndpointName): MiddlewareHandler<AppEnv> {
  const checkUrl = wellFormedUrl(endpointPath(name))
  if (!tokenAnswers.has(name)) return checkUrl
  return (c, next) => {
    c.header('Cache-Control', 'no-store')
    return checkUrl(c, next)
  }
}

export const ipOf = (c: Context<AppEnv>, api: ApiContext) => clientIp(c, api.trustProxy)
