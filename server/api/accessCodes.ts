// Access codes of invited candidates: a check, and a short-lived candidate token for a valid
// code. Failed attempts are limited per IP, since codes could otherwise be guessed.
import { sql } from 'drizzle-orm'
import type { Context } from 'hono'
import type { Hono } from 'hono'
import * as schemas from '../../src/api/schemas.ts'
import { accessCodes } from '../db/schema.ts'
import { tooManyRequests } from '../http/rateLimit.ts'
import { errorResponse, validBody, validate } from '../http/responses.ts'
import { builtOnce } from '../db/prepared.ts'
import { answer, ipOf, type ApiContext } from './context.ts'

export function accessCodeRoutes(app: Hono, api: ApiContext) {
  const codeId = builtOnce(() =>
    api.db
      .select({ id: accessCodes.id })
      .from(accessCodes)
      .where(sql`lower(${accessCodes.code}) = lower(${sql.placeholder('code')})`)
      .prepare('access_code_id'),
  )

  const attempt = api.codeAttempt(async (code) => (await codeId().execute({ code }))[0]?.id)

  /** The id of `code` (matched without regard to case or surrounding spaces), counting a
   *  miss against the caller (codeAttempts.ts); or the 429 answer once the caller has missed
   *  too often. */
  async function lookUp(c: Context, code: string): Promise<number | undefined | Response> {
    const result = await attempt(ipOf(c, api), code.trim())
    return 'wait' in result ? tooManyRequests(c, result.wait) : result.id
  }

  answer(app, 'validateCode', async (c) => {
    const query = validate(c, schemas.codeValidationQuery, c.req.query())
    if (query instanceof Response) return query
    const id = await lookUp(c, query.code)
    if (id instanceof Response) return id
    return c.json({ isValid: id !== undefined })
  })

  answer(app, 'accessToken', async (c) => {
    const body = await validBody(c, schemas.accessTokenRequest)
    if (body instanceof Response) return body
    const id = await lookUp(c, body.code)
    if (id instanceof Response) return id
    if (id === undefined) return errorResponse(c, 401, 'This access code is not valid.')
    return c.json({ token: await api.tokens.signCandidate(id) })
  })
}
