// The NDA page after a sign-in: onboarding that fails keeps the member on /nda with a message;
// on a settled page, Continue waits for the server's answer only, not for /home's code, which
// the page fetched while the agreement was read.
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { logIn } from './signIn'

test.describe('onboarding that fails', () => {
  test.use({ expectedConsoleErrors: [/status of 500|ERR_CONNECTION_REFUSED|ERR_FAILED/] })

  for (const failure of ['answers 500', 'goes away'] as const) {
    test(`when the server ${failure}, keeps the member on /nda with a message`, async ({
      page,
    }) => {
      await page.goto('/')
      await logIn(page)
      await expect(page).toHaveURL(/\/nda$/)
      await page.route('**/api/user/completeBoarding', (route) =>
        failure === 'goes away'
          ? route.abort('connectionrefused')
          : route.fulfill({ status: 500, json: { error: 'Something broke.' } }),
      )
      const nda = page.getByRole('dialog', { name: 'Confidentiality Agreement' })
      await nda.getByRole('checkbox', { name: 'Accept Terms and Conditions.' }).check()
      await nda.getByRole('button', { name: 'Continue' }).click()
      await expect(nda.getByRole('alert')).toHaveText(
        'We could not record your acceptance. Please try again.',
      )
      await expect(page).toHaveURL(/\/nda$/)
      await page.unroute('**/api/user/completeBoarding')
      await nda.getByRole('button', { name: 'Continue' }).click()
      await expect(page).toHaveURL(/\/home$/)
    })
  }
})

/** Resolves once no request has been in flight for `quietMs` (Playwright's 'networkidle' is a
 *  state of the document: after a client-side navigation it was reached long ago). */
async function networkQuiet(page: Page, quietMs = 700, timeoutMs = 15_000) {
  let inFlight = 0
  let lastChange = Date.now()
  const change = (by: number) => () => {
    inFlight += by
    lastChange = Date.now()
  }
  const started = change(1)
  const ended = change(-1)
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  try {
    await expect
      .poll(() => inFlight <= 0 && Date.now() - lastChange >= quietMs, {
        timeout: timeoutMs,
        intervals: [100],
      })
      .toBe(true)
  } finally {
    page.off('request', started)
    page.off('requestfinished', ended)
    page.off('requestfailed', ended)
  }
}

test('after Continue, /home shows with no script fetched at the tap', async ({ page }) => {
  await page.goto('/')
  await logIn(page)
  await expect(page).toHaveURL(/\/nda$/)
  const nda = page.getByRole('dialog', { name: 'Confidentiality Agreement' })
  await expect(nda).toBeVisible()
  await networkQuiet(page)
  const scriptsAfterTap: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scriptsAfterTap.push(request.url())
  })
  await nda.getByRole('checkbox', { name: 'Accept Terms and Conditions.' }).check()
  await nda.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('main')).toBeVisible()
  expect(scriptsAfterTap).toEqual([])
})
