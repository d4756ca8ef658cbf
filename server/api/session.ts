// Sign-in, token refresh, log-out and onboarding completion.
import { sql } from 'drizzle-orm'
import type { Context, Hono } from 'hono'
import * as schemas from '../../src/api/schemas.ts'
import { checkPassword } from '../auth/passwords.ts'
import { endSession, isSessionActive, rotateRefreshToken, startSession } from '../auth/sessions.ts'
import { bearerToken } from '../auth/tokens.ts'
import { members } from '../db/schema.ts'
import { tooManyRequests } from '../http/rateLimit.ts'
import { errorResponse, validBody } from '../http/responses.ts'
import { answer, ipOf, type ApiContext } from './context.ts'

/** The same answer whether the user name or the password is wrong. */
const badCredentials = 'The user name or password is not correct.'

export function sessionRoutes(app: Hono, api: ApiContext) {
  answer(app, 'login', async (c) => {
    const body = await validBody(c, schemas.loginRequest)
    if (body instanceof Response) return body
    // Counted before the hashing, so parallel guesses cannot all pass; only failures keep it.
    const ip = ipOf(c, api)
    const wait = await api.limiters.login.take(ip)
    if (wait) return tooManyRequests(c, wait)

    const [member] = await api.db
      .select()
      .from(members)
      .where(sql`lower(${members.username}) = lower(${body.username})`)
    if (!(await checkPassword(member?.passwordHash, body.pwd)) || !member) {
      return errorResponse(c, 401, badCredentials)
    }
    await api.limiters.login.giveBack(ip)
    const { sessionId, refreshToken } = await startSession(api.db, member.id)
    return c.json({
      id: member.id,
      token: await api.tokens.signAccess({ memberId: member.id, sessionId }),
      user_login: {
        first_name: member.firstName,
        last_name: member.lastName,
        refresh_token: refreshToken,
      },
    } satisfies schemas.LoginResponse)
  })

  answer(app, 'refresh', async (c) => {
    const claims = await signedMember(c, api)
    if (claims instanceof Response) return claims
    const body = await validBody(c, schemas.refreshRequest)
    if (body instanceof Response) return body

    const rotation = await rotateRefreshToken(api.db, claims.sessionId, body.refreshToken)
    if ('refused' in rotation) {
      return errorResponse(c, 401, 'This session has ended: please sign in again.')
    }
    return c.json({
      refreshToken: rotation.refreshToken,
      token: await api.tokens.signAccess(claims),
    } satisfies schemas.RefreshResponse)
  })

  // The access token may have expired (a tab left open): its signature still names the session.
  answer(app, 'logout', async (c) => {
    const claims = await signedMember(c, api)
    if (claims instanceof Response) return claims
    const body = await validBody(c, schemas.logoutRequest)
    if (body instanceof Response) return body

    if ((await endSession(api.db, claims, body.refreshToken)) === 'refused') {
      return errorResponse(c, 401, 'This refresh token is not one of this session.')
    }
    return c.json({ loggedOut: true } satisfies schemas.LogoutResponse)
  })

  answer(app, 'completeBoarding', async (c) => {
    const claims = await activeMember(c, api)
    if (claims instanceof Response) return claims
    const body = await validBody(c, schemas.completeBoardingRequest)
    if (body instanceof Response) return body

    const [member] = await api.db
      .update(members)
      // The first acceptance is the one on record.
      .set({ ndaAcceptedAt: sql`coalesce(${members.ndaAcceptedAt}, now())` })
      .where(
        sql`${members.id} = ${claims.memberId} and lower(${members.username}) = lower(${body.username})`,
      )
      .returning({ ndaAcceptedAt: members.ndaAcceptedAt })
    if (!member?.ndaAcceptedAt) {
      return errorResponse(c, 403, 'You can only complete your own onboarding.')
    }
    return c.json({ boarding: { ndaAcceptedAt: member.ndaAcceptedAt.toISOString() } })
  })
}

/** The member and session of an access token the server signed, expired or not: enough to
 *  name a session that a refresh token must then belong to. */
async function signedMember(c: Context, api: ApiContext) {
  const token = bearerToken(c.req.header('Authorization'))
  const claims = token && (await api.tokens.verifyAccess(token, { allowExpired: true }))
  return claims || errorResponse(c, 401, 'A valid access token is required.')
}

/** The signed-in member of an unexpired access token whose session is still open. */
async function activeMember(c: Context, api: ApiContext) {
  const token = bearerToken(c.req.header('Authorization'))
  const claims = token && (await api.tokens.verifyAccess(token))
  if (!claims || !(await isSessionActive(api.db, claims.sessionId, claims.memberId))) {
    return errorResponse(c, 401, 'Please sign in again.')
  }
  return claims
}
