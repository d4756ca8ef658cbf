import { test, expect } from './fixtures'
import { siteRoutes, viewports } from './site-routes'
import { axeViolations } from './a11y'

// axe-core finds no violations on any route, at a phone and a desktop width.

// The site's Content-Security-Policy forbids inline scripts, which is how Playwright injects
// axe; the test browser may bypass it (the pages themselves are unchanged).
test.use({ bypassCSP: true })

for (const [device, viewport] of Object.entries(viewports)) {
  test.describe(`accessibility at ${device} width`, () => {
    test.use({ viewport })
    for (const route of siteRoutes()) {
      test(`${route} has no axe violations`, async ({ page }) => {
        await page.goto(route)
        expect(await axeViolations(page)).toEqual([])
      })
    }
  })
}

test('the check finds a violation when there is one', async ({ page }) => {
  await page.goto('/')
  await page.evaluate(() => {
    const image = document.createElement('img')
    image.src = '/favicon.svg'
    document.querySelector('main')!.append(image)
  })
  expect((await axeViolations(page)).join('\n')).toMatch(/^image-alt/m)
})
