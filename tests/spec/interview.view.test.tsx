// SPEC.md 2.8, 4, 5, 8 and 9 where the view matters: what a candidate sees and can press in the
// interview overlay and its modals, with the copy quoted from SPEC.md. The real machines run
// behind the real views, with fake effects and fake timers.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createActor, fromCallback, fromPromise } from 'xstate'
import { interviewMachine, type InterviewEvent } from '../../src/machines/interview.machine'
import type { StoredCodeCheck } from '../../src/machines/interviewLink.machine'
import type { CodeVerdict } from '../../src/machines/accessCode.machine'
import { listenForScheduling } from '../../src/ui/interview/overlayEffects'
import { InterviewOverlayView } from '../../src/ui/interview/InterviewOverlayView'
import { preloadOverlayParts } from '../../src/ui/interview/overlayParts'
import { demoCampaign } from '../support/campaign'

/** SPEC.md 4 and 9. */
const FADE_IN = 100
const FADE_OUT = 300
const ERROR_CLEAR = 3000
/** SPEC.md 2.8, 4 and 8, literally. */
const copy = {
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

interface World {
  small?: boolean
  storedCode?: StoredCodeCheck | 'throws'
  verdict?: CodeVerdict | 'throws'
}

async function showOverlay(world: World = {}) {
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
      actions: { lockScroll: () => {}, unlockScroll: () => {}, leaveInterview },
    }),
  ).start()
  render(
    <InterviewOverlayView
      interview={actor}
      campaign={demoCampaign}
      checkCode={async () => {
        if (world.verdict === 'throws') throw new Error('network')
        return world.verdict ?? 'rejected'
      }}
    />,
  )
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

// The steps' code already in, as after the hover or focus that loads it on the site (the
// loading itself: tests/unit/overlayParts.test.tsx).
beforeAll(preloadOverlayParts)
beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('SPEC.md 2.8 and 4: the overlay', () => {
  it(`shows step 1, '${copy.overlay}', with the position; '${copy.start}' waits for the position to be viewed`, async () => {
    const view = await showOverlay()
    const overlay = screen.getByRole('complementary', { name: copy.overlay })
    expect(within(overlay).getByText(copy.opportunity)).toBeInTheDocument()
    expect(view.button(copy.start)).toBeDisabled()
    await view.click(`${demoCampaign.positionName} See the position`)
    expect(screen.getByRole('heading', { name: 'Must Skills' })).toBeInTheDocument()
    expect(view.button(copy.start)).toBeEnabled()
    await view.click('Back to the opportunity') // the arrow at step 2
    expect(view.button(copy.start)).toBeEnabled() // viewed stays viewed
  })

  it(`the re-verification throws: the alert '${copy.reverificationFailed}'`, async () => {
    const view = await showOverlay({ storedCode: 'throws' })
    await view.click(`${demoCampaign.positionName} See the position`)
    await view.click(copy.start)
    expect(
      within(screen.getByRole('complementary', { name: copy.overlay })).getByRole('alert'),
    ).toHaveTextContent(copy.reverificationFailed)
    expect(view.dialog()).toBeNull()
  })
})

describe('SPEC.md 4, 5, 8 and 9: the access code modal', () => {
  async function codeEntry(world: World = {}) {
    const view = await showOverlay(world)
    await view.click(`${demoCampaign.positionName} See the position`)
    await view.click(copy.start)
    const modal = view.dialog()!
    expect(modal).toHaveAttribute('data-state', 'opening')
    await view.wait(FADE_IN - 1)
    expect(modal).toHaveAttribute('data-state', 'opening')
    await view.wait(1)
    expect(modal).toHaveAttribute('data-state', 'open')
    await view.click(copy.guidelinesDone)
    expect(screen.getByRole('heading', { name: copy.candidatesOnly })).toBeInTheDocument()
    return view
  }

  it('Continue is disabled while the code is empty; Enter submits', async () => {
    const view = await codeEntry()
    expect(view.button('Continue')).toBeDisabled()
    await view.user.type(screen.getByLabelText('Access code'), '   ')
    expect(view.button('Continue')).toBeDisabled()
    await view.user.type(screen.getByLabelText('Access code'), 'NOT-A-CODE{Enter}')
    await view.wait(0)
    expect(within(view.dialog()!).getByRole('alert')).toHaveTextContent(copy.codeInvalid)
  })

  it(`'${copy.codeInvalid}' disappears after ${ERROR_CLEAR} ms, not before`, async () => {
    const view = await codeEntry({ verdict: 'rejected' })
    await view.user.type(screen.getByLabelText('Access code'), 'NOT-A-CODE')
    await view.click('Continue')
    const message = within(view.dialog()!).getByRole('alert')
    expect(message).toHaveTextContent(copy.codeInvalid)
    await view.wait(ERROR_CLEAR - 1)
    expect(message).toHaveTextContent(copy.codeInvalid)
    await view.wait(1)
    expect(message).toBeEmptyDOMElement()
  })

  it(`the check throws: '${copy.codeCheckFailed}'`, async () => {
    const view = await codeEntry({ verdict: 'throws' })
    await view.user.type(screen.getByLabelText('Access code'), 'WELCOME-2025')
    await view.click('Continue')
    expect(within(view.dialog()!).getByRole('alert')).toHaveTextContent(copy.codeCheckFailed)
  })

  it('an accepted code closes the modal over 300 ms and shows step 3', async () => {
    const view = await codeEntry({ verdict: 'accepted' })
    await view.user.type(screen.getByLabelText('Access code'), 'WELCOME-2025')
    await view.click('Continue')
    expect(view.dialog()).toHaveAttribute('data-state', 'closing')
    await view.wait(FADE_OUT - 1)
    expect(view.dialog()).toHaveAttribute('data-state', 'closing')
    await view.wait(1)
    expect(view.dialog()).toBeNull()
    expect(view.button(copy.startNow)).toBeInTheDocument()
  })
})

describe('SPEC.md 4: step 3', () => {
  it(`'${copy.schedule}' opens '${copy.calendar}'; a scheduled event makes it '${copy.scheduled}'`, async () => {
    const view = await showOverlay({ storedCode: 'valid' })
    await view.click(`${demoCampaign.positionName} See the position`)
    await view.click(copy.start)
    await view.click(copy.schedule)
    expect(view.dialog()).toHaveAccessibleName(copy.calendar)
    await act(async () => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: new URL(demoCampaign.calendarLink).origin,
          data: { event: 'scheduler.event_scheduled' },
        }),
      )
    })
    await view.click('Close')
    await view.wait(FADE_OUT)
    expect(view.button(copy.scheduled)).toBeInTheDocument()
  })

  it(`'${copy.video}' opens the video modal`, async () => {
    const view = await showOverlay({ storedCode: 'valid' })
    await view.click(`${demoCampaign.positionName} See the position`)
    await view.click(copy.start)
    await view.click(copy.video)
    expect(view.dialog()).toHaveAccessibleName(copy.video)
  })
})

describe(`SPEC.md 2.8: the mobile notice '${copy.notice}'`, () => {
  it('Accept clears the stored link and goes to /home, once faded out', async () => {
    const view = await showOverlay({ small: true })
    expect(view.dialog()).toHaveAccessibleName(copy.notice)
    await view.click(copy.accept)
    await view.wait(FADE_OUT - 1)
    expect(view.leaveInterview).not.toHaveBeenCalled()
    await view.wait(1)
    expect(view.leaveInterview).toHaveBeenCalledTimes(1)
  })
})
