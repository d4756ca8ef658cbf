// The calls the session machine invokes, which check the cookie with zod (sessionEffects.ts).
import { callApi } from '../../api/client'
import { parseStoredSession } from '../../lib/storedSession'
import { deleteSessionCookie, readSessionCookie } from '../../lib/sessionCookie'
import { readSessionCookieFromStore, sessionCookieStored } from '../../lib/sessionCookieStore'
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
  return new Promise((resolve, reject) => {
    inOneTabAtATime(async () => {
      const stored = parseStoredSession(await readSessionCookieFromStore())
      if (stored && stored.id === session.id && stored.logged_at > session.logged_at) {
        resolve({
          token: stored.token,
          refreshToken: stored.user_login.refresh_token,
          loggedAt: stored.logged_at,
        })
        return
      }
      const { data } = await callApi('refresh', {
        body: { refreshToken: session.user_login.refresh_token },
      })
      // The session machine writes the outcome to the cookie as soon as this resolves: the
      // lock is held until the cookie store has it, so that the next tab reads it.
      const cookieStored = sessionCookieStored()
      resolve({ ...data, loggedAt: Date.now() })
      await cookieStored
    }).catch(reject)
  })
}

/** Ends the session on the server: its refresh token names it, and the client sends the
 *  access token with it. The machine clears the page's session whatever this gives. */
export async function logOutOnServer(session: StoredSession): Promise<void> {
  await callApi('logout', { body: { refreshToken: session.user_login.refresh_token } })
}

/** Runs `task` under a lock the site's tabs share. Without the Web Locks API (http on a
 *  public host), runs it as is. */
async function inOneTabAtATime(task: () => Promise<void>): Promise<void> {
  const locks = navigator.locks as LockManager | undefined
  if (locks) await locks.request('nova-club-session-refresh', task)
  else await task()
}
