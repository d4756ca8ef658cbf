import { createContext, use, useEffect, type ReactNode } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { sessionMachine, type SessionActor } from '../../machines/session.machine'
import { useAppActorRef } from '../app/useAppActorRef'
import { useHydrated } from '../common/useHydrated'
import { sessionEffects } from './sessionEffects'

const SessionContext = createContext<SessionActor | null>(null)

/** The app's one session actor, for every view below. It reads the cookie after hydration. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const router = useRouter()
  const session = useAppActorRef(
    sessionMachine.provide(sessionEffects(() => void router.navigate({ to: '/nda' }))),
  )
  useRestoreSession(session)
  return <SessionContext value={session}>{children}</SessionContext>
}

/** Gives `children` an existing session actor (tests, or a scope of its own). */
export function SessionScope({
  session,
  children,
}: {
  session: SessionActor
  children: ReactNode
}) {
  return <SessionContext value={session}>{children}</SessionContext>
}

/** After hydration (an effect never runs in the prerenderer), the session reads the cookie. */
export function useRestoreSession(session: SessionActor) {
  useEffect(() => session.send({ type: 'RESTORE' }), [session])
}

export function useSession(): SessionActor {
  const session = use(SessionContext)
  if (!session) throw new Error('useSession needs a SessionProvider')
  return session
}

/** Whether a member is signed in; false while the cookie is not read yet (the first render),
 *  and while the calling view hydrates: a part of the page that hydrates late (a lazy route)
 *  may do so after the session is restored, and must first match the visitor's prerendered
 *  page, or React reports a hydration mismatch (#418) and re-renders the page. */
export function useSignedIn(): boolean {
  const hydrated = useHydrated()
  const signedIn = useSelector(useSession(), (snapshot) => snapshot.matches('signedIn'))
  return hydrated && signedIn
}

/** Renders `children` only for a signed-in member (the home page's partner logos). */
export function SignedInOnly({ children }: { children: ReactNode }) {
  return useSignedIn() ? children : null
}
