// The session kept in the cookie USER_DATA, checked on every read: anything corrupt or tampered
// with is no session at all (the caller deletes the cookie). Loaded lazily with zod.
import * as z from 'zod/mini'
import { boarding, userLogin } from '../api/schemas'
import type { StoredSession } from '../machines/session.machine'

const storedSession = z.object({
  id: z.number().check(z.int()),
  token: z.string().check(z.minLength(1)),
  user_login: userLogin,
  logged_at: z.number().check(z.int(), z.nonnegative()),
  boarding: z.optional(boarding),
  username: z.string().check(z.minLength(1)),
})

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
