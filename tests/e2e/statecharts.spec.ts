import { test, expect } from './fixtures'

test.describe('sliders', () => {
  test('the approach slider starts at 1 and its arrows wrap 1 ↔ 5', async ({ page }) => {
    await page.goto('/')
    const slider = page.getByRole('region', { name: 'Our approach' })
    const tablist = slider.getByRole('tablist', { name: 'Our approach' })
    await expect(tablist.getByRole('tab')).toHaveText([
      'Collaborative',
      'Remote',
      'Growth',
      'Goals',
      'Projects',
    ])
    await expect(tablist.getByRole('tab', { selected: true })).toHaveText('Collaborative')
    await slider.getByRole('button', { name: 'Previous slide' }).click()
    await expect(tablist.getByRole('tab', { selected: true })).toHaveText('Projects')
    await expect(slider.getByRole('tabpanel')).toContainText('5 / 5')
    await slider.getByRole('button', { name: 'Next slide' }).click()
    await expect(tablist.getByRole('tab', { selected: true })).toHaveText('Collaborative')
    await tablist.getByRole('tab', { name: 'Goals' }).click()
    await expect(slider.getByRole('tabpanel')).toContainText('4 / 5')
  })

  test('the talent agents slider is operated with the keyboard as ARIA tabs', async ({ page }) => {
    await page.goto('/')
    const tablist = page.getByRole('tablist', { name: 'Talent Agents' })
    await expect(tablist.getByRole('tab')).toHaveText([
      'The Connector',
      'The Insightful',
      'The Explorer',
      'The Architect',
    ])
    await tablist.getByRole('tab', { selected: true }).focus()
    await page.keyboard.press('ArrowLeft')
    await expect(tablist.getByRole('tab', { name: 'The Architect' })).toBeFocused()
    await expect(tablist.getByRole('tab', { name: 'The Architect' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await page.keyboard.press('Home')
    await expect(tablist.getByRole('tab', { name: 'The Connector' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('tabpanel', { name: 'The Connector' })).toBeFocused()
  })
})

test.describe('membership dialog', () => {
  test('opens at sign-in, traps focus, closes on Escape with a fade and returns focus', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/career-path')
    const opener = page.getByRole('button', { name: 'Enter to the Future' })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Platform Access' })
    await expect(dialog).toBeVisible()
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden')
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      )
    }
    // Every state the dialog passes through, with when: polling for the 300 ms `closing` state
    // could miss it on a busy machine.
    await dialog.evaluate((element) => {
      const seen: { state: string | null; at: number }[] = []
      ;(window as unknown as { dialogStates: typeof seen }).dialogStates = seen
      new MutationObserver(() =>
        seen.push({ state: element.getAttribute('data-state'), at: performance.now() }),
      ).observe(element, { attributeFilter: ['data-state'] })
    })
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    const states = await page.evaluate(
      () => (window as unknown as { dialogStates: { state: string; at: number }[] }).dialogStates,
    )
    expect(states.map(({ state }) => state)).toEqual(['closing', 'closed'])
    // The fade lasts the machine's 300 ms (a timer fires no earlier than asked).
    expect(states[1]!.at - states[0]!.at).toBeGreaterThanOrEqual(290)
    await expect(opener).toBeFocused()
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden')
  })

  test("'I want to be a Member' opens it at the invitation step; reopening starts over", async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'I want to be a Member' }).click()
    await expect(page.getByRole('dialog', { name: 'Start your Journey' })).toBeVisible()
    await page.getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
    await page.getByRole('button', { name: 'Enter to the Future' }).click()
    await expect(page.getByRole('dialog', { name: 'Platform Access' })).toBeVisible()
  })
})

test.describe('NDA page', () => {
  test('Continue is enabled only while the terms are accepted; a visitor is asked to log in', async ({
    page,
  }) => {
    await page.goto('/nda')
    const dialog = page.getByRole('dialog', { name: 'Confidentiality Agreement' })
    await expect(dialog).toBeVisible()
    const accept = dialog.getByRole('checkbox', { name: 'Accept Terms and Conditions.' })
    const continueButton = dialog.getByRole('button', { name: 'Continue' })
    await expect(continueButton).toBeDisabled()
    // Ticked at once; Continue is enabled once the form's flow knows it.
    await accept.click()
    await expect(accept).toBeChecked()
    await expect(continueButton).toBeEnabled()
    await accept.uncheck()
    await expect(continueButton).toBeDisabled()
    await accept.check()
    await continueButton.click()
    await expect(dialog.getByRole('alert')).toHaveText(
      'Your session has ended. Please log in again to accept the agreement.',
    )
    await expect(page).toHaveURL(/\/nda$/)
  })
})
