import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'

// The club's own typefaces (src/ui/styles/fonts.css): preloaded, actually used, and backed by
// local fallbacks scaled to their metrics, so that the swap from one to the other moves nothing.

/** The font families the page has loaded, once its fonts settled. */
function loadedFamilies(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready
    return [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => face.family.replace(/"/g, ''))
  })
}

const uprightFonts = /^\/assets\/(fraunces|inter)-latin-wght-normal-[\w-]+\.woff2$/

test('every page preloads the two upright web fonts, and they are the ones in use', async ({
  page,
  request,
}) => {
  for (const route of ['/', '/memberships', '/interview/demo']) {
    const html = await (await request.get(route)).text()
    const preloads = [...html.matchAll(/<link rel="preload" as="font"[^>]*href="([^"]+)"/g)]
    expect(preloads.map(([, href]) => href).sort(), route).toEqual([
      expect.stringMatching(uprightFonts),
      expect.stringMatching(uprightFonts),
    ])
    expect(
      preloads.map(([tag]) => tag).every((tag) => /type="font\/woff2" crossorigin/.test(tag)),
    ).toBe(true)
  }
  await page.goto('/')
  expect(await loadedFamilies(page)).toEqual(
    expect.arrayContaining(['Fraunces Variable', 'Inter Variable']),
  )
  const h1 = await page.locator('h1').evaluate((element) => getComputedStyle(element).fontFamily)
  expect(h1).toMatch(/^"Fraunces Variable"/)
})

/** Top, height and width of the hero's text, after the fonts settled. */
function heroBoxes(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready
    return [...document.querySelectorAll('main h1, main h1 ~ p')].map((element) => {
      const box = element.getBoundingClientRect()
      return { text: element.textContent?.slice(0, 24), top: box.top, height: box.height }
    })
  })
}

test.describe('the fallback fonts take the room of the web fonts', () => {
  // The blocked font files are reported in the console.
  test.use({ expectedConsoleErrors: [/Failed to load resource/] })

  for (const width of [375, 1440]) {
    test(`on the home page at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      // First without the font files (so none is in the cache), then with them.
      await page.route('**/*.woff2', (route) => route.abort())
      await page.goto('/')
      const withFallbacks = await heroBoxes(page)
      expect(await loadedFamilies(page)).not.toContain('Fraunces Variable')
      await page.unroute('**/*.woff2')
      await page.reload()
      const withWebFonts = await heroBoxes(page)
      expect(await loadedFamilies(page)).toContain('Fraunces Variable')
      expect(withFallbacks.length).toBeGreaterThanOrEqual(2)
      expect(withFallbacks).toEqual(withWebFonts)
    })
  }
})

test("the club's player, a page of its own in an iframe, uses the same two typefaces", async ({
  page,
}) => {
  await page.goto('/embeds/player/?kind=video&series=Think+Tank&title=Designing+Calm+Technology')
  expect(await loadedFamilies(page)).toEqual(
    expect.arrayContaining(['Fraunces Variable', 'Inter Variable']),
  )
  const h1 = await page.locator('h1').evaluate((element) => getComputedStyle(element).fontFamily)
  expect(h1).toMatch(/^"Fraunces Variable"/)
})
