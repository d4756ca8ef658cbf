// Access codes of invited candidates: a check, and a short-lived candidate token for a valid
// code. Failed attempts are limited per IP, since codes could otherwise be guessed. A code is
// looked up by its hash (campaigns/codes.ts) among the usable ones: one answer for a code that
// is unknown, cut short, expired, revoked or replaced by a new invitation.
import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { endpoints } from '../../src/api/endpoints.ts'
import { builtOnce } from '../db/prepared.ts'
import { codeHash } from '../campaigns/codes.ts'
import { accessCodes } from '../db/schema.ts'
import { usableCode } from '../campaigns/usableCode.ts'
import type { AppEnv } from '../http/env.ts'
import { errorResponse, tooManyRequests } from '../http/responses.ts'
import { jsonBody, validQuery } from '../http/validation.ts'
import { call, callChecks, ipOf, type ApiContext } from './context.ts'

export function accessCodeRoutes(api: ApiContext) {
  const codeId = builtOnce(() =>
    api.db
      .select({ id: accessCodes.id })
      .from(accessCodes)
      .where(usableCode(sql.placeholder('hash')))
      .prepare('access_code_id'),
  )

  /** The id of a usable code by its hash, counting a miss against the caller
   *  (rateLimit/codeAttempts.ts), or the seconds to wait once the caller has missed too often. */
  const attempt = api.codeAttempt(async (hash) => (await codeId().execute({ hash }))[0]?.id)

  const app = new Hono<AppEnv>()
  app.on(
    ...call('validateCode'),
    callChecks('validateCode'),
    validQuery(endpoints.validateCode.query),
    async (c) => {
      const result = await attempt(ipOf(c, api), codeHash(c.req.valid('query').code))
      if ('wait' in result) return tooManyRequests(c, result.wait, 'access_code')
      return c.json({ isValid: result.id !== undefined })
    },
  )

  app.on(
    ...call('accessToken'),
    callChecks('accessToken'),
    jsonBody(endpoints.accessToken.body),
    async (c) => {
      const result = await attempt(ipOf(c, api), codeHash(c.req.valid('json').code))
      if ('wait' in result) return tooManyRequests(c, result.wait, 'access_code')
      if (result.id === undefined) return errorResponse(c, 401, 'This access code is not valid.')
      return c.json({ token: await api.tokens.signCandidate(result.id) })
    },
  )
  return app
}
