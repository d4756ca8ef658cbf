// The member checks: middleware that reads the access token of `Authorization`, answers 401
// when it does not name a member, and else sets `member` (AppEnv) for the handler.
import type { MiddlewareHandler } from 'hono'
import { isSessionActive } from '../auth/sessions.ts'
import { bearerToken } from '../auth/tokens.ts'
import type { AppEnv } from '../http/env.ts'
import { errorResponse } from '../http/responses.ts'
import type { ApiContext } from './context.ts'

/** The member and session of an access token the server signed, expired or not: enough to
 *  name a session that a refresh token must then belong to. */
export function signedMember(api: ApiContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'))
    const claims = token && (await api.tokens.verifyAccess(token, { allowExpired: true }))
    if (!claims) return errorResponse(c, 401, 'A valid access token is required.')
    c.set('member', claims)
    await next()
  }
}

/** The signed-in member of an unexpired access token whose session is still open. */
export function activeMember(api: ApiContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'))
    const claims = token && (await api.tokens.verifyAccess(token))
    if (!claims || !(await isSessionActive(api.db, claims.sessionId, claims.memberId))) {
      return errorResponse(c, 401, 'Please sign in again.')
    }
    c.set('member', claims)
    await next()
  }
}
