// The app alone (createApp, answered with `app.request`), on a database whose every query fails
// unless a test gives one: for what the app does around its calls (headers, logs, metrics)
// without a server or a store.
import { createApp, type AppOptions } from '../../server/app.ts'
import { createTokenService } from '../../server/auth/tokens.ts'
import type { Db } from '../../server/db/database.ts'
import { siteFixture } from './harness.ts'

/** A database whose every query throws `error`. */
export const failingDb = (error: unknown) =>
  new Proxy({} as Db, {
    get: () => () => {
      throw error
    },
  })

export const testOperatorToken = 'operator-token-for-tests'

export function appAlone(options: Partial<AppOptions> = {}) {
  return createApp({
    clientDir: siteFixture(),
    db: failingDb(new Error('This app has no database.')),
    pingDatabase: async () => {},
    tokens: createTokenService('a test secret of at least 32 characters'),
    operatorToken: testOperatorToken,
    trustProxy: false,
    rateLimits: {
      login: { limit: 10, windowMs: 60_000 },
      accessCode: { limit: 10, windowMs: 60_000 },
      form: { limit: 10, windowMs: 60_000 },
    },
    ...options,
  })
}

/** What @hono/node-server passes a request of a client at `address`. */
export const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } })
