import type { Page } from '@playwright/test'

/** Scrolls to the bottom and back so lazy images load, then waits for every image: a full-page
 *  picture or an image check sees the page as a visitor who scrolled it does. */
export async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
    scrollTo(0, 0)
  })
  await page.waitForFunction(() => [...document.images].every((image) => image.complete))
}
