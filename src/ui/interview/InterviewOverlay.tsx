import { useState } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { fromCallback, fromPromise } from 'xstate'
import { interviewMachine, type InterviewEvent } from '../../machines/interview.machine'
import { showsOverlay, type InterviewLinkActor } from '../../machines/interviewLink.machine'
import { lockScroll, unlockScroll } from '../../lib/scrollLock'
import { useAppActorRef } from '../app/useAppActorRef'
import { verifyStoredCode } from './interviewEffects'
import { isSmallScreen, listenForScheduling } from './overlayEffects'
import { InterviewOverlayView } from './InterviewOverlayView'

/** The interview machine with the app's effects; it shows and hides as the interview link actor says. */
export function appInterviewMachine(interviewLink: InterviewLinkActor) {
  return interviewMachine.provide({
    actors: {
      followOverlay: fromCallback<InterviewEvent>(({ sendBack }) => {
        const report = ({ context }: ReturnType<InterviewLinkActor['getSnapshot']>) =>
          sendBack(
            showsOverlay(context) && context.interviewLink !== null
              ? { type: 'SHOW', link: context.interviewLink }
              : { type: 'HIDE' },
          )
        report(interviewLink.getSnapshot())
        const subscription = interviewLink.subscribe(report)
        return () => subscription.unsubscribe()
      }),
      checkScreen: fromPromise(isSmallScreen),
      verifyStoredCode: fromPromise(verifyStoredCode),
      listenForScheduling: listenForScheduling(
        () => interviewLink.getSnapshot().context.campaign?.calendarLink ?? null,
      ),
    },
    actions: {
      lockScroll,
      unlockScroll,
      leaveInterview: () => interviewLink.send({ type: 'LEAVE_INTERVIEW' }),
    },
  })
}

/**
 * The overlay as the app mounts it, lazily, while an interview link is stored: the overlay's
 * actor lives here as long as the link does (so across route changes); the campaign comes
 * from the interview link actor.
 */
export default function InterviewOverlay({ interviewLink }: { interviewLink: InterviewLinkActor }) {
  const [logic] = useState(() => appInterviewMachine(interviewLink))
  const interview = useAppActorRef(logic)
  const campaign = useSelector(interviewLink, (snapshot) => snapshot.context.campaign)
  const landing = useRouterState({
    select: (state) => state.location.pathname.startsWith('/interview/'),
  })
  if (!campaign) return null
  return <InterviewOverlayView interview={interview} campaign={campaign} landing={landing} />
}
