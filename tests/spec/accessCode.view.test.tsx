// SPEC.md 4, 5, 8 and 9 where the view matters: the access code modal of the interview overlay,
// with the copy quoted from SPEC.md. The real machines run behind the real views, with fake
// effects and fake timers (./overlayView).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { preloadOverlayParts } from '../../src/ui/interview/overlayParts'
import { demoCampaign } from '../support/campaign'
import { copy, ERROR_CLEAR, FADE_IN, FADE_OUT, showOverlay, type World } from './overlayView'

// The steps' code already in, as after the hover or focus that loads it on the site (the
// loading itself: tests/unit/overlayParts.test.tsx).
beforeAll(preloadOverlayParts)
beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

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
    expectFieldProblem(copy.codeInvalid)
  })

  /** The one error pattern: the code's problem is the field's (under it, named by it, marked
   *  invalid, announced), no form-level alert. */
  function expectFieldProblem(message: string) {
    const field = screen.getByLabelText('Access code')
    expect(field).toHaveAccessibleDescription(message)
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText(message).closest('[role="alert"]')).not.toBeNull()
    expect(field.parentElement).toContainElement(screen.getByText(message))
  }

  it(`'${copy.codeInvalid}' disappears after ${ERROR_CLEAR} ms, not before`, async () => {
    const view = await codeEntry({ verdict: 'rejected' })
    await view.user.type(screen.getByLabelText('Access code'), 'NOT-A-CODE')
    await view.click('Continue')
    expectFieldProblem(copy.codeInvalid)
    await view.wait(ERROR_CLEAR - 1)
    expectFieldProblem(copy.codeInvalid)
    await view.wait(1)
    const field = screen.getByLabelText('Access code')
    expect(field).not.toHaveAccessibleDescription()
    expect(field).not.toHaveAttribute('aria-invalid')
    expect(within(view.dialog()!).queryByText(copy.codeInvalid)).toBeNull()
  })

  it(`the check throws: '${copy.codeCheckFailed}'`, async () => {
    const view = await codeEntry({ verdict: 'throws' })
    await view.user.type(screen.getByLabelText('Access code'), 'WELCOME-2025')
    await view.click('Continue')
    // No field's problem: the form's alert, the field not marked.
    expect(within(view.dialog()!).getByRole('alert')).toHaveTextContent(copy.codeCheckFailed)
    expect(screen.getByLabelText('Access code')).not.toHaveAttribute('aria-invalid')
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
