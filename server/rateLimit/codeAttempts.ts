// An access-code attempt: counted against the caller's limit, and the code looked up. Only a
// miss may count in the end (a right code gives its point back), yet the point is taken before
// the answer is known, so that parallel guesses cannot all pass one check. In memory (PGlite)
// that is take, look up, give back. On PostgreSQL it is one statement: the count, taken under
// the caller's row lock, and the lookup together, where take, look up and give back were three
// round trips and two writes of the row every request of that caller waits on; and the
// attempts of one caller that arrive while its statement runs share the next one.
import type pg from 'pg'
import type { RateLimit } from '../config.ts'
import { keyedBatches } from './keyedBatches.ts'
import type { Limiter } from './limiter.ts'

/** Refused: the seconds to wait; else the code's id, undefined when it is no code. */
export type CodeAttemptResult = { wait: number } | { id: number | undefined }

export type CodeAttempt = (ip: string, code: string) => Promise<CodeAttemptResult>

/** `limiter` counts; `lookUp` finds the code's id. The code arrives hashed (campaigns/codes.ts):
 *  only usable codes are found (campaigns/usableCode.ts). */
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
 * rate-limiter-flexible keeps them (key `<name>:<ip>`, points, expire in epoch ms). The
 * attempts of one caller that arrive while its statement runs go together in the next
 * (keyedBatches.ts), as if they came one after another, right codes first: a right code adds
 * no point unless the caller is already at the limit, where it is refused and counted as a miss
 * would be; each miss adds a point and is refused when its point is above the limit.
 */
export function postgresCodeAttempt(pool: pg.Pool, name: string, rule: RateLimit): CodeAttempt {
  // $1 the key, $2 the codes' hashes (usable ones only are found), $3 the limit, $4 now and $5 the end of a window begun now.
  const text = `
    with attempt as (
      select tried.place, (
        select id from access_codes where code_hash = tried.code and revoked_at is null
          and (expires_at is null or expires_at > now()) limit 1
      ) as id
      from unnest($2::text[]) with ordinality as tried(code, place)
    ),
    tally as (select count(*) filter (where id is null)::integer as misses from attempt)
    insert into rate_limits as counted (key, points, expire)
    values ($1::varchar, (select misses from tally), $5::bigint)
    on conflict (key) do update set
      points = case
        when counted.expire <= $4::bigint then excluded.points
        when counted.points >= $3::integer then counted.points + cardinality($2::text[])
        else counted.points + excluded.points
      end,
      expire = case when counted.expire <= $4::bigint then $5::bigint else counted.expire end
    returning points, expire::float8 as expire,
      (select array_agg(id order by place) from attempt) as ids`
  const attempts = keyedBatches<string, CodeAttemptResult>(async (key, codes) => {
    const now = Date.now()
    const { rows } = await pool.query<{
      points: number
      expire: number | null
      ids: (number | null)[]
    }>({
      name: `${name}_attempts`,
      text,
      values: [key, codes, rule.limit, now, now + rule.windowMs],
    })
    const { points, expire, ids } = rows[0]!
    const wait = Math.max(1, Math.ceil(((expire ?? now) - now) / 1000))
    return batchOutcomes(points, ids, rule.limit, wait)
  })
  return (ip, code) => attempts(`${name}:${ip}`, code)
}

/**
 * What each attempt of a batch gets, from the caller's `points` after the batch's statement and
 * the batch's code ids in order (null for a miss); `wait` is what a refusal says. The statement
 * counted the batch as if its right codes came first: below the limit they added nothing and
 * the misses a point each; at or above it every attempt added one.
 */
export function batchOutcomes(
  points: number,
  ids: (number | null)[],
  limit: number,
  wait: number,
): CodeAttemptResult[] {
  const misses = ids.filter((id) => id === null).length
  const before = points - misses < limit ? points - misses : points - ids.length
  if (before >= limit) return ids.map(() => ({ wait }))
  let place = before
  return ids.map((id) => {
    if (id !== null) return { id }
    place += 1
    return place > limit ? { wait } : { id: undefined }
  })
}
