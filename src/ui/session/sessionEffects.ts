// The session's effects that need zod or the HTTP client, loaded after hydration (restore) or on
// the first refresh, never with a page's first load.
import { callApi } from '../../api/client'
import { parseStoredSession } from '../../lib/storedSession'
import { deleteSessionCookie, readSessionCookie } from '../../lib/sessionCookie'
import type { RefreshOutcome, StoredSession } from '../../machines/session.machine'

/** The session in the cookie; a corrupt or tampered cookie is deleted and gives none. */
export function restoreSession(): StoredSession | null {
  const raw = readSessionCookie()
  const session = parseStoredSession(raw)
  if (raw !== undefined && !session) deleteSessionCookie()
  return session
}

/**
 * Refreshes the token, one tab at a time. The server ends a session whose refresh token is
 * spent twice (README, "The API server"), so a tab that finds the cookie refreshed by another
 * tab in the meantime takes those tokens instead of spending its own.
 */
export function refreshSession(session: StoredSession): Promise<RefreshOutcome> {
  return inOneTabAtATime(async () => {
    const stored = parseStoredSession(readSessionCookie())
    if (stored && stored.id === session.id && stored.logged_at > session.logged_at) {
      return {
        token: stored.token,
        refreshToken: stored.user_login.refresh_token,
        loggedAt: stored.logged_at,
      }
    }
    const { data } = await callApi('refresh', {
      body: { refreshToken: session.user_login.refresh_token },
    })
    return { ...data, loggedAt: Date.now() }
  })
}

/** Runs `task` under a lock the site's tabs share, and holds it one task longer: the session
 *  machine writes the outcome to the cookie as soon as the promise resolves, before the next
 *  tab may read it. Without the Web Locks API (http on a public host), runs it as is. */
function inOneTabAtATime<T>(task: () => Promise<T>): Promise<T> {
  const locks = navigator.locks as LockManager | undefined
  if (!locks) return task()
  return new Promise<T>((resolve, reject) => {
    locks
      .request('nova-club-session-refresh', async () => {
        try {
          resolve(await task())
        } catch (error) {
          reject(error)
          return
        }
        await new Promise((release) => setTimeout(release, 0))
      })
      .catch(reject)
  })
}
