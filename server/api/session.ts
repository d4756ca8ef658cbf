// Sign-in, token refresh, log-out and onboarding completion.
import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { endpoints } from '../../src/api/endpoints.ts'
import type * as schemas from '../../src/api/schemas.ts'
import { checkPassword } from '../auth/passwords.ts'
import { endSession, rotateRefreshToken, startSession } from '../auth/sessions.ts'
import { members } from '../db/schema.ts'
import type { AppEnv } from '../http/env.ts'
import { errorResponse, tooManyRequests } from '../http/responses.ts'
import { jsonBody } from '../http/validation.ts'
import { talentAgentOf } from '../welcome/links.ts'
import { call, callChecks, ipOf, type ApiContext } from './context.ts'
import { activeMember, signedMember } from './members.ts'

/** The same answer whether the user name or the password is wrong. */
const badCredentials = 'The user name or password is not correct.'

export function sessionRoutes(api: ApiContext) {
  const app = new Hono<AppEnv>()

  app.on(...call('login'), callChecks('login'), jsonBody(endpoints.login.body), async (c) => {
    const body = c.req.valid('json')
    // Counted before the hashing, so parallel guesses cannot all pass; only failures keep it.
    const ip = ipOf(c, api)
    const wait = await api.limiters.login.take(ip)
    if (wait) return tooManyRequests(c, wait, 'login')

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
        talent_agent: await talentAgentOf(api.db, member.id),
      },
    } satisfies schemas.LoginResponse)
  })

  app.on(
    ...call('refresh'),
    callChecks('refresh'),
    signedMember(api),
    jsonBody(endpoints.refresh.body),
    async (c) => {
      const claims = c.var.member
      const body = c.req.valid('json')
      const rotation = await rotateRefreshToken(api.db, claims.sessionId, body.refreshToken)
      if ('refused' in rotation) {
        return errorResponse(c, 401, 'This session has ended: please sign in again.')
      }
      return c.json({
        refreshToken: rotation.refreshToken,
        token: await api.tokens.signAccess(claims),
      } satisfies schemas.RefreshResponse)
    },
  )

  // The access token may have expired (a tab left open): its signature still names the session.
  app.on(
    ...call('logout'),
    callChecks('logout'),
    signedMember(api),
    jsonBody(endpoints.logout.body),
    async (c) => {
      const body = c.req.valid('json')
      if ((await endSession(api.db, c.var.member, body.refreshToken)) === 'refused') {
        return errorResponse(c, 401, 'This refresh token is not one of this session.')
      }
      return c.json({ loggedOut: true } satisfies schemas.LogoutResponse)
    },
  )

  app.on(
    ...call('completeBoarding'),
    callChecks('completeBoarding'),
    activeMember(api),
    jsonBody(endpoints.completeBoarding.body),
    async (c) => {
      const body = c.req.valid('json')
      const [member] = await api.db
        .update(members)
        // The first acceptance is the one on record.
        .set({ ndaAcceptedAt: sql`coalesce(${members.ndaAcceptedAt}, now())` })
        .where(
          sql`${members.id} = ${c.var.member.memberId} and lower(${members.username}) = lower(${body.username})`,
        )
        .returning({ ndaAcceptedAt: members.ndaAcceptedAt })
      if (!member?.ndaAcceptedAt) {
        return errorResponse(c, 403, 'You can only complete your own onboarding.')
      }
      return c.json({ boarding: { ndaAcceptedAt: member.ndaAcceptedAt.toISOString() } })
    },
  )
  return app
}
