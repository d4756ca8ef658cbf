// The unsubscribe link of the confirmation mail (issue 31). GET shows a page with a button and
// changes nothing; POST unsubscribes: the page's button (a browser, answered with a page) and a
// mail client's RFC 8058 one-click (answered with JSON, no page). Both send the body RFC 8058
// requires, `List-Unsubscribe=One-Click` (form-encoded or multipart), checked with zod: a POST
// without it changes nothing. The token in the query is the credential (no sign-in, no CSRF
// token: app.ts exempts this one path; the request log never writes a query). Both are limited
// per IP as the welcome link's check is (a point taken first, given back for a usable link),
// and refuse any link no subscription has with the same 404 and words. Usable links are not
// counted as the forms' writes are: a mail provider sends every reader's one-click from its few
// addresses, and a guesser never holds a usable token.
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { endpoints } from '../../src/api/endpoints.ts'
import { UNSUBSCRIBE_LINK_UNUSABLE, type UnsubscribeResponse } from '../../src/api/schemas.ts'
import type { AppEnv } from '../http/env.ts'
import { errorResponse, tooManyRequests } from '../http/responses.ts'
import { formBody, validQuery } from '../http/validation.ts'
import { confirmPage, donePage, unusablePage } from '../subscriptions/page.ts'
import { subscriptionOf, unsubscribe } from '../subscriptions/subscriptions.ts'
import { call, callChecks, ipOf, type ApiContext } from './context.ts'

/** A browser's form submission wants a page back; a mail client's POST, the API's JSON. */
const wantsPage = (c: Context<AppEnv>) => c.req.header('Accept')?.includes('text/html') ?? false

export function unsubscribeRoutes(api: ApiContext) {
  const app = new Hono<AppEnv>()
  const limiter = api.limiters.unsubscribe

  /** A point of the IP's count taken before the token is looked up: given back by a handler
   *  that finds it usable, so only unusable links run the count down. */
  const limited: MiddlewareHandler<AppEnv> = async (c, next) => {
    const wait = await limiter.take(ipOf(c, api))
    if (wait) return tooManyRequests(c, wait, 'unsubscribe')
    await next()
  }
  const giveBack = (c: Context<AppEnv>) => limiter.giveBack(ipOf(c, api))

  app.on(
    ...call('unsubscribePage'),
    callChecks('unsubscribePage'),
    validQuery(endpoints.unsubscribePage.query),
    limited,
    async (c) => {
      const { token } = c.req.valid('query')
      if ((await subscriptionOf(api.db, token)) === undefined) {
        return c.html(unusablePage(UNSUBSCRIBE_LINK_UNUSABLE), 404)
      }
      await giveBack(c)
      return c.html(confirmPage(token))
    },
  )

  app.on(
    ...call('unsubscribe'),
    callChecks('unsubscribe'),
    validQuery(endpoints.unsubscribe.query),
    formBody(endpoints.unsubscribe.form),
    limited,
    async (c) => {
      if (!(await unsubscribe(api.db, c.req.valid('query').token))) {
        return wantsPage(c)
          ? c.html(unusablePage(UNSUBSCRIBE_LINK_UNUSABLE), 404)
          : errorResponse(c, 404, UNSUBSCRIBE_LINK_UNUSABLE)
      }
      await giveBack(c)
      return wantsPage(c)
        ? c.html(donePage())
        : c.json({ unsubscribed: true } satisfies UnsubscribeResponse)
    },
  )
  return app
}
