// Failed staff sign-ins, limited as rate-limiter-flexible's login-protection example does: the
// consecutive failures of one user name from one address, plus a slower count per address and
// a count per user name across addresses (a guesser spread over many addresses). On its own a
// per-address count lets one guesser behind a shared address (an office, a VPN) lock every
// colleague out; so an address where an account has signed in before (within `knownDays`) is
// not refused for that account by the per-address or the per-name count, only by its own
// consecutive failures from there. The guesser can only make an account it attacks wait.
//
//   name+address  RATE_LIMIT_LOGIN (10) failures an hour; a success clears it
//   name          5 x that (50) an hour, from all addresses together, unless known there
//   address       10 x that (100) a day, all names together, unless the name is known there
//
// Each attempt takes its points before the password is checked, so that parallel guesses
// cannot all pass; a right password gives them back. Counters live where the other limits'
// do (limiter.ts): the `rate_limits` table on PostgreSQL, memory on PGlite. Keys of names are
// hashed: the table holds no user name, and a long one cannot overflow its key column.
import { createHash } from 'node:crypto'
import type pg from 'pg'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import RateLimiterRes from 'rate-limiter-flexible/lib/RateLimiterRes.js'
import type { RateLimit } from '../config.ts'
import { counterStore } from './limiter.ts'

const hourSeconds = 60 * 60
const daySeconds = 24 * hourSeconds
/** How long a success makes an address known for its account. (Kept under 24.8 days: the
 *  memory store's timers cannot wait longer.) */
export const knownDays = 14

/** The limits, by name as the metrics' rate_limit_refusals_total counts them. */
export const staffSignInLimitNames = {
  nameAndAddress: 'agent_login',
  name: 'agent_login_name',
  address: 'agent_login_address',
} as const

export type StaffSignInAttempt =
  | { wait: number; limit: (typeof staffSignInLimitNames)[keyof typeof staffSignInLimitNames] }
  | {
      wait: 0
      /** The password was right: the attempt's points come back, the name+address count
       *  starts again, and the address is known for the account. */
      succeeded(): Promise<void>
      /** The password was right but the account cannot sign in (disabled): not a failure. */
      notAFailure(): Promise<void>
    }

export interface StaffSignInLimits {
  /** Counts an attempt of `username` from `ip` before its password is checked. */
  attempt(username: string, ip: string): Promise<StaffSignInAttempt>
}

const hashed = (text: string) => createHash('sha256').update(text).digest('base64url')

/** The attempt's place in `store`'s count of `key`: refused with the seconds to wait, or not. */
async function take(store: RateLimiterAbstract, key: string): Promise<number> {
  try {
    await store.consume(key)
    return 0
  } catch (refusal) {
    // The store's own failure (PostgreSQL unreachable, say) is an error, not a refusal.
    if (!(refusal instanceof RateLimiterRes)) throw refusal
    return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))
  }
}

/** The limits of `rule` (the sign-in limit, RATE_LIMIT_LOGIN) with counters in `pool`. */
export function staffSignInLimits(rule: RateLimit, pool?: pg.Pool): StaffSignInLimits {
  const byNameAndAddress = counterStore('agent_login_pair', rule.limit, hourSeconds, pool)
  const byName = counterStore('agent_login_name', rule.limit * 5, hourSeconds, pool)
  const byAddress = counterStore('agent_login_address', rule.limit * 10, daySeconds, pool)
  const known = counterStore('agent_login_known', 1, knownDays * daySeconds, pool)

  return {
    async attempt(username, ip) {
      const name = hashed(username.trim().toLowerCase())
      const pair = hashed(`${username.trim().toLowerCase()}\n${ip}`)
      const [isKnown, pairWait, nameWait, addressWait] = await Promise.all([
        known.get(pair).then((record) => record !== null),
        take(byNameAndAddress, pair),
        take(byName, name),
        take(byAddress, ip),
      ])
      if (pairWait) return { wait: pairWait, limit: staffSignInLimitNames.nameAndAddress }
      if (!isKnown && nameWait) return { wait: nameWait, limit: staffSignInLimitNames.name }
      if (!isKnown && addressWait) {
        return { wait: addressWait, limit: staffSignInLimitNames.address }
      }
      // A point not given back (the store just went away) only counts against the caller.
      const giveBack = async () => {
        await Promise.all([
          byNameAndAddress.reward(pair),
          byName.reward(name),
          byAddress.reward(ip),
        ]).catch(() => {})
      }
      return {
        wait: 0,
        notAFailure: giveBack,
        async succeeded() {
          await giveBack()
          await Promise.all([
            byNameAndAddress.delete(pair),
            known.set(pair, 1, knownDays * daySeconds),
          ]).catch(() => {})
        },
      }
    },
  }
}
