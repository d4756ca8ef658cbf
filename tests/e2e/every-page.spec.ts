import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { routeHeadings, siteRoutes, viewports } from './site-routes'
import { axeViolations } from './a11y'
import { loadLazyImages } from './lazyImages'
import {
  browserCheckboxes,
  crampedText,
  headerPastTheGrid,
  headerShowsClubName,
  wrappedControlLabels,
  wrappedNavbarLabels,
} from './layoutChecks'

// One visit per route at a phone and a desktop width: the route's own page (status 200, its one
// heading, the title the server sent kept once hydrated), the layout rules of layoutChecks.ts
// (no text cramped against its card's border, no control's label wrapping, the club's name in
// a header that keeps to the grid), nothing scrolls sideways (on the phone at 320 px too),
// every image loads, axe-core finds no violations, and nothing is requested from another host (embeds load only when asked for: content.spec.ts). (Pictures of every page to look at: `npm run
// screenshots`; a full-page screenshot here asserted nothing and cost the suite time.)

// The site's Content-Security-Policy forbids inline scripts but its own boot code, and Playwright injects
// axe; the test browser may bypass it (the pages themselves are unchanged).
test.use({ bypassCSP: true })

for (const [device, viewport] of Object.entries(viewports)) {
  test.describe(`every page at ${device} width`, () => {
    test.use({ viewport })
    // A long page's layout rules and axe take a while on a busy 2-core machine.
    test.describe.configure({ timeout: 60_000 })
    for (const route of siteRoutes()) {
      test(`${route}: its own page, its layout, fits the width, its images load, no axe violations`, async ({
        page,
        baseURL,
      }) => {
        const foreign: string[] = []
        page.on('request', (request) => {
          if (!request.url().startsWith(baseURL!)) foreign.push(request.url())
        })
        const response = await page.goto(route)
        expect(response?.status()).toBe(200)
        expect(route in routeHeadings, `${route} has a heading in site-routes.ts`).toBe(true)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeHeadings[route]!)
        await expect(page.locator('h1')).toHaveCount(1)
        const served = /<title>([^<]*)<\/title>/.exec(await response!.text())?.[1]
        expect(served).toMatch(/\| Nova Club$/)
        await expect(page).toHaveTitle(unescapeHtml(served!))
        await page.evaluate(() => document.fonts.ready)
        expect(await crampedText(page), 'text cramped against its border').toEqual([])
        if (device === 'desktop')
          expect(await wrappedNavbarLabels(page), 'navbar labels on two lines').toEqual([])
        expect(await wrappedControlLabels(page), 'control labels on two lines').toEqual([])
        expect(await headerShowsClubName(page), "the club's name in the header").toBe(true)
        expect(await headerPastTheGrid(page), 'header controls past the grid').toEqual([])
        expect(await browserCheckboxes(page), "checkboxes in the browser's style").toEqual([])
        expect(await sideways(page), 'pixels the page scrolls sideways').toBe(0)
        await loadLazyImages(page)
        const broken = await page.evaluate(() =>
          [...document.images]
            .filter((image) => image.naturalWidth === 0)
            .map((image) => image.src),
        )
        expect(broken, 'images that did not load').toEqual([])
        expect(await axeViolations(page)).toEqual([])
        if (device === 'phone') {
          // The narrowest phones: the same page, reflowed.
          await page.setViewportSize(narrowestPhone)
          expect(await sideways(page), 'pixels the page scrolls sideways at 320 px').toBe(0)
        }
        await page.waitForLoadState('networkidle')
        expect(foreign, 'requests to another host').toEqual([])
      })
    }
  })
}

const narrowestPhone = { width: 320, height: 640 }

/** How far the page scrolls sideways (px). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

/** A title as the browser reads the HTML (the prerenderer escapes &, <, > and quotes). */
const unescapeHtml = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')

test('the axe check finds a violation when there is one', async ({ page }) => {
  await page.goto('/')
  await page.evaluate(() => {
    const image = document.createElement('img')
    image.src = '/favicon.svg'
    document.querySelector('main')!.append(image)
  })
  expect((await axeViolations(page)).join('\n')).toMatch(/^image-alt/m)
})
