import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { routeFileName, siteRoutes, viewports } from './site-routes'

// Saves a full-page screenshot of every route at a phone and a desktop width to screenshots/
// (git-ignored), so a reviewer can look at the whole site at once.

/** Scrolls to the bottom and back so lazy images load, then waits for every image. */
async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
    scrollTo(0, 0)
  })
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
    .toBe(true)
}

for (const [device, viewport] of Object.entries(viewports)) {
  test.describe(`screenshots at ${device} width`, () => {
    test.use({ viewport })
    for (const route of siteRoutes()) {
      test(route, async ({ page }) => {
        await page.goto(route)
        await loadLazyImages(page)
        const broken = await page.evaluate(() =>
          [...document.images]
            .filter((image) => image.naturalWidth === 0)
            .map((image) => image.src),
        )
        expect(broken, 'images that did not load').toEqual([])
        await page.screenshot({
          path: `screenshots/${device}/${routeFileName(route)}.png`,
          fullPage: true,
        })
      })
    }
  })
}
