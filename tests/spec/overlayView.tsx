// The interview overlay as its view spec tables show it: the real interview machine behind the
// real view, with fake effects, under fake timers (the test files turn them on); the copy
// quoted from SPEC.md 2.8, 4 and 8.
import { onTestFinished, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createActor, fromCallback, fromPromise } from 'xstate'
import { interviewMachine, type InterviewEvent } from '../../src/machines/interview.machine'
import type { StoredCodeCheck } from '../../src/machines/interviewLink.machine'
import type { CodeVerdict } from '../../src/machines/accessCode.machine'
import { listenForScheduling } from '../../src/ui/interview/overlayEffects'
import { reportProgress } from '../../src/ui/interview/progressEffects'
import { InterviewOverlayView } from '../../src/ui/interview/InterviewOverlayView'
import { demoCampaign } from '../support/campaign'
import { fakeNetwork } from '../support/fakeNetwork'

/** SPEC.md 4 and 9. */
export const FADE_IN = 100
export const FADE_OUT = 300
export const ERROR_CLEAR = 3000
/** SPEC.md 2.8, 4 and 8, literally. */
export const copy = {
  overlay: 'Your Next Challenge Starts Here',
  opportunity: 'Current Opportunity',
  start: 'Start Interview',
  startNow: 'Start Interview Now',
  schedule: 'Schedule for later',
  scheduled: 'Meeting scheduled',
  calendar: 'Schedule a call with a recruiter',
  video: 'Discover the Next Generation Interview',
  notice: 'For the Best Experience, Switch to a Computer',
  accept: 'Accept',
  guidelinesDone: 'Ok, got it!',
  candidatesOnly: 'This space is for invited candidates only',
  codeInvalid: 'Code provided is invalid',
  codeCheckFailed: 'Error trying to validate code',
  reverificationFailed:
    'An error occurred while validating your access code. Please try again later.',
}

export interface World {
  small?: boolean
  storedCode?: StoredCodeCheck | 'throws'
  verdict?: CodeVerdict | 'throws'
  /** The progress reports the server received (issue 31), as sent. */
  reports?: unknown[]
}

export async function showOverlay(world: World = {}) {
  // The code's check, at the network: the token fetch answers 200, 401, or fails.
  onTestFinished(
    fakeNetwork({
      accessToken: () => {
        if (world.verdict === 'throws') throw new Error('network')
        return world.verdict === 'accepted'
          ? { status: 200, json: { token: 'candidate-token' } }
          : { status: 401, json: { error: 'Unknown code.' } }
      },
      candidateProgress: ({ body }) => {
        world.reports?.push(body)
        return { status: 200, json: { moved: true } }
      },
    }),
  )
  const leaveInterview = vi.fn()
  const actor = createActor(
    interviewMachine.provide({
      actors: {
        followOverlay: fromCallback<InterviewEvent>(({ sendBack }) =>
          sendBack({ type: 'SHOW', link: '/interview/demo' }),
        ),
        checkScreen: fromPromise(async () => world.small ?? false),
        verifyStoredCode: fromPromise(async (): Promise<StoredCodeCheck> => {
          if (world.storedCode === 'throws') throw new Error('network')
          return world.storedCode ?? 'none'
        }),
        listenForScheduling: listenForScheduling(() => demoCampaign.calendarLink),
      },
      actions: {
        lockScroll: () => {},
        unlockScroll: () => {},
        leaveInterview,
        reportProgress: (_, { event }) => reportProgress(event),
      },
    }),
  ).start()
  render(<InterviewOverlayView interview={actor} campaign={demoCampaign} />)
  await act(() => vi.advanceTimersByTimeAsync(0))
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
  const button = (name: string) => screen.getByRole('button', { name })
  const click = async (name: string) => {
    await user.click(button(name))
    await act(() => vi.advanceTimersByTimeAsync(0))
  }
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
  const dialog = () => screen.queryByRole('dialog')
  return { actor, user, button, click, wait, dialog, leaveInterview }
}
