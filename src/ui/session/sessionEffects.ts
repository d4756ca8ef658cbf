// What the session machine needs from the app: the cookie, the browser's storage, the API's
// token, a reload, and the way to /nda. Its three calls need zod: they load with
// sessionActors.ts on first use.
import { fromPromise } from 'xstate'
import type { sessionMachine } from '../../machines/session.machine'
import { setAuthTokenLazily } from '../../api/lazyClient'
import { deleteSessionCookie, writeSessionCookie } from '../../lib/sessionCookie'
import { clearSessionStorage, forgetPurchaseOrderDate } from '../../lib/browserStorage'
import type { MachineEffects } from '../app/machineEffects'

const loadActors = () => import('./sessionActors')

export function sessionEffects(goToNda: () => void) {
  return {
    actors: {
      readStoredSession: fromPromise(async () => (await loadActors()).restoreSession()),
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
