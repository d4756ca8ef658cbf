import { createContext, use, useEffect, type ReactNode } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { sessionMachine, type SessionActor } from '../../machines/session.machine'
import { useAppActorRef } from '../app/useAppActorRef'
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

/** Whether a member is signed in; false while the cookie is not read yet (the first render). */
export function useSignedIn(): boolean {
  return useSelector(useSession(), (snapshot) => snapshot.matches('signedIn'))
}

/** Renders `children` only for a signed-in member (the home page's partner logos). */
export function SignedInOnly({ children }: { children: ReactNode }) {
  return useSignedIn() ? children : null
}
