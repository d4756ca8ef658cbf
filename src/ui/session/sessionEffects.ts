// What the session machine needs from the app: the cookie, the browser's storage, the API's
// token, a reload, and the way to /nda. Its three calls need zod: they load with
// sessionActors.ts on first use, and a visitor without a session cookie never needs them.
import { fromPromise } from 'xstate'
import type { sessionMachine } from '../../machines/session.machine'
import { setAuthTokenLazily } from '../../api/lazyClient'
import { deleteSessionCookie, readSessionCookie, writeSessionCookie } from '../../lib/sessionCookie'
import { clearSessionStorage, forgetPurchaseOrderDate } from '../../lib/browserStorage'
import type { MachineEffects } from '../app/machineEffects'

const loadActors = () => import('./sessionActors')

export function sessionEffects(goToNda: () => void) {
  return {
    actors: {
      // Without a cookie there is nothing to check: a visitor's page loads no zod for it.
      readStoredSession: fromPromise(async () =>
        readSessionCookie() === undefined ? null : (await loadActors()).restoreSession(),
      ),
      refreshSession: fromPromise(async ({ input }) => (await loadActors()).refreshSession(input)),
      logOutOnServer: fromPromise(async ({ input }) => (await loadActors()).logOutOnServer(input)),
    },
    actions: {
      applyAuthToken: (_, { token }) => void setAuthTokenLazily(token),
      saveSession: (_, { session }) => writeSessionCookie(session),
      deleteSessionCookie,
      clearSessionStorage,
      clearPurchaseOrderDate: forgetPurchaseOrderDate,
      reload: () => window.location.reload(),
      goToNda,
    },
  } satisfies MachineEffects<typeof sessionMachine>
}
