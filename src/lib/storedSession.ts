// The session kept in the cookie USER_DATA, checked on every read: anything corrupt or tampered
// with is no session at all (the caller deletes the cookie). Loaded lazily with zod.
//
// SPEC.md 3 gives the cookie's shape: id, token, user_login (first_name, last_name,
// refresh_token), logged_at and, after onboarding, boarding. On the production parent domain the
// members' platform writes this cookie too, so only those fields are required; what the site
// adds (username) is optional, boarding may have any shape, and fields we do not know are kept
// when the cookie is written back.
import * as z from 'zod/mini'

const storedSession = z.looseObject({
  id: z.number().check(z.int()),
  token: z.string().check(z.minLength(1)),
  user_login: z.looseObject({
    first_name: z.string(),
    last_name: z.string(),
    refresh_token: z.string(),
    talent_agent: z.optional(z.nullable(z.string())),
  }),
  logged_at: z.number().check(z.int(), z.nonnegative()),
  boarding: z.optional(z.unknown()),
  username: z.optional(z.string()),
})

/** What the cookie USER_DATA holds about the signed-in member (SPEC.md 3). */
export interface StoredSession {
  id: number
  token: string
  /** Names and the refresh token, as the login answered them; the Talent Agent who handled
   *  the member's request, when the login names one (ours: /home greets with it). */
  user_login: {
    first_name: string
    last_name: string
    refresh_token: string
    talent_agent?: string | null
  }
  /** When the member last signed in or refreshed, in ms since the epoch. */
  logged_at: number
  /** Set once onboarding (the NDA) is complete; the platform may store another shape. */
  boarding?: unknown
  /** Ours, not SPEC.md's: the user name signed in with, which completing onboarding sends.
   *  A cookie written by the platform has none. */
  username?: string
}

/** The session in a cookie's raw value, or null when it is missing, corrupt or tampered with. */
export function parseStoredSession(raw: string | undefined): StoredSession | null {
  if (!raw) return null
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return null
  }
  const parsed = storedSession.safeParse(json)
  return parsed.success ? parsed.data : null
}
