// What the interview overlay's machine needs from the app: the interview link actor it shows
// and hides with, the screen size, the stored code's check, the scheduling widget's messages,
// the page's scroll lock and the report of an invited candidate's progress.
import { fromCallback, fromPromise } from 'xstate'
import type { interviewMachine, InterviewEvent } from '../../machines/interview.machine'
import { showsOverlay, type InterviewLinkActor } from '../../machines/interviewLink.machine'
import { lockScroll, unlockScroll } from '../../lib/scrollLock'
import type { MachineEffects } from '../flow/machineEffects'
import { verifyStoredCode } from './interviewLinkEffects'
import { isSmallScreen, listenForScheduling } from './overlayEffects'
import { reportProgress } from './progressEffects'

export function interviewEffects(interviewLink: InterviewLinkActor) {
  return {
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
      reportProgress: (_, { event }) => reportProgress(event),
    },
  } satisfies MachineEffects<typeof interviewMachine>
}
