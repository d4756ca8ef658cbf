// Per-IP limits on what can be abused (guessing passwords and codes, flooding the forms): a
// fixed window per key (rate-limiter-flexible). A point is taken atomically BEFORE the work,
// so parallel requests cannot all pass one check; where only failures count (sign-in, access
// codes) the point is given back when the attempt turns out right. With PostgreSQL the
// counters live in its `rate_limits` table, shared by every instance; with PGlite the one
// server process (the data directory lock sees to that) keeps them in memory. On PostgreSQL
// the requests of one key that arrive while its count runs are counted together in the next
// statement (keyedBatches.ts), each still given or refused by its own place in the count.
import type pg from 'pg'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import RateLimiterMemory from 'rate-limiter-flexible/lib/RateLimiterMemory.js'
import RateLimiterPostgres from 'rate-limiter-flexible/lib/RateLimiterPostgres.js'
import RateLimiterRes from 'rate-limiter-flexible/lib/RateLimiterRes.js'
import type { RateLimit } from '../config.ts'
import { keyedBatches } from './keyedBatches.ts'

export interface Limiter {
  /** Takes one point of `key`: 0 when taken, else the seconds to wait before trying again. */
  take(key: string): Promise<number>
  /** Gives back a point taken for an attempt that was not a failure. */
  giveBack(key: string): Promise<void>
}

/** rate-limiter-flexible's counters named `name` (the prefix of their keys): `points` per
 *  window of `seconds`, in the `rate_limits` table of `pool`, or in memory. */
export function counterStore(
  name: string,
  points: number,
  seconds: number,
  pool?: pg.Pool,
): RateLimiterAbstract {
  const options = { keyPrefix: name, points, duration: seconds }
  return pool
    ? new RateLimiterPostgres({
        ...options,
        storeClient: pool,
        storeType: 'pool',
        tableName: 'rate_limits',
        // A migration creates the table (server/db/schema.ts).
        tableCreated: true,
      })
    : new RateLimiterMemory(options)
}

/** A limiter named `name` (the prefix of its keys) with counters in `pool`, or in memory. */
export function createLimiter(name: string, rule: RateLimit, pool?: pg.Pool): Limiter {
  const store = counterStore(name, rule.limit, rule.windowMs / 1000, pool)
  /** Takes `count` points of `key` at once: for each, 0 when taken, else the seconds to wait. */
  async function takePoints(key: string, count: number): Promise<number[]> {
    let counted: RateLimiterRes
    try {
      counted = await store.consume(key, count)
    } catch (refusal) {
      // The store's own failure (PostgreSQL unreachable, say) is an error, not a refusal.
      if (!(refusal instanceof RateLimiterRes)) throw refusal
      counted = refusal
    }
    // The batch's points are the last `count` of the total: each one's place decides for it.
    const first = counted.consumedPoints - count + 1
    const wait = Math.max(1, Math.ceil(counted.msBeforeNext / 1000))
    return Array.from({ length: count }, (_, index) => (first + index > rule.limit ? wait : 0))
  }
  const take = pool
    ? keyedBatches<undefined, number>((key, items) => takePoints(key, items.length))
    : undefined
  return {
    async take(key) {
      return take ? take(key, undefined) : (await takePoints(key, 1))[0]!
    },
    async giveBack(key) {
      // A point not given back (the store just went away) only counts against the caller:
      // the right sign-in or code it was taken for still stands.
      await store.reward(key).catch(() => {})
    },
  }
}
