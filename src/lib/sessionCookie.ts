// The cookie USER_DATA (SPEC.md 3, 9): JSON of the signed-in member's session. Path /,
// SameSite=Lax, Secure over https, and in production the parent domain from VITE_COOKIE_DOMAIN
// (without it, the current host: localhost locally). A session cookie: it ends with the browser.
// Reading checks it with a schema (storedSession.ts, loaded lazily): this file stays tiny.
import { config } from './config'

export const SESSION_COOKIE = 'USER_DATA'

function attributes(): string {
  const domain =
    import.meta.env.PROD && config.cookieDomain ? `; Domain=${config.cookieDomain}` : ''
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  return `; Path=/; SameSite=Lax${domain}${secure}`
}

/** The cookie's value (decoded when it can be), or undefined when there is none. */
export function readSessionCookie(): string | undefined {
  return decodeSessionCookie(
    document.cookie.match(new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]*)`))?.[1],
  )
}

export function decodeSessionCookie(value: string | undefined): string | undefined {
  if (!value) return undefined
  try {
    return decodeURIComponent(value)
  } catch {
    return value // not URI-encoded: corrupt, and the schema will say so
  }
}

export function writeSessionCookie(value: unknown): void {
  document.cookie = `${SESSION_COOKIE}=${encodeURIComponent(JSON.stringify(value))}${attributes()}`
}

export function deleteSessionCookie(): void {
  document.cookie = `${SESSION_COOKIE}=${attributes()}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`
}
