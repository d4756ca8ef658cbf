import {
  createContext,
  use,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import { useRouter } from '@tanstack/react-router'
import type { SnapshotFrom } from 'xstate'
import type { SessionActor } from '../../machines/session.machine'
import { readSessionCookie } from '../../lib/sessionCookie'
import { appInspect } from '../../dev/inspector'
import { useHydrated } from '../common/useHydrated'
import { heldSession, sessionHolder, type SessionHolder } from './sessionHolder'

const SessionContext = createContext<SessionHolder | null>(null)

/** The app's one session, for every view below. Its actor starts after hydration when there is
 *  a session cookie to restore (or a tester inspects the page), otherwise when a view first
 *  needs it: see sessionHolder.ts. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const router = useRouter()
  const [session] = useState(() =>
    sessionHolder(async () =>
      (await import('./liveSession')).startLiveSession(() => void router.navigate({ to: '/nda' })),
    ),
  )
  // An effect never runs in the prerenderer: the cookie is read after hydration.
  useEffect(() => {
    if (readSessionCookie() !== undefined || appInspect()) void session.start()
    return session.stop
  }, [session])
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
  const held = useMemo(() => heldSession(session), [session])
  return <SessionContext value={held}>{children}</SessionContext>
}

export function useSessionHolder(): SessionHolder {
  const session = use(SessionContext)
  if (!session) throw new Error('useSessionHolder needs a SessionProvider')
  return session
}

/** The session actor, for a view that sends it events: started if it was not yet (the view
 *  suspends until its code has loaded). */
export function useSession(): SessionActor {
  // Always through `use` (a started session's promise is read at once): React replays a view
  // that suspended, and a `use` skipped on the replay puts its hooks out of order (#467).
  return use(useSessionHolder().start())
}

/** What `select` reads of the session's state: of undefined before the actor has started, when
 *  the page renders as for a visitor. */
export function useSessionState<T>(
  select: (snapshot: SnapshotFrom<SessionActor> | undefined) => T,
): T {
  const session = useSessionHolder()
  return useSyncExternalStore(
    session.subscribe,
    () => select(session.current()?.getSnapshot()),
    () => select(undefined),
  )
}

/** Whether a member is signed in; false while the cookie is not read yet (the first render),
 *  and while the calling view hydrates: a part of the page that hydrates late (a lazy route)
 *  may do so after the session is restored, and must first match the visitor's prerendered
 *  page, or React reports a hydration mismatch (#418) and re-renders the page. */
export function useSignedIn(): boolean {
  const hydrated = useHydrated()
  const signedIn = useSessionState((snapshot) => snapshot?.matches('signedIn') ?? false)
  return hydrated && signedIn
}

/** Renders `children` only for a signed-in member (the home page's partner logos). */
export function SignedInOnly({ children }: { children: ReactNode }) {
  return useSignedIn() ? children : null
}
