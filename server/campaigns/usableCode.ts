// Which access code works now, as the site's check asks (api/accessCodes.ts); on PostgreSQL the
// rate limit's statement (rateLimit/codeAttempts.ts) states the same condition in its own SQL.
import { and, eq, gt, isNull, or, sql, type Placeholder } from 'drizzle-orm'
import { accessCodes } from '../db/schema.ts'

/** A code with hash `hash` that is neither revoked nor past its end (the operator's and the
 *  demo's have none). */
export const usableCode = (hash: Placeholder) =>
  and(
    eq(accessCodes.codeHash, hash),
    isNull(accessCodes.revokedAt),
    or(isNull(accessCodes.expiresAt), gt(accessCodes.expiresAt, sql`now()`)),
  )!
