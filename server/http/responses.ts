// Error answers, always the contract's apiError shape `{ error, fields? }`.
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ApiError } from '../../src/api/schemas.ts'
import type { AppEnv } from './env.ts'

export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  fields?: ApiError['fields'],
) {
  const body: ApiError = fields ? { error, fields } : { error }
  return c.json(body, status)
}

/** What a rate limit of server/rateLimit answers: 429 with Retry-After, counted by the name of
 *  the limit that refused (the metrics' rate_limit_refusals_total). */
export function tooManyRequests(c: Context<AppEnv>, retryAfterSeconds: number, limit: string) {
  c.var.metrics.refused(limit)
  c.header('Retry-After', String(retryAfterSeconds))
  return errorResponse(
    c,
    429,
    `Too many attempts. Please try again in ${retryAfterSeconds} seconds.`,
  )
}
