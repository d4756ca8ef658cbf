import type { Locator, Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { viewports } from './site-routes'

// Visual comparisons of the key states, now that the fonts are the project's own (the same
// pixels on every machine with Debian's Chromium). Each picture is the component, not the page,
// so the files stay small. Update them on purpose with `npx playwright test visual
// --update-snapshots` and look at every changed picture before committing it.

/** Fonts loaded and images decoded, so the comparison never sees a half-painted state. */
async function painted(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready
    // Loaded pictures (lazy ones below the fold never load here, and are not in the shots).
    const loaded = [...document.images].filter((image) => image.complete)
    await Promise.all(loaded.map((image) => image.decode().catch(() => undefined)))
  })
}

async function looksAsBefore(page: Page, subject: Locator, name: string) {
  await painted(page)
  await expect(subject).toHaveScreenshot(name, { animations: 'disabled', maxDiffPixelRatio: 0.01 })
}

for (const [width, viewport] of Object.entries(viewports)) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('the home page hero', async ({ page }) => {
      await page.goto('/')
      await looksAsBefore(page, page.locator('section').first(), `home-hero-${width}.png`)
    })

    test('the login step of the membership dialog', async ({ page }) => {
      await page.goto('/career-path')
      await page.getByRole('button', { name: 'Enter to the Future' }).click()
      const dialog = page.getByRole('dialog', { name: 'Platform Access' })
      await expect(dialog.getByLabel('User Name')).toBeFocused()
      await looksAsBefore(page, dialog, `login-${width}.png`)
    })

    test('the NDA', async ({ page }) => {
      await page.goto('/nda')
      const dialog = page.getByRole('dialog', { name: 'Confidentiality Agreement' })
      await expect(dialog.getByRole('heading', { level: 1 })).toBeFocused()
      await looksAsBefore(page, dialog, `nda-${width}.png`)
    })
  })
}

test.describe('the candidate', () => {
  test.use({ viewport: viewports.desktop })

  test("the invitation's landing: the opportunity first", async ({ page }) => {
    await page.goto('/interview/demo')
    const overlay = page.getByRole('complementary', { name: 'Your Next Challenge Starts Here' })
    await expect(overlay.getByText('Current Opportunity')).toBeVisible()
    await looksAsBefore(page, overlay, 'interview-landing-desktop.png')
  })
})
