import { createContext, lazy, Suspense, use, useEffect, type ReactNode } from 'react'
import { useLocation, useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { interviewLinkMachine, type InterviewLinkActor } from '../../machines/interviewLink.machine'
import { onSessionStorageCleared } from '../../lib/browserStorage'
import { removeOverlayPreview } from '../../lib/campaignInPage'
import { useAppActorRef } from '../flow/useAppActorRef'
import { usePageHydrated } from '../flow/pageHydration'
import { AlertMessage } from './AlertMessage'
import { interviewLinkEffects } from './interviewLinkEffects'

const InterviewLinkActorContext = createContext<InterviewLinkActor | null>(null)

export function useInterviewLinkActor(): InterviewLinkActor {
  const interviewLink = use(InterviewLinkActorContext)
  if (!interviewLink) throw new Error('useInterviewLinkActor needs an InterviewProvider')
  return interviewLink
}

/**
 * The candidate's interview flow for the whole app: the interview link actor, created once, told
 * of every route change (the first one once the page has hydrated), and given to the
 * interview overlay through context.
 */
export function InterviewProvider({ children }: { children: ReactNode }) {
  const router = useRouter()
  const interviewLink = useAppActorRef(
    interviewLinkMachine.provide(
      interviewLinkEffects((to) => void router.navigate({ to, replace: to === '/not-found' })),
    ),
  )
  return (
    <InterviewLinkActorContext value={interviewLink}>
      <RouteChanges interviewLink={interviewLink} />
      <SessionStorageClears interviewLink={interviewLink} />
      <PreviewGoesWithoutCampaign interviewLink={interviewLink} />
      {children}
      <InterviewLinkAlert interviewLink={interviewLink} />
    </InterviewLinkActorContext>
  )
}

/** Tells the interview link actor of each route change, the first one once the page has
 *  hydrated: its answer may be a redirect, which must not reach a page still hydrating. */
export function RouteChanges({ interviewLink }: { interviewLink: InterviewLinkActor }) {
  const pathname = useLocation({ select: (location) => location.pathname })
  const pageHydrated = usePageHydrated()
  useEffect(() => {
    if (pageHydrated) interviewLink.send({ type: 'ROUTE_CHANGED', path: pathname })
  }, [interviewLink, pathname, pageHydrated])
  return null
}

/** Tells the interview link actor when the session storage it mirrors is cleared (a sign-in
 *  clears it, SPEC.md 4), so that the link kept in memory goes too. */
export function SessionStorageClears({ interviewLink }: { interviewLink: InterviewLinkActor }) {
  useEffect(
    () => onSessionStorageCleared(() => interviewLink.send({ type: 'STORAGE_CLEARED' })),
    [interviewLink],
  )
  return null
}

/** The overlay's preview an interview link's page came with (server/site.ts) stays until the
 *  live overlay replaces it (InterviewOverlay), or goes once the flow has found no campaign to
 *  show (it failed to load, or the link was left). */
function PreviewGoesWithoutCampaign({ interviewLink }: { interviewLink: InterviewLinkActor }) {
  const withoutCampaign = useSelector(
    interviewLink,
    (snapshot) => snapshot.matches('idle') && snapshot.context.campaign === null,
  )
  useEffect(() => {
    if (withoutCampaign) removeOverlayPreview()
  }, [withoutCampaign])
  return null
}

/** SPEC.md 8: the alert when the stored code could not be checked at /. */
export function InterviewLinkAlert({ interviewLink }: { interviewLink: InterviewLinkActor }) {
  const alert = useSelector(interviewLink, (snapshot) => snapshot.context.alert)
  return (
    <AlertMessage
      message={alert}
      placement="page"
      onDismiss={() => interviewLink.send({ type: 'DISMISS_ALERT' })}
    />
  )
}

/** The overlay, with its first step requested beside it: the position's details the candidate
 *  opens first would otherwise be asked for only once the overlay had arrived and the browser
 *  was idle (a chunk that fails here is asked for again where it is used). */
const InterviewOverlay = lazy(() => {
  void import('./PositionDetails').catch(() => {})
  return import('./InterviewOverlay')
})

/** Where the interview overlay mounts. Its code (and the overlay's actor) loads once an
 *  interview link is stored, and stays while one is. */
export function InterviewOverlaySlot() {
  const interviewLink = useInterviewLinkActor()
  const linkStored = useSelector(
    interviewLink,
    (snapshot) => snapshot.context.interviewLink !== null,
  )
  if (!linkStored) return null
  return (
    <Suspense fallback={null}>
      <InterviewOverlay interviewLink={interviewLink} />
    </Suspense>
  )
}

/** The interview flow as the app shell mounts it (lazily, see InterviewFlowWhenNeeded). */
export default function InterviewFlow() {
  return (
    <InterviewProvider>
      <InterviewOverlaySlot />
    </InterviewProvider>
  )
}
