// An access-code attempt: counted against the caller's limit, and the code looked up. Only a
// miss may count in the end (a right code gives its point back), yet the point is taken before
// the answer is known, so that parallel guesses cannot all pass one check. In memory (PGlite)
// that is take, look up, give back. On PostgreSQL it is one statement: the count, taken under
// the caller's row lock, and the lookup together, where take, look up and give back were three
// round trips and two writes of the row every request of that caller waits on.
import type pg from 'pg'
import type { RateLimit } from '../config.ts'
import type { Limiter } from './rateLimit.ts'

/** Refused: the seconds to wait; else the code's id, undefined when it is no code. */
export type CodeAttemptResult = { wait: number } | { id: number | undefined }

export type CodeAttempt = (ip: string, code: string) => Promise<CodeAttemptResult>

/** `limiter` counts; `lookUp` finds the code's id. */
export function memoryCodeAttempt(
  limiter: Limiter,
  lookUp: (code: string) => Promise<number | undefined>,
): CodeAttempt {
  return async (ip, code) => {
    const wait = await limiter.take(ip)
    if (wait) return { wait }
    const id = await lookUp(code)
    if (id !== undefined) await limiter.giveBack(ip)
    return { id }
  }
}

/**
 * The same rule with its counters in the `rate_limits` table of `pool`, rows kept as
 * rate-limiter-flexible keeps them (key `<name>:<ip>`, points, expire in epoch ms): a miss
 * adds a point, a right code adds none unless the caller is already at the limit, where it is
 * refused and counted as a miss would be. After the statement, points above the limit mean
 * refused, whichever it was.
 */
export function postgresCodeAttempt(pool: pg.Pool, name: string, rule: RateLimit): CodeAttempt {
  // $1 the key, $2 the code, $3 the limit, $4 now and $5 the end of a window begun now.
  const text = `
    with found as (select id from access_codes where lower(code) = lower($2::text) limit 1)
    insert into rate_limits as counted (key, points, expire)
    values ($1::varchar, case when exists (select from found) then 0 else 1 end, $5::bigint)
    on conflict (key) do update set
      points = case
        when counted.expire <= $4::bigint then excluded.points
        when exists (select from found) and counted.points + 1 <= $3::integer then counted.points
        else counted.points + 1
      end,
      expire = case when counted.expire <= $4::bigint then $5::bigint else counted.expire end
    returning points, expire::float8 as expire, (select id from found) as id`
  return async (ip, code) => {
    const now = Date.now()
    const { rows } = await pool.query<{ points: number; expire: number | null; id: number | null }>(
      {
        name: `${name}_attempt`,
        text,
        values: [`${name}:${ip}`, code, rule.limit, now, now + rule.windowMs],
      },
    )
    const { points, expire, id } = rows[0]!
    if (points > rule.limit) {
      return { wait: Math.max(1, Math.ceil(((expire ?? now) - now) / 1000)) }
    }
    return { id: id ?? undefined }
  }
}
