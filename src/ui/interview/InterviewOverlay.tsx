import { useRouterState } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { interviewMachine } from '../../machines/interview.machine'
import type { InterviewLinkActor } from '../../machines/interviewLink.machine'
import { useAppActorRef } from '../app/useAppActorRef'
import { interviewEffects } from './interviewEffects'
import { InterviewOverlayView } from './InterviewOverlayView'

/**
 * The overlay as the app mounts it, lazily, while an interview link is stored: the overlay's
 * actor lives here as long as the link does (so across route changes); it shows and hides as
 * the interview link actor says, and the campaign comes from it.
 */
export default function InterviewOverlay({ interviewLink }: { interviewLink: InterviewLinkActor }) {
  const interview = useAppActorRef(interviewMachine.provide(interviewEffects(interviewLink)))
  const campaign = useSelector(interviewLink, (snapshot) => snapshot.context.campaign)
  const landing = useRouterState({
    select: (state) => state.location.pathname.startsWith('/interview/'),
  })
  if (!campaign) return null
  return <InterviewOverlayView interview={interview} campaign={campaign} landing={landing} />
}
