// The welcome page's calls (issue 31): check a welcome link, and become a member with it. Both
// are limited per IP as the sign-in is (a point taken before the work, given back when the link
// turns out usable), so tokens cannot be guessed at speed, and both refuse every link that
// cannot be used with the same 401 and words: expired, used, unknown, forged or cut short.
import { Hono } from 'hono'
import { endpoints } from '../../src/api/endpoints.ts'
import {
  USERNAME_TAKEN,
  WELCOME_LINK_UNUSABLE,
  type WelcomeCheckResponse,
} from '../../src/api/schemas.ts'
import { hashPassword } from '../auth/passwords.ts'
import type { AppEnv } from '../http/env.ts'
import { errorResponse, tooManyRequests } from '../http/responses.ts'
import { jsonBody } from '../http/validation.ts'
import { acceptWelcome, usableLink } from '../welcome/links.ts'
import { call, callChecks, ipOf, type ApiContext } from './context.ts'

export function welcomeRoutes(api: ApiContext) {
  const app = new Hono<AppEnv>()
  const limiter = api.limiters.welcome

  app.on(
    ...call('welcomeCheck'),
    callChecks('welcomeCheck'),
    jsonBody(endpoints.welcomeCheck.body),
    async (c) => {
      const ip = ipOf(c, api)
      const wait = await limiter.take(ip)
      if (wait) return tooManyRequests(c, wait, 'welcome')
      const link = await usableLink(api.db, c.req.valid('json').token)
      if (!link) return errorResponse(c, 401, WELCOME_LINK_UNUSABLE)
      await limiter.giveBack(ip)
      return c.json(link satisfies WelcomeCheckResponse)
    },
  )

  app.on(
    ...call('welcomeAccept'),
    callChecks('welcomeAccept'),
    jsonBody(endpoints.welcomeAccept.body),
    async (c) => {
      const { token, username, password } = c.req.valid('json')
      const ip = ipOf(c, api)
      const wait = await limiter.take(ip)
      if (wait) return tooManyRequests(c, wait, 'welcome')
      // Checked before the hashing: a guessed token costs no argon2 run.
      if (!(await usableLink(api.db, token))) return errorResponse(c, 401, WELCOME_LINK_UNUSABLE)
      const outcome = await acceptWelcome(api.db, token, username, await hashPassword(password))
      if (outcome === 'unusable') return errorResponse(c, 401, WELCOME_LINK_UNUSABLE)
      await limiter.giveBack(ip)
      if (outcome === 'taken') {
        return errorResponse(c, 409, 'Some fields are not valid.', { username: [USERNAME_TAKEN] })
      }
      return c.json({ username }, 201)
    },
  )
  return app
}
