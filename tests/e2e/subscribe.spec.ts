// The subscribe box: from the footer and on /no-token, typed into before the script ran, and
// failing.
import { test, expect } from './fixtures'
import { uniqueEmail } from './addresses'
import { FAILED, SUBSCRIBED, fail, failureConsoleErrors, failures } from './failures'

test.describe('the subscribe box', () => {
  test('subscribes from the footer, then the same address again on /no-token', async ({ page }) => {
    const address = uniqueEmail('subscriber')
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    const input = footer.getByLabel('Email')
    const button = footer.getByRole('button', { name: 'Subscribe' })
    await expect(button).toBeDisabled()
    await input.fill('subscriber@example')
    await expect(button).toBeDisabled()
    let sent = 0
    page.on('request', (request) => {
      if (request.url().endsWith('/api/subscriptions')) sent += 1
    })
    await input.press('Enter') // Enter submits only a valid address
    await input.fill(address)
    await expect(button).toBeEnabled()
    await input.press('Enter')
    await expect(footer.getByRole('button', { name: 'Subscribed!' })).toBeDisabled()
    await expect(footer.getByText(SUBSCRIBED)).toBeVisible()
    await expect(input).toHaveValue('')
    await expect(input).toBeDisabled()
    expect(sent).toBe(1)

    await page.goto('/no-token')
    const box = page.getByRole('region', { name: 'Not ready yet? Stay in the loop' })
    await box.getByLabel('Email').fill(address.toUpperCase())
    await box.getByRole('button', { name: 'Subscribe' }).click()
    await expect(box.getByText(SUBSCRIBED)).toBeVisible()
    // The page's box is the only one: the footer leaves its own out here, and on /memberships.
    await expect(page.getByRole('button', { name: /^Subscribe/ })).toHaveCount(1)
    await page.goto('/memberships')
    await expect(page.getByRole('button', { name: /^Subscribe/ })).toHaveCount(1)
    await expect(
      page.getByRole('contentinfo').getByRole('button', { name: /^Subscribe/ }),
    ).toHaveCount(0)
  })

  test('keeps an address typed before the page’s script ran', async ({ page }) => {
    // Hold the scripts back, as a slow phone would, and type into the prerendered page.
    let releaseScripts = () => {}
    const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve))
    let heldScripts = 0
    await page.route('**/assets/*.js', async (route) => {
      heldScripts += 1
      await scriptsReleased
      await route.continue()
    })
    await page.goto('/no-token', { waitUntil: 'commit' }) // typed into as soon as it arrives
    const box = page.getByRole('region', { name: 'Not ready yet? Stay in the loop' })
    const address = uniqueEmail('early')
    await box.getByLabel('Email').fill(address)
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
    // The page asks for its scripts once it has painted (src/boot.js); they wait here.
    await expect.poll(() => heldScripts).toBeGreaterThan(0)
    releaseScripts()

    // The app does not scroll the visitor back to the top once it has started.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(box.getByLabel('Email')).toBeInViewport()
    const button = box.getByRole('button', { name: 'Subscribe' })
    await expect(button).toBeEnabled()
    await button.click()
    await expect(box.getByText(SUBSCRIBED)).toBeVisible()
  })

  test.describe('when the call fails', () => {
    test.use({ expectedConsoleErrors: failureConsoleErrors })
    for (const failure of [...failures, '201'] as const) {
      test(`(${failure}): alerts and keeps the address`, async ({ page }) => {
        await page.route(
          '**/api/subscriptions',
          failure === '201'
            ? (route) => route.fulfill({ status: 201, json: { email: 'x@example.com' } })
            : fail(failure),
        )
        await page.goto('/')
        const footer = page.getByRole('contentinfo')
        await footer.getByLabel('Email').fill('robin@example.com')
        await footer.getByRole('button', { name: 'Subscribe' }).click()
        await expect(footer.getByRole('alert')).toHaveText(FAILED)
        await expect(footer.getByLabel('Email')).toHaveValue('robin@example.com')
        await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeEnabled()
      })
    }
  })
})
