// Mail written by a request leaves at once, not at the mail worker's next poll (up to
// defaultPollMs later): a subscription's confirmation, a Talent Agent's notice, an answer, a
// welcome link, an invitation. Once a request that wrote to the outbox is answered (its
// transaction committed), the worker is told to look. Other requests leave it alone: on PGlite
// a look that finds nothing still costs about a millisecond of the one database thread.
import type { MiddlewareHandler } from 'hono'
import { outboxWrites } from './outbox.ts'

export function wakeMailAfterWrites(wake: () => void): MiddlewareHandler {
  return (c, next) => {
    const before = outboxWrites()
    return next().then(() => {
      // A count moved by another request meanwhile only wakes the worker once more than needed.
      if (outboxWrites() !== before && c.res.status < 400) wake()
    })
  }
}
