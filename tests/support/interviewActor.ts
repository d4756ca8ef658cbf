import { createActor, fromCallback, fromPromise } from 'xstate'
import { interviewMachine, type InterviewEvent } from '../../src/machines/interview.machine'
import type { StoredCodeCheck } from '../../src/machines/interviewLink.machine'

/** The overlay's actor as an interview link shows it (/interview/demo), with no code stored
 *  and the scroll lock and scheduling widget faked; `small` is the screen check's answer. */
export function shownInterviewActor({ small = false } = {}) {
  return createActor(
    interviewMachine.provide({
      actors: {
        followOverlay: fromCallback<InterviewEvent>(({ sendBack }) =>
          sendBack({ type: 'SHOW', link: '/interview/demo' }),
        ),
        checkScreen: fromPromise(async () => small),
        verifyStoredCode: fromPromise(async (): Promise<StoredCodeCheck> => 'none'),
        listenForScheduling: fromCallback(() => {}),
      },
      actions: { lockScroll: () => {}, unlockScroll: () => {}, leaveInterview: () => {} },
    }),
  ).start()
}
