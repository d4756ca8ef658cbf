import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { siteRoutes, viewports } from './site-routes'

// axe-core finds no violations on any route, at a phone and a desktop width.

// The site's Content-Security-Policy forbids inline scripts, which is how Playwright injects
// axe; the test browser may bypass it (the pages themselves are unchanged).
test.use({ bypassCSP: true })

interface AxeViolation {
  id: string
  impact: string
  help: string
  nodes: { target: string[] }[]
}

/** Runs axe-core on the page; one line per violation, naming the elements. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: 'node_modules/axe-core/axe.min.js' })
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => unknown } }).axe
    const results = (await axe.run(document, { resultTypes: ['violations'] })) as {
      violations: AxeViolation[]
    }
    return results.violations
  })
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  )
}

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
