// The operator check: middleware that lets a request through only with the operator token as
// its Bearer token. Wrong tokens are limited per IP like wrong passwords (the limiter's point is
// taken before the comparison and given back for the right token), and the comparison takes
// the same time whatever the token given: both are hashed to 32 bytes first, so neither their
// contents nor their lengths show in the time.
import { createHash, timingSafeEqual } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { bearerToken } from '../auth/tokens.ts'
import type { AppEnv } from '../http/env.ts'
import { errorResponse, tooManyRequests } from '../http/responses.ts'
import { ipOf, type ApiContext } from './context.ts'

const digest = (text: string) => createHash('sha256').update(text).digest()

/** Whether `given` is `expected`, in a time that does not depend on either. */
export function sameSecret(given: string, expected: Buffer): boolean {
  return timingSafeEqual(digest(given), expected)
}

export function operatorCheck(api: ApiContext, operatorToken: string): MiddlewareHandler<AppEnv> {
  const expected = digest(operatorToken)
  return async (c, next) => {
    const ip = ipOf(c, api)
    const wait = await api.limiters.operator.take(ip)
    if (wait) return tooManyRequests(c, wait, 'operator')
    if (!sameSecret(bearerToken(c.req.header('Authorization')) ?? '', expected)) {
      return errorResponse(c, 401, 'The operator token is missing or wrong.')
    }
    await api.limiters.operator.giveBack(ip)
    await next()
  }
}
