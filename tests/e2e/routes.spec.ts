import { test, expect } from './fixtures'

// Every route's own page (its status, heading and title) is checked on each visit of
// every-page.spec.ts; here, what happens between routes and off them.

test.describe('unknown paths', () => {
  // The browser reports the document's own 404 status on the console.
  test.use({ expectedConsoleErrors: [/status of 404/] })

  test('answer 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/this/page/does-not-exist')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('OOPS! PAGE NOT FOUND')
    await expect(
      page.getByText('WE ARE SORRY, BUT THE PAGE YOU REQUESTED WAS NOT FOUND'),
    ).toBeVisible()
    await expect(page).toHaveTitle('Page not found | Nova Club')
  })

  test('a client-side navigation to an unknown path shows the same page', async ({ page }) => {
    await page.goto('/think-tank')
    await page.evaluate(() => {
      history.pushState({}, '', '/no-such-article')
      dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('OOPS! PAGE NOT FOUND')
  })
})

test.describe('navigation', () => {
  test('a route change scrolls to the top and updates the title', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 })
    await page.goto('/think-tank')
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Career Path' }).click()
    await expect(page).toHaveURL(/\/career-path$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Talent Agents')
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0)
    await expect(page).toHaveTitle('Talent Agents | Nova Club')
  })

  test('the prerendered page hydrates: client-side links work without a reload', async ({
    page,
  }) => {
    await page.goto('/')
    await page.evaluate(() => Object.assign(window, { stillHere: true }))
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Think Tank' })
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Think Tank')
    expect(
      await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere),
    ).toBe(true)
  })

  test('the mobile menu adds Home and Discover Memberships', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/career-path')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await page.getByRole('button', { name: 'Menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible()
    await menu.getByRole('link', { name: 'Discover Memberships' }).click()
    await expect(page).toHaveURL(/\/memberships$/)
    await expect(menu).toBeHidden()
  })
})
