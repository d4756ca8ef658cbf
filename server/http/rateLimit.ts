// Per-IP limits on what can be abused (guessing passwords and codes, flooding the forms):
// a fixed window per key, kept in memory.
import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { RateLimit } from '../config.ts'
import { errorResponse } from './responses.ts'

/** Above this many keys, expired windows are swept on the next hit. */
const sweepThreshold = 10_000

export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>()

  constructor(
    private readonly rule: RateLimit,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds `key` must wait before it may try again; 0 when it may now. */
  retryAfter(key: string): number {
    const window = this.windows.get(key)
    if (!window || window.resetAt <= this.now() || window.count < this.rule.limit) return 0
    return Math.max(1, Math.ceil((window.resetAt - this.now()) / 1000))
  }

  /** Counts one request (or failure) of `key`. */
  hit(key: string): void {
    const now = this.now()
    const window = this.windows.get(key)
    if (window && window.resetAt > now) {
      window.count++
      return
    }
    if (this.windows.size >= sweepThreshold) this.sweep(now)
    this.windows.set(key, { count: 1, resetAt: now + this.rule.windowMs })
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now) this.windows.delete(key)
    }
  }
}

export function tooManyRequests(c: Context, retryAfterSeconds: number) {
  c.header('Retry-After', String(retryAfterSeconds))
  return errorResponse(
    c,
    429,
    `Too many attempts. Please try again in ${retryAfterSeconds} seconds.`,
  )
}

/** The client's address: the socket's, or the one our proxy appended to X-Forwarded-For. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
    if (forwarded) return forwarded
  }
  return getConnInfo(c).remote.address ?? 'unknown'
}
