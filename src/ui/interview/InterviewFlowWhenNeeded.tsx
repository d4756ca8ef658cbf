import { lazy, Suspense } from 'react'
import { useLocation } from '@tanstack/react-router'
import { isInterviewPath, normalizePath } from '../../lib/interviewPaths'
import { readSession } from '../../lib/interviewSession'
import { usePageHydrated } from '../app/pageHydration'

const InterviewFlow = lazy(() => import('./InterviewProvider'))

/**
 * Whether the interview link machine has anything to do (SPEC.md 4, "On route change"): on an
 * interview link, or while session storage holds a link (its campaign is fetched again after a
 * reload) or an access code (checked at /). Otherwise each route change would only take it
 * back to idle, so a visitor who never followed an interview link does not load it.
 */
export function interviewFlowNeeded(path: string): boolean {
  return (
    isInterviewPath(normalizePath(path)) ||
    readSession('interviewLink') !== null ||
    readSession('validCode') !== null
  )
}

/** Mounts the interview flow (the link machine, its alert and the overlay) once the page has
 *  hydrated (storage is unknown to the prerendered page, and the machine's first route change
 *  waits for that moment anyway), on each route that needs it. */
export function InterviewFlowWhenNeeded() {
  const pathname = useLocation({ select: (location) => location.pathname })
  const pageHydrated = usePageHydrated()
  if (!pageHydrated || !interviewFlowNeeded(pathname)) return null
  return (
    <Suspense fallback={null}>
      <InterviewFlow />
    </Suspense>
  )
}
