import { test, expect } from './fixtures'

// What the content pages do in a real browser against the production build: media facades,
// the article list's pages, Copy link, and the purpose cards' image swap. (That no page loads
// anything from another host, and none scrolls sideways at 320 px: every-page.spec.ts.)

test.describe('embedded media', () => {
  test('a player loads only when its Play button is clicked, in place of the button', async ({
    page,
  }) => {
    await page.goto('/think-tank-audio-book-2')
    await expect(page.locator('iframe')).toHaveCount(0)
    await page.getByRole('button', { name: 'Play Repair, Reuse, Remember' }).click()
    const frame = page.locator('iframe[title="Repair, Reuse, Remember"]')
    await expect(frame).toHaveAttribute('src', /^\/embeds\/player\/\?kind=audiobook&/)
    await expect(page.locator('iframe')).toHaveCount(1)
    // The club's own player answers offline and shows the episode's title card.
    await expect(
      page.frameLocator('iframe[title="Repair, Reuse, Remember"]').getByRole('heading'),
    ).toHaveText('Repair, Reuse, Remember')
    await expect(frame).toBeFocused()
  })
})

test.describe('the pages of the article list', () => {
  test('a page opened from its address shows its articles after hydration', async ({ page }) => {
    await page.goto('/our-ecosystem-all-articles?page=2')
    await expect(page.getByRole('heading', { name: 'Articles · page 2 of 3' })).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(4)
    await expect(page.getByRole('article').first()).toContainText('The Quiet Stack')
  })

  test('Next, Previous and the browser’s Back button move between pages', async ({ page }) => {
    await page.goto('/our-ecosystem-all-articles')
    const pages = page.getByRole('navigation', { name: 'Pages of articles' })
    await pages.getByRole('link', { name: 'Page 3' }).click()
    await expect(page).toHaveURL(/\?page=3$/)
    await expect(page.getByRole('article')).toHaveCount(2)
    await pages.getByRole('link', { name: 'Previous page' }).click()
    await expect(page).toHaveURL(/\?page=2$/)
    await page.goBack()
    await expect(page).toHaveURL(/\?page=3$/)
    await expect(page.getByRole('article')).toHaveCount(2)
  })
})

test.describe('Copy link', () => {
  test('copies the page address and says Copied', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/think-tank/our-ecosystem-article-detail-2')
    await page.getByRole('button', { name: 'Copy link' }).click()
    // The footer's subscription box has a status line of its own, outside the page's main.
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
  })

  test('shows the address, selected, when the browser refuses the clipboard', async ({ page }) => {
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('Denied'))
    })
    await page.goto('/think-tank/our-ecosystem-article-detail-2')
    await page.getByRole('button', { name: 'Copy link' }).click()
    const field = page.getByRole('textbox', { name: /did not allow copying/ })
    await expect(field).toHaveValue(page.url())
    await expect(field).toBeFocused()
    expect(
      await field.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd]),
    ).toEqual([0, page.url().length])
  })
})

test.describe('the purpose cards', () => {
  const activeOpacity = (card: import('@playwright/test').Locator) =>
    card
      .locator('img')
      .nth(1)
      .evaluate((image) => getComputedStyle(image).opacity)

  test('swap their image on hover and on keyboard focus', async ({ page }) => {
    await page.goto('/')
    const cards = page
      .getByRole('region', { name: 'A club built around the people who build' })
      .getByRole('listitem')
    await expect.poll(() => activeOpacity(cards.nth(0))).toBe('0')
    await cards.nth(0).hover()
    await expect.poll(() => activeOpacity(cards.nth(0))).toBe('1')
    await cards.nth(1).getByRole('link').focus()
    await expect.poll(() => activeOpacity(cards.nth(1))).toBe('1')
  })
})
