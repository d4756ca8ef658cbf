// Mail written by a request leaves at once, not at the mail worker's next poll (up to
// defaultPollMs later). Any answered write may have put mail in the outbox, in the transaction
// the handler committed before answering: a subscription's confirmation, a Talent Agent's
// notice, an answer, a welcome link, an invitation, a resend. So after each one the worker is
// told to look; when nothing is due that costs it one claim that finds nothing.
import type { MiddlewareHandler } from 'hono'

const reads = new Set(['GET', 'HEAD', 'OPTIONS'])

export function wakeMailAfterWrites(wake: () => void): MiddlewareHandler {
  return async (c, next) => {
    await next()
    if (!reads.has(c.req.method) && c.res.status < 400) wake()
  }
}
