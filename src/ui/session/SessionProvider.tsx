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
import { lazyFlow, runningFlow, type LazyFlow } from '../lazy/lazyFlow'
import { whenIdle } from '../lazy/whenIdle'

/** The page's session: a lazy flow (src/ui/lazy/lazyFlow.ts) whose actor reads the cookie
 *  USER_DATA as it starts. */
export type SessionFlow = LazyFlow<SessionActor>

const SessionContext = createContext<SessionFlow | null>(null)

/** The app's one session, for every view below. Its actor starts after hydration at once when
 *  there is a session cookie to restore (or a tester inspects the page), otherwise while the
 *  visitor reads (the login needs it), or at the first event a view sends it. Until then views
 *  see a visitor, which is what the actor's first states show too. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const router = useRouter()
  const [session] = useState(() =>
    lazyFlow(async () =>
      (await import('./liveSession')).startLiveSession(() => void router.navigate({ to: '/nda' })),
    ),
  )
  // An effect never runs in the prerenderer: the cookie is read after hydration.
  useEffect(() => {
    const start = () => void session.start().catch(() => {})
    if (readSessionCookie() !== undefined || appInspect()) start()
    else whenIdle(start)
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
  const held = useMemo(() => runningFlow(session), [session])
  return <SessionContext value={held}>{children}</SessionContext>
}

export function useSessionFlow(): SessionFlow {
  const session = use(SessionContext)
  if (!session) throw new Error('useSessionFlow needs a SessionProvider')
  return session
}

/** What `select` reads of the session's state: of undefined before the actor has started, when
 *  the page renders as for a visitor. */
export function useSessionState<T>(
  select: (snapshot: SnapshotFrom<SessionActor> | undefined) => T,
): T {
  const session = useSessionFlow()
  return useSyncExternalStore(
    (listener) => {
      const subscription = session.subscribe(listener)
      return () => subscription.unsubscribe()
    },
    () => select(session.getSnapshot()),
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
