import type { Page } from '@playwright/test'

/** Scrolls to the bottom and back so lazy images load, then waits for every image: a full-page
 *  picture or an image check sees the page as a visitor who scrolled it does. A screen a frame:
 *  the site's lazy images are the browser's (`loading="lazy"`, no observer of its own), which
 *  Chromium fetches once they come within 1250 px of the screen, so no image is passed over
 *  at the suite's heights (900 px and less); half a screen a frame rendered twice the frames. */
export async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += innerHeight) {
      scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
    scrollTo(0, 0)
  })
  await page.waitForFunction(() => [...document.images].every((image) => image.complete))
}
