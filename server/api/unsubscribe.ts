// The unsubscribe link of the confirmation mail (issue 31). GET shows a page with a button and
// changes nothing; POST unsubscribes: the page's button (a browser, answered with a page) and a
// mail client's RFC 8058 one-click (`List-Unsubscribe=One-Click`, form-encoded, answered with
// JSON). The body is not read: clients differ in what they send, and the token in the query is
// the credential (no sign-in, no CSRF token: app.ts exempts this one path). Both are limited per
// IP as the welcome link's check is (a point taken first, given back for a usable link), and
// refuse any link no subscription has with the same 404 and words.
import type { Context } from 'hono'
import { Hono } from 'hono'
import { endpoints } from '../../src/api/endpoints.ts'
import { UNSUBSCRIBE_LINK_UNUSABLE, type UnsubscribeResponse } from '../../src/api/schemas.ts'
import type { AppEnv } from '../http/env.ts'
import { errorResponse, tooManyRequests } from '../http/responses.ts'
import { validQuery } from '../http/validation.ts'
import { confirmPage, donePage, unusablePage } from '../subscriptions/page.ts'
import { subscriptionOf, unsubscribe } from '../subscriptions/subscriptions.ts'
import { call, callChecks, ipOf, type ApiContext } from './context.ts'

/** A browser's form submission wants a page back; a mail client's POST, the API's JSON. */
const wantsPage = (c: Context<AppEnv>) => c.req.header('Accept')?.includes('text/html') ?? false

export function unsubscribeRoutes(api: ApiContext) {
  const app = new Hono<AppEnv>()
  const limiter = api.limiters.unsubscribe

  app.on(
    ...call('unsubscribePage'),
    callChecks('unsubscribePage'),
    validQuery(endpoints.unsubscribePage.query),
    async (c) => {
      const ip = ipOf(c, api)
      const wait = await limiter.take(ip)
      if (wait) return tooManyRequests(c, wait, 'unsubscribe')
      const { token } = c.req.valid('query')
      if ((await subscriptionOf(api.db, token)) === undefined) {
        return c.html(unusablePage(UNSUBSCRIBE_LINK_UNUSABLE), 404)
      }
      await limiter.giveBack(ip)
      return c.html(confirmPage(token))
    },
  )

  app.on(
    ...call('unsubscribe'),
    callChecks('unsubscribe'),
    validQuery(endpoints.unsubscribe.query),
    async (c) => {
      const ip = ipOf(c, api)
      const wait = await limiter.take(ip)
      if (wait) return tooManyRequests(c, wait, 'unsubscribe')
      const done = await unsubscribe(api.db, c.req.valid('query').token)
      if (!done) {
        return wantsPage(c)
          ? c.html(unusablePage(UNSUBSCRIBE_LINK_UNUSABLE), 404)
          : errorResponse(c, 404, UNSUBSCRIBE_LINK_UNUSABLE)
      }
      await limiter.giveBack(ip)
      return wantsPage(c)
        ? c.html(donePage())
        : c.json({ unsubscribed: true } satisfies UnsubscribeResponse)
    },
  )
  return app
}
