// Signed tokens (jose, HS256): a member's access token names the member and the session it
// belongs to; a candidate's token, got with an access code, names the code. Refresh tokens are
// opaque random strings, kept only as hashes.
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { JWTPayload } from 'jose'
import { builtOnce } from '../db/prepared.ts'

/** jose is loaded for the first token, not at start (about 75 ms there, for no first answer). */
const jose = builtOnce(() => import('jose'))

const issuer = 'nova-club'
export const accessTokenLifetimeSeconds = 4 * 60 * 60
export const candidateTokenLifetimeSeconds = 60 * 60

export interface MemberClaims {
  memberId: number
  sessionId: number
}

export function createTokenService(secret: string, now: () => number = Date.now) {
  const key = new TextEncoder().encode(secret)
  const seconds = () => Math.floor(now() / 1000)

  const sign = async (payload: JWTPayload, audience: string, subject: string, lifetime: number) =>
    new (await jose()).SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(audience)
      .setSubject(subject)
      // A unique id, so a token refreshed within the second it was issued is still a new one.
      .setJti(randomUUID())
      .setIssuedAt(seconds())
      .setExpirationTime(seconds() + lifetime)
      .sign(key)

  return {
    signAccess: ({ memberId, sessionId }: MemberClaims) =>
      sign({ sid: sessionId }, 'member', String(memberId), accessTokenLifetimeSeconds),

    signCandidate: (accessCodeId: number) =>
      sign({}, 'candidate', String(accessCodeId), candidateTokenLifetimeSeconds),

    /** The claims of a member's access token with a valid signature, or undefined. An expired
     *  one is accepted only when `allowExpired` (the refresh call presents it). */
    async verifyAccess(
      token: string,
      { allowExpired = false } = {},
    ): Promise<MemberClaims | undefined> {
      const { errors, jwtVerify } = await jose()
      let payload: JWTPayload
      try {
        ;({ payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer,
          audience: 'member',
          currentDate: new Date(now()),
        }))
      } catch (error) {
        // jose checks the signature before the claims, so an expired token's payload is genuine.
        if (!(allowExpired && error instanceof errors.JWTExpired)) return undefined
        payload = error.payload
      }
      const memberId = Number(payload.sub)
      const sessionId = payload.sid
      if (!Number.isInteger(memberId) || typeof sessionId !== 'number') return undefined
      return { memberId, sessionId }
    },
  }
}

export type TokenService = ReturnType<typeof createTokenService>

/** The bearer token of the Authorization header, if any. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i)
  return match?.[1]
}

export const newRefreshToken = () => randomBytes(32).toString('base64url')
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
