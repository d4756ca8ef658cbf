import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'

// What a first visit loads (issue 16): a visitor without a session cookie downloads neither the
// API layer (zod, the HTTP client, the session's calls) nor the membership dialog until they
// need them. `npm run budget` measures the sizes; this checks which code it is.
const apiLayer = /\/assets\/(schemas|client|sessionActors)-[\w-]+\.js$/
const dialogCode = /\/assets\/(MembershipDialog|LoginModal)-[\w-]+\.js$/

/** The paths of the scripts `page` requests from now on, as they are requested. */
function scriptsRequested(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  return scripts
}

test('a visitor loads no API layer and no dialog until they open it', async ({ page }) => {
  const scripts = scriptsRequested(page)
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(scripts.filter((path) => apiLayer.test(path) || dialogCode.test(path))).toEqual([])

  // Pointing at an opener starts loading the dialog; the click opens it.
  const opener = page.getByRole('banner').getByRole('button', { name: 'Enter to the Future' })
  const dialogLoaded = page.waitForRequest(dialogCode)
  await opener.hover()
  await dialogLoaded
  await page.waitForLoadState('networkidle')
  await opener.click()
  // Its code in, the dialog opens at once: no spinner in between (React.lazy alone showed one).
  expect(await page.getByRole('status').filter({ hasText: 'Loading' }).count()).toBe(0)
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page.getByRole('dialog').getByLabel('User Name')).toBeVisible()
})

// The request forms and the NDA's are islands that load once used: a visitor who only reads
// runs no flow.
const flowsCode = /\/assets\/flows-[\w-]+\.js$/
for (const { route, field } of [
  { route: '/i-want-a-password', field: 'Full Name' },
  { route: '/reach-out-a-talent-agent', field: 'Complete Name' },
  { route: '/nda', field: 'Accept Terms and Conditions.' },
]) {
  test(`${route}: a reader loads no flow; the form’s code loads once a field is used`, async ({
    page,
  }) => {
    const scripts = scriptsRequested(page)
    await page.goto(route)
    await page.waitForLoadState('networkidle')
    expect(scripts.filter((path) => apiLayer.test(path) || flowsCode.test(path))).toEqual([])

    const formLoaded = page.waitForRequest(flowsCode)
    await page.getByLabel(field).focus()
    await formLoaded
  })
}

test('the app’s scripts are requested only once the page has loaded and painted', async ({
  page,
}) => {
  await page.goto('/')
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  const timing = await page.evaluate(() => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[\w-]+\.js$/.test(new URL(entry.name).pathname))
    return {
      scripts: scripts.length,
      firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      load: performance.getEntriesByType('navigation')[0]!.toJSON().loadEventStart as number,
    }
  })
  expect(timing.scripts).toBeGreaterThan(0)
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.firstPaint)
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.load)
})

for (const route of ['/', '/think-tank/our-ecosystem-article-detail-1']) {
  test(`${route}: every script the page runs until it is hydrated was preloaded by its boot code`, async ({
    page,
  }) => {
    // A script that only the evaluation of another one reveals is requested a round trip late:
    // on a slow phone, hydration waits for it.
    const scripts = scriptsRequested(page)
    await page.goto(route)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    const boot = page.locator('script[data-entry]')
    const preloaded = [
      await boot.getAttribute('data-entry'),
      ...((await boot.getAttribute('data-modules')) ?? '').split(' '),
    ]
    expect(scripts.length).toBeGreaterThan(2)
    expect(scripts.filter((path) => !preloaded.includes(path))).toEqual([])
  })
}

test('a tap that no hover announced shows a spinner until the dialog’s code arrives', async ({
  page,
}) => {
  // The dialog's code is held back, as on a slow phone, until the spinner has been seen.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(dialogCode, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Enter to the Future' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible()
  release()
  await expect(page.getByRole('dialog').getByLabel('User Name')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0)
})
