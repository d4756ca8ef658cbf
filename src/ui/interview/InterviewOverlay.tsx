import { useState } from 'react'
import { useSelector } from '@xstate/react'
import { fromCallback, fromPromise, type ActorRefFrom } from 'xstate'
import { interviewMachine, type InterviewEvent } from '../../machines/interview.machine'
import { showsOverlay } from '../../machines/navigation.machine'
import { lockScroll, unlockScroll } from '../../lib/scrollLock'
import { useAppActorRef } from '../app/useAppActorRef'
import type { NavigationActor } from './InterviewProvider'
import { verifyStoredCode } from './interviewEffects'
import { isSmallScreen, listenForScheduling } from './overlayEffects'
import { InterviewOverlayView } from './InterviewOverlayView'

export type InterviewActor = ActorRefFrom<typeof interviewMachine>

/** The interview machine with the app's effects; it shows and hides as `navigation` says. */
export function appInterviewMachine(navigation: NavigationActor) {
  return interviewMachine.provide({
    actors: {
      followOverlay: fromCallback<InterviewEvent>(({ sendBack }) => {
        const report = ({ context }: ReturnType<NavigationActor['getSnapshot']>) =>
          sendBack(
            showsOverlay(context) && context.interviewLink !== null
              ? { type: 'SHOW', link: context.interviewLink }
              : { type: 'HIDE' },
          )
        report(navigation.getSnapshot())
        const subscription = navigation.subscribe(report)
        return () => subscription.unsubscribe()
      }),
      checkScreen: fromPromise(isSmallScreen),
      verifyStoredCode: fromPromise(verifyStoredCode),
      listenForScheduling: listenForScheduling(
        () => navigation.getSnapshot().context.campaign?.calendarLink ?? null,
      ),
    },
    actions: {
      lockScroll,
      unlockScroll,
      leaveInterview: () => navigation.send({ type: 'LEAVE_INTERVIEW' }),
    },
  })
}

/**
 * The overlay as the app mounts it, lazily, while an interview link is stored: the overlay's
 * actor lives here as long as the link does (so across route changes); the campaign comes
 * from the navigation actor.
 */
export default function InterviewOverlay({ navigation }: { navigation: NavigationActor }) {
  const [logic] = useState(() => appInterviewMachine(navigation))
  const interview = useAppActorRef(logic)
  const campaign = useSelector(navigation, (snapshot) => snapshot.context.campaign)
  if (!campaign) return null
  return <InterviewOverlayView interview={interview} campaign={campaign} />
}
