import { useLayoutEffect } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { waitFor } from 'xstate'
import { interviewMachine } from '../../machines/interview.machine'
import type { InterviewLinkActor } from '../../machines/interviewLink.machine'
import { overlayPreview, removeOverlayPreview } from '../../lib/campaignInPage'
import { useAppActorRef } from '../flow/useAppActorRef'
import { takeEarlyPress } from '../lazy/earlyInput'
import { interviewEffects } from './interviewEffects'
import { InterviewOverlayView, selectPositionPress } from './InterviewOverlayView'

/**
 * The overlay as the app mounts it, lazily, while an interview link is stored: the overlay's
 * actor lives here as long as the link does (so across route changes); it shows and hides as
 * the interview link actor says, and the campaign comes from it. It replaces the preview an
 * interview link's page shows until then.
 */
export default function InterviewOverlay({ interviewLink }: { interviewLink: InterviewLinkActor }) {
  const interview = useAppActorRef(interviewMachine.provide(interviewEffects(interviewLink)))
  const campaign = useSelector(interviewLink, (snapshot) => snapshot.context.campaign)
  const landing = useRouterState({
    select: (state) => state.location.pathname.startsWith('/interview/'),
  })
  // The overlay's actor starts hidden and shows once the link actor tells it to, a commit
  // later: on the link's own page the preview waits for that, or there would be frames with no
  // overlay at all (a tap there went through to the picture under it).
  const waitingToShow = useSelector(interview, (snapshot) => landing && snapshot.matches('hidden'))
  // The preview the page came with (server/site.ts) goes as this overlay comes, before the
  // browser paints: the candidate sees one overlay throughout, and the position they pressed
  // in the preview opens now.
  useLayoutEffect(() => {
    if (!campaign || waitingToShow) return
    const pressed = overlayPreview()?.querySelector(`[data-press="${selectPositionPress}"]`)
    removeOverlayPreview()
    if (!pressed || !takeEarlyPress(pressed)) return
    // Once the overlay has checked the screen: on its first step the position opens; over a
    // small screen's notice there is nothing to select. However slow the phone, the press is
    // kept until then (no time limit: it ends with the overlay's actor at the latest).
    const selectPosition = { type: 'SELECT_POSITION' } as const
    const noticeShown = { shown: 'mobileNotice' } as const
    void waitFor(
      interview,
      (snapshot) => snapshot.can(selectPosition) || snapshot.matches(noticeShown),
    ).then(
      (snapshot) => {
        if (snapshot.can(selectPosition)) interview.send(selectPosition)
      },
      () => {}, // the overlay went away first (the candidate left for /): nothing to select
    )
  }, [campaign, waitingToShow, interview])
  if (!campaign) return null
  return <InterviewOverlayView interview={interview} campaign={campaign} landing={landing} />
}
