import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'

// What a first visit loads (docs/loading.md): up to hydration, a page's own views only; the
// flows' machines, the API layer (zod, the HTTP client, the session's calls) and the views the
// controls lead to (the membership dialog) are fetched once the page has hydrated, while the
// visitor reads, so the first tap finds them in. `npm run budget` measures the sizes; this
// checks which code comes when.
const apiLayer = /\/assets\/(client|sessionActors)-[\w-]+\.js$/
const dialogCode = /\/assets\/(MembershipDialog|LoginModal)-[\w-]+\.js$/
const flowsCode = /\/assets\/flows-[\w-]+\.js$/

/** Marks, on the page's own clock, when it has hydrated (`readyAt`). */
async function watchHydration(page: Page) {
  await page.addInitScript(() => {
    const watch = new MutationObserver(() => {
      if (!document.documentElement?.hasAttribute('data-hydrated')) return
      ;(window as { hydratedAt?: number }).hydratedAt = performance.now()
      watch.disconnect()
    })
    watch.observe(document, { attributes: true, subtree: true })
  })
}

/** Resolves when a script whose path matches has arrived: on a loaded machine the moment the
 *  page asks for the code that comes "while the visitor reads" may be more than the half second
 *  of quiet `networkidle` waits for. */
function scriptArrives(page: Page, pattern: RegExp) {
  return page.waitForResponse((response) => pattern.test(new URL(response.url()).pathname))
}

/** The app's scripts the page asked for before it had hydrated, and after. */
async function scriptsAroundHydration(page: Page) {
  return page.evaluate(() => {
    const hydratedAt = (window as { hydratedAt?: number }).hydratedAt ?? Infinity
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[\w-]+\.js$/.test(new URL(entry.name).pathname))
    const paths = (before: boolean) =>
      scripts
        .filter((entry) => entry.startTime < hydratedAt === before)
        .map((entry) => new URL(entry.name).pathname)
    return { before: paths(true), after: paths(false) }
  })
}

test('up to hydration a visitor loads no flow, API layer or dialog; then they come while reading', async ({
  page,
}) => {
  await watchHydration(page)
  const dialogArrives = scriptArrives(page, dialogCode)
  await page.goto('/')
  await dialogArrives
  await page.waitForLoadState('networkidle')
  const { before, after } = await scriptsAroundHydration(page)
  const flowCode = (path: string) =>
    apiLayer.test(path) || dialogCode.test(path) || flowsCode.test(path)
  expect(before.filter(flowCode)).toEqual([])
  expect(after.filter(flowCode).length).toBeGreaterThan(0)

  // The click finds the code in: the dialog opens at once, with no spinner in between.
  await page.getByRole('banner').getByRole('button', { name: 'Enter to the Future' }).click()
  expect(await page.getByRole('status').filter({ hasText: 'Loading' }).count()).toBe(0)
  await expect(page.getByRole('dialog').getByLabel('User Name')).toBeVisible()
})

for (const { route, field } of [
  { route: '/i-want-a-password', field: 'Full Name' },
  { route: '/reach-out-a-talent-agent', field: 'Complete Name' },
  { route: '/nda', field: 'Accept Terms and Conditions.' },
]) {
  test(`${route}: the form hydrates with the page; its flow comes while the visitor reads`, async ({
    page,
  }) => {
    await watchHydration(page)
    const flowsArrive = scriptArrives(page, flowsCode)
    await page.goto(route)
    await flowsArrive
    await page.waitForLoadState('networkidle')
    const { before, after } = await scriptsAroundHydration(page)
    expect(before.filter((path) => flowsCode.test(path))).toEqual([])
    expect(after.filter((path) => flowsCode.test(path))).toHaveLength(1)
    await expect(page.getByLabel(field)).toBeEnabled()
  })
}

test('the app’s scripts are requested only once the page has painted', async ({ page }) => {
  await page.goto('/')
  const timing = await page.evaluate(() => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[\w-]+\.js$/.test(new URL(entry.name).pathname))
    return {
      scripts: scripts.length,
      firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    }
  })
  expect(timing.scripts).toBeGreaterThan(0)
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.firstPaint)
})

for (const route of ['/', '/think-tank/our-ecosystem-article-detail-1']) {
  test(`${route}: every script the page runs until it is hydrated was preloaded by its boot code`, async ({
    page,
  }) => {
    // A script that only the evaluation of another one reveals is requested a round trip late:
    // on a slow phone, hydration waits for it.
    await watchHydration(page)
    await page.goto(route)
    const boot = page.locator('script[data-entry]')
    const preloaded = [
      await boot.getAttribute('data-entry'),
      ...((await boot.getAttribute('data-modules')) ?? '').split(' '),
    ]
    const { before } = await scriptsAroundHydration(page)
    expect(before.length).toBeGreaterThan(2)
    expect(before.filter((path) => !preloaded.includes(path))).toEqual([])
  })
}

test('a tap before the dialog’s code has arrived shows a spinner until it does', async ({
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
