// What the session machine needs from the app: the cookie, the browser's storage, the API's
// token, a reload, and the way to /nda. It loads with the session's flow (SessionProvider).
import { fromPromise } from 'xstate'
import type { sessionMachine } from '../../machines/session.machine'
import { setAuthToken } from '../../api/client'
import { deleteSessionCookie, readSessionCookie, writeSessionCookie } from '../../lib/sessionCookie'
import { clearSessionStorage, forgetPurchaseOrderDate } from '../../lib/browserStorage'
import type { MachineEffects } from '../flow/machineEffects'
import { logOutOnServer, refreshSession, restoreSession } from './sessionActors'

export function sessionEffects(goToNda: () => void) {
  return {
    actors: {
      readStoredSession: fromPromise(async () =>
        readSessionCookie() === undefined ? null : restoreSession(),
      ),
      refreshSession: fromPromise(async ({ input }) => refreshSession(input)),
      logOutOnServer: fromPromise(async ({ input }) => logOutOnServer(input)),
    },
    actions: {
      applyAuthToken: (_, { token }) => setAuthToken(token),
      saveSession: (_, { session }) => writeSessionCookie(session),
      deleteSessionCookie,
      clearSessionStorage,
      clearPurchaseOrderDate: forgetPurchaseOrderDate,
      reload: () => window.location.reload(),
      goToNda,
    },
  } satisfies MachineEffects<typeof sessionMachine>
}
