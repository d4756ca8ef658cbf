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

    test.describe(() => {
      test.use({ expectedConsoleErrors: [/status of 401/] })

      // The one error pattern: a problem that is no field's is the form's alert above its
      // button; a field's is under the field, the field edged in the same colour.
      test('the one error pattern: the form alert and the field message', async ({ page }) => {
        await page.clock.install()
        await page.goto('/career-path')
        await page.getByRole('button', { name: 'Enter to the Future' }).click()
        const login = page.getByRole('dialog', { name: 'Platform Access' })
        await login.getByLabel('User Name').fill('demo.member')
        await login.getByLabel('Password').fill('not-the-password')
        await login.getByRole('button', { name: 'Login' }).click()
        await expect(login.getByRole('alert')).toHaveText(
          'There was an error trying to validate user credentials',
        )
        await looksAsBefore(page, login, `login-failed-${width}.png`)
        await login.getByRole('button', { name: 'I would like to be a member' }).click()
        const invitation = page.getByRole('dialog', { name: 'Start your Journey' })
        await invitation.getByLabel('I prefer to be contacted by email').check()
        const email = invitation.getByLabel('Email', { exact: true })
        await email.fill('robin@example')
        // The message stays while the picture is taken: only the test moves time from here.
        await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
        await email.press('Enter')
        await expect(email).toHaveAccessibleDescription('Please enter a valid email address.')
        await looksAsBefore(page, invitation, `invitation-invalid-${width}.png`)
      })
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

// The states of the issue 'one visual system, no stubs on the candidate's path', at both widths.
// The scheduler offers the next working days: the clock is fixed (in every frame of the page)
// and so is the time zone, so its days and times are the same on every run.
test.describe('no stubs on the way in', () => {
  test.use({ timezoneId: 'UTC' })

  for (const [width, viewport] of Object.entries(viewports)) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport })

      test('the article pagination: Previous and Next on one line', async ({ page }) => {
        await page.goto('/our-ecosystem-all-articles')
        const pages = page.getByRole('navigation', { name: 'Pages of articles' })
        await looksAsBefore(page, pages, `pagination-${width}.png`)
      })

      test("the invitation request's brand bar and intro", async ({ page }) => {
        await page.goto('/i-want-a-password')
        await painted(page)
        await expect(page).toHaveScreenshot(`password-top-${width}.png`, {
          animations: 'disabled',
          maxDiffPixelRatio: 0.01,
          clip: { x: 0, y: 0, width: viewport.width, height: 420 },
        })
      })

      test('the NDA page behind its dialog', async ({ page }) => {
        await page.goto('/nda')
        const dialog = page.getByRole('dialog', { name: 'Confidentiality Agreement' })
        await expect(dialog.getByRole('heading', { level: 1 })).toBeFocused()
        await painted(page)
        await expect(page).toHaveScreenshot(`nda-page-${width}.png`, {
          animations: 'disabled',
          maxDiffPixelRatio: 0.01,
        })
      })

      if (width === 'phone') {
        // A phone gets the switch-to-a-computer notice, not the interview: the framed pages
        // are looked at on their own.
        test('the scheduler and the interview pages', async ({ page }) => {
          await page.clock.setFixedTime(new Date('2026-03-04T10:00:00Z'))
          await page.goto('/demo/scheduler')
          await expect(page.getByRole('radio')).toHaveCount(15)
          await looksAsBefore(page, page.locator('main'), `scheduler-${width}.png`)
          await page.goto('/demo/interview')
          await looksAsBefore(page, page.locator('main'), `interview-frame-${width}.png`)
        })
        return
      }

      test('the calendar modal and the full-screen interview', async ({ page }) => {
        await page.clock.setFixedTime(new Date('2026-03-04T10:00:00Z'))
        await page.goto('/interview/demo')
        const overlay = page.getByRole('complementary', { name: 'Your Next Challenge Starts Here' })
        await overlay.getByRole('button', { name: /Senior Platform/ }).click()
        await overlay.getByRole('button', { name: 'Start Interview', exact: true }).click()
        const modal = page.getByRole('dialog')
        await modal.getByRole('button', { name: 'Ok, got it!' }).click()
        await modal.getByLabel('Access code').fill('WELCOME-2025')
        await modal.getByLabel('Access code').press('Enter')
        await expect(modal).toBeHidden()

        await overlay.getByRole('button', { name: 'Schedule for later' }).click()
        const calendar = page.getByRole('dialog', { name: 'Schedule a call with a recruiter' })
        const scheduler = page.frameLocator('iframe[title="Schedule a call with a recruiter"]')
        await expect(scheduler.getByRole('radio')).toHaveCount(15)
        await scheduler.locator('html').evaluate(() => document.fonts.ready)
        await looksAsBefore(page, calendar, `calendar-${width}.png`)
        await calendar.getByRole('button', { name: 'Close' }).click()
        await expect(calendar).toBeHidden()

        await overlay.getByRole('button', { name: 'Start Interview Now' }).click()
        const panel = page.getByRole('region', { name: 'Interview' })
        await expect(panel.getByRole('button', { name: 'Back' })).toBeVisible()
        const frame = page.frameLocator('iframe[title="Your interview"]')
        await expect(frame.getByRole('heading', { level: 1 })).toBeVisible()
        await frame.locator('html').evaluate(() => document.fonts.ready)
        await looksAsBefore(page, panel, `interview-frame-${width}.png`)
      })
    })
  }
})
