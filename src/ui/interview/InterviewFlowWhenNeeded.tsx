import { Suspense } from 'react'
import { useLocation } from '@tanstack/react-router'
import { isInterviewPath, normalizePath } from '../../lib/interviewPaths'
import { readSession } from '../../lib/interviewSession'
import { useIdle } from '../lazy/whenIdle'
import { lazyView } from '../lazy/lazyView'

const interviewFlow = lazyView(async () => (await import('./InterviewProvider')).default)

/**
 * Whether the interview link machine has anything to do (SPEC.md 4, "On route change"): on an
 * interview link, or while session storage holds a link (the page's boot code stores it at
 * once; its campaign is fetched again after a reload) or an access code (checked at /).
 * Otherwise each route change would only take it back to idle, so a visitor who never
 * followed an interview link does not load it.
 */
export function interviewFlowNeeded(path: string): boolean {
  return (
    isInterviewPath(normalizePath(path)) ||
    readSession('interviewLink') !== null ||
    readSession('validCode') !== null
  )
}

/** Mounts the interview flow (the link machine, its alert and the overlay) once the page has
 *  hydrated and the browser is idle (storage is unknown to the prerendered page), on each route
 *  that needs it. Until then an interview link's page shows the overlay's preview, whose
 *  position button takes a press (InterviewOverlay.tsx). */
export function InterviewFlowWhenNeeded() {
  const pathname = useLocation({ select: (location) => location.pathname })
  const idle = useIdle()
  if (!idle || !interviewFlowNeeded(pathname)) return null
  return (
    <Suspense fallback={null}>
      <interviewFlow.Component />
    </Suspense>
  )
}
