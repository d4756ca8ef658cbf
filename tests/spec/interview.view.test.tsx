// SPEC.md 2.8, 4 and 9 where the view matters: what a candidate sees and can press in the
// interview overlay and its modals, with the copy quoted from SPEC.md. The real machines run
// behind the real views, with fake effects and fake timers (./overlayView). The access code
// modal: accessCode.view.test.tsx.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import { preloadOverlayParts } from '../../src/ui/interview/overlayParts'
import { forgetSentReports } from '../../src/ui/interview/progressEffects'
import { keepInterviewLink } from '../../src/lib/interviewInvitation'
import { demoCampaign } from '../support/campaign'
import { copy, FADE_OUT, showOverlay } from './overlayView'

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

describe("Issue 31: an invited candidate's steps reach the server with the invitation's ref", () => {
  const invitation = 'Zk3_p9Qx-T2mWb7cLr0aYe'
  afterEach(() => sessionStorage.clear())

  it.each([
    // the link's invite,  reported
    [invitation, ['POSITION_VIEWED', 'INTERVIEW_STARTED']],
    [null, []], // the demo link, or any link without an invitation
  ])(
    'invite %s: the position opened, then the interview started, reports %j',
    async (invite, events) => {
      forgetSentReports()
      keepInterviewLink('/interview/demo', invite)
      const reports: unknown[] = []
      const view = await showOverlay({ storedCode: 'valid', reports })
      await view.click(`${demoCampaign.positionName} See the position`)
      await view.click(copy.start)
      await view.click(copy.startNow)
      await view.wait(0)
      expect(reports).toEqual(events.map((event) => ({ campaign: 'demo', invitation, event })))
    },
  )
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

  it(`'${copy.video}' is a film for the candidate: it plays, pauses, seeks, and is captioned`, async () => {
    const view = await showOverlay({ storedCode: 'valid' })
    await view.click(`${demoCampaign.positionName} See the position`)
    await view.click(copy.start)
    await view.click(copy.video)
    const modal = within(view.dialog()!)
    const picture = modal.getByRole('img', { name: /^Scene 1 of 8/ })
    const position = modal.getByRole('slider', { name: 'Position in the film' })
    const caption = () => view.dialog()!.querySelector('[aria-live="polite"]')
    expect(caption()).toHaveTextContent('You have been invited to interview with Nova Club.')
    expect(position).toHaveValue('0')
    expect(modal.queryByText(/members hear/i)).toBeNull() // written for the candidate
    await view.click('Play the film')
    await view.wait(7000)
    expect(Number((position as HTMLInputElement).value)).toBeGreaterThanOrEqual(6)
    expect(caption()).toHaveTextContent('It is a conversation on camera, at your own pace')
    await view.click('Pause the film')
    const paused = (position as HTMLInputElement).value
    await view.wait(3000)
    expect((position as HTMLInputElement).value).toBe(paused)
    // Keys: the arrows move five seconds, K plays and pauses, C hides the captions' line.
    modal.getByRole('button', { name: 'Play the film' }).focus()
    await view.user.keyboard('{ArrowRight}{ArrowRight}')
    expect(Number((position as HTMLInputElement).value)).toBe(Number(paused) + 10)
    expect(picture).toHaveAccessibleName(/^Scene 2 of 8: A conversation, not a quiz/)
    await view.user.keyboard('c')
    expect(modal.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'false')
    await view.user.keyboard('k')
    expect(modal.getByRole('button', { name: 'Pause the film' })).toBeInTheDocument()
    // The transcript's lines seek the film.
    await view.click('1:30 Welcome to the next generation interview. Good luck.')
    expect(picture).toHaveAccessibleName(/^Scene 8 of 8: Now, or later/)
    await view.wait(7000)
    expect(modal.getByRole('button', { name: 'Play the film again' })).toBeInTheDocument()
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
