// Tabs hand a refreshed session over through the cookie (ui/session/sessionActors.ts). In
// Chromium, a tab's document.cookie can answer from that tab's cache for a moment after another
// tab wrote the cookie; the Cookie Store API reads the browser's store itself, and tells when a
// write has reached it. Where the API is missing (http on a public host, older browsers),
// document.cookie is all there is.
import { SESSION_COOKIE, decodeSessionCookie, readSessionCookie } from './sessionCookie'

/** Longest wait for the store to report a write: a missed event must not hold the other tabs. */
export const COOKIE_WRITE_WAIT_MS = 1000

const browserCookieStore = (): CookieStore | undefined =>
  typeof cookieStore === 'undefined' ? undefined : cookieStore

/** The session cookie as the browser's store holds it. */
export async function readSessionCookieFromStore(): Promise<string | undefined> {
  const store = browserCookieStore()
  if (!store) return readSessionCookie()
  return decodeSessionCookie((await store.get(SESSION_COOKIE))?.value)
}

/** Resolves once the browser's store reports a write of the session cookie (call it before
 *  the write), or after COOKIE_WRITE_WAIT_MS. Without the store: a task after the call. */
export function sessionCookieStored(): Promise<void> {
  const store = browserCookieStore()
  if (!store) return new Promise((resolve) => setTimeout(resolve, 0))
  return new Promise((resolve) => {
    const stored = () => {
      clearTimeout(limit)
      store.removeEventListener('change', onChange)
      resolve()
    }
    const onChange = ({ changed, deleted }: CookieChangeEvent) => {
      if ([...changed, ...deleted].some((cookie) => cookie.name === SESSION_COOKIE)) stored()
    }
    const limit = setTimeout(stored, COOKIE_WRITE_WAIT_MS)
    store.addEventListener('change', onChange)
  })
}
