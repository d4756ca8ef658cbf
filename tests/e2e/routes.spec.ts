import { test, expect } from './fixtures'

// Every route of SPEC.md 2.1 with the heading its page must show.
const routes: [path: string, heading: string][] = [
  ['/', 'The private club for brilliant minds in tech'],
  ['/home', 'The private club for brilliant minds in tech'],
  ['/interview/demo', 'The private club for brilliant minds in tech'],
  ['/no-token', 'Your way into the club starts here'],
  ['/reach-out-a-talent-agent', 'Reach out to a Talent Agent'],
  ['/i-want-a-password', 'Your Talent Agent, from the first day'],
  ['/career-path', 'Talent Agents'],
  ['/testimonials', "Member's Testimonials"],
  ['/think-tank', 'Think Tank'],
  ['/think-tank-all-podcast', 'All Podcast'],
  ['/our-ecosystem-all-articles', 'All Articles'],
  ['/think-tank/our-ecosystem-article-detail-1', 'Corporate Culture or Corporate Cult?'],
  ['/think-tank/our-ecosystem-article-detail-2', 'From Wearable to Seamless'],
  ['/think-tank/our-ecosystem-article-detail-3', 'Digital Twins: Rehearsing Reality'],
  ['/think-tank-audio-book-1', 'Season 1: Digital Environment'],
  ['/think-tank-audio-book-2', 'Season 2: Digital Habitability'],
  ['/think-tank-audio-book-3', 'Season 3: The Human Factor'],
  ['/think-tank-audio-book-4', 'Season 4: A Singular Future'],
  ['/memberships', 'Premium, Master, Elite'],
  ['/memberships-how-to-earn', 'How to Earn Nova Points'],
  ['/memberships-redeem', 'Redeem Points, Enjoy Rewards'],
  ['/our-platform', 'One platform for your whole working life'],
  ['/nda', 'Confidentiality Agreement'],
  ['/not-found', 'OOPS! PAGE NOT FOUND'],
]

test.describe('every route', () => {
  for (const [path, heading] of routes) {
    test(`${path} shows its own page`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page).toHaveTitle(/\| Nova Club$/)
    })
  }

  test('titles differ from page to page', async ({ page }) => {
    test.setTimeout(90_000) // every route, one after another
    const titles = new Set<string>()
    for (const [path] of routes.filter(
      ([path]) => !['/', '/home', '/interview/demo'].includes(path),
    )) {
      await page.goto(path)
      titles.add(await page.title())
    }
    expect(titles.size).toBe(routes.length - 3)
  })
})

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
