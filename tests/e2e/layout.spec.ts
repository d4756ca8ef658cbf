import { test, expect } from './fixtures'
import { viewports } from './site-routes'
import {
  browserCheckboxes,
  crampedText,
  focusRingContrast,
  headerPastTheGrid,
  headerShowsClubName,
  wrappedControlLabels,
  wrappedNavbarLabels,
} from './layoutChecks'

// The layout rules of layoutChecks.ts on what every-page.spec.ts cannot reach by visiting a
// route (the dialogs), and on pages broken on purpose, to prove each rule can fail.

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('dialogs: text keeps 12 px from the dialog border', async ({ page }) => {
      await page.goto('/career-path')
      await page.getByRole('button', { name: 'Enter to the Future' }).click()
      await expect(page.getByRole('dialog', { name: 'Platform Access' })).toBeVisible()
      expect(await crampedText(page), 'the login step').toEqual([])
      await page.getByRole('button', { name: 'I would like to be a member' }).click()
      await expect(page.getByRole('dialog', { name: 'Start your Journey' })).toBeVisible()
      expect(await crampedText(page), 'the invitation step').toEqual([])
      expect(await browserCheckboxes(page), 'the invitation step').toEqual([])

      await page.goto('/nda')
      await expect(page.getByRole('dialog', { name: 'Confidentiality Agreement' })).toBeVisible()
      expect(await crampedText(page), 'the NDA').toEqual([])

      await page.goto('/interview/demo')
      if (name === 'phone') {
        await expect(page.getByRole('dialog')).toBeVisible() // the switch-to-a-computer notice
        expect(await crampedText(page), 'the mobile notice').toEqual([])
        return
      }
      await page.getByRole('button', { name: /Senior Platform/ }).click()
      await page.getByRole('button', { name: 'Start Interview', exact: true }).click()
      const modal = page.getByRole('dialog')
      await expect(modal).toHaveAccessibleName('Before you start')
      expect(await crampedText(page), 'the interview guidelines').toEqual([])
      await modal.getByRole('button', { name: 'Ok, got it!' }).click()
      await expect(modal).toHaveAccessibleName('This space is for invited candidates only')
      expect(await crampedText(page), 'the access code').toEqual([])
    })
  })
}

test.describe('the checks themselves', () => {
  test.use({ viewport: viewports.desktop })

  test('find text on a card border and a navbar label on two lines', async ({ page }) => {
    await page.goto('/memberships-how-to-earn')
    await page.addStyleTag({
      content:
        '.card { padding: 4px !important } header nav a { display: inline-block; max-width: 4rem; white-space: normal !important }',
    })
    expect((await crampedText(page)).length).toBeGreaterThan(0)
    expect(await wrappedNavbarLabels(page)).toContain('Membership Levels')
  })

  test('find a pill whose label wraps, and a header without the name', async ({ page }) => {
    await page.goto('/our-ecosystem-all-articles')
    await page.addStyleTag({
      content:
        'nav[aria-label="Pages of articles"] a { display: inline-grid !important } header svg text { display: none }',
    })
    expect(await wrappedControlLabels(page)).toContain('Next ›')
    expect(await headerShowsClubName(page)).toBe(false)
  })

  test('find a header control past the content grid', async ({ page }) => {
    await page.goto('/memberships-how-to-earn')
    await page.addStyleTag({ content: 'header nav ul { gap: 6rem !important }' })
    expect(await headerPastTheGrid(page)).toContain('Log In')
  })

  test("find a checkbox in the browser's style", async ({ page }) => {
    await page.goto('/nda')
    await expect(page.getByRole('checkbox')).toBeVisible()
    expect(await browserCheckboxes(page)).toEqual([])
    await page.addStyleTag({ content: 'input[type="checkbox"] { appearance: auto !important }' })
    expect(await browserCheckboxes(page)).toEqual(['Accept Terms and Conditions.'])
  })

  test("in forced colours the checkbox is the browser's, whose tick the system draws", async ({
    page,
  }) => {
    await page.emulateMedia({ forcedColors: 'active' })
    await page.goto('/nda')
    await expect(page.getByRole('checkbox')).toBeVisible()
    expect(await browserCheckboxes(page)).toEqual(['Accept Terms and Conditions.'])
  })
})

test('the focus ring keeps 3:1 on the light bands as on the dark ones', async ({ page }) => {
  await page.goto('/career-path')
  const lightCta = 'section[class*="light"] a[href="/memberships"]'
  expect(await focusRingContrast(page, lightCta)).toBeGreaterThanOrEqual(3)
  await page.goto('/think-tank')
  expect(await focusRingContrast(page, '#book a[download]')).toBeGreaterThanOrEqual(3)
  await page.goto('/')
  expect(await focusRingContrast(page, 'main a[href="/memberships"]')).toBeGreaterThanOrEqual(3)
})
