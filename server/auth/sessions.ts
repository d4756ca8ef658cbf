// Sessions and their refresh tokens. Each refresh spends the presented token and issues the
// next one; presenting a spent token again means it leaked, so the whole session is revoked.
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import { refreshTokens, sessions } from '../db/schema.ts'
import { hashToken, newRefreshToken } from './tokens.ts'

const refreshTokenLifetimeMs = 30 * 24 * 60 * 60 * 1000

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0]

async function issueRefreshToken(tx: Transaction | Db, sessionId: number): Promise<string> {
  const token = newRefreshToken()
  await tx.insert(refreshTokens).values({
    sessionId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + refreshTokenLifetimeMs),
  })
  return token
}

export function startSession(db: Db, memberId: number) {
  return db.transaction(async (tx) => {
    const [session] = await tx.insert(sessions).values({ memberId }).returning()
    const refreshToken = await issueRefreshToken(tx, session!.id)
    return { sessionId: session!.id, refreshToken }
  })
}

export async function isSessionActive(db: Db, sessionId: number, memberId: number) {
  const [session] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(eq(sessions.id, sessionId), eq(sessions.memberId, memberId), isNull(sessions.revokedAt)),
    )
  return session !== undefined
}

export type Rotation =
  { refreshToken: string } | { refused: 'unknown' | 'revoked' | 'expired' | 'reused' }

/** Spends `presented` (a refresh token of session `sessionId`) and issues the next one. */
export function rotateRefreshToken(db: Db, sessionId: number, presented: string) {
  return db.transaction(async (tx): Promise<Rotation> => {
    const [token] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(presented)))
      .for('update')
    if (!token || token.sessionId !== sessionId) return { refused: 'unknown' }
    const [session] = await tx.select().from(sessions).where(eq(sessions.id, sessionId))
    if (!session || session.revokedAt) return { refused: 'revoked' }
    if (token.usedAt) {
      await tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId))
      return { refused: 'reused' }
    }
    if (token.expiresAt.getTime() <= Date.now()) return { refused: 'expired' }
    await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, token.id))
    return { refreshToken: await issueRefreshToken(tx, sessionId) }
  })
}

/**
 * Ends session `sessionId` of `memberId` (log out) when `presented` is one of its refresh
 * tokens: its access and refresh tokens are refused from then on. Ending an ended session
 * again is no error; a token of another session is refused.
 */
export async function endSession(
  db: Db,
  { memberId, sessionId }: { memberId: number; sessionId: number },
  presented: string,
): Promise<'ended' | 'refused'> {
  const [token] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(presented)))
  if (token?.sessionId !== sessionId) return 'refused'
  const [session] = await db
    .update(sessions)
    // The first end is the one on record.
    .set({ revokedAt: sql`coalesce(${sessions.revokedAt}, now())` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.memberId, memberId)))
    .returning({ id: sessions.id })
  return session ? 'ended' : 'refused'
}
