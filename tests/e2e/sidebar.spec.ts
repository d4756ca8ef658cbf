// The pages without a navbar: /no-token, and /i-want-a-password with its sidebar.
import { test, expect } from './fixtures'

test.describe('the pages without a navbar', () => {
  test('/no-token: its own three steps, reach out, subscribe, close to /', async ({ page }) => {
    await page.goto('/no-token')
    const steps = page.getByRole('region', { name: 'Without a referral, in three steps' })
    await expect(steps.getByRole('listitem')).toHaveCount(3)
    // No block of /i-want-a-password's repeated here (issue 47).
    await expect(page.getByRole('heading', { name: 'How your Talent Agent helps' })).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Your application in four steps' })).toHaveCount(
      0,
    )
    await expect(
      page.getByRole('region', { name: 'Not ready yet? Stay in the loop' }),
    ).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'Reach out to a Talent Agent' }).click()
    await expect(page).toHaveURL(/\/reach-out-a-talent-agent$/)
    await page.goBack()
    await page.getByRole('link', { name: 'Close' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('/i-want-a-password: the sidebar is open, its icon hides and shows it, back to /', async ({
    page,
  }) => {
    await page.goto('/i-want-a-password')
    await expect(
      page.getByRole('region', { name: 'Your application in four steps' }).getByRole('listitem'),
    ).toHaveCount(4)
    const sidebar = page.getByRole('complementary', { name: 'Request your invitation' })
    await expect(sidebar).toBeVisible()
    // The toggle says what it does in words, beside its icon.
    const hide = page.getByRole('button', { name: 'Hide the request form' })
    await expect(hide).toHaveText('Hide')
    await hide.click()
    await expect(sidebar).toBeHidden()
    const show = page.getByRole('button', { name: 'Show the request form' })
    await expect(show).toHaveText('Show the request form')
    await show.click()
    await expect(sidebar).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveText('Home')
    await page.getByRole('link', { name: 'Back to the home page' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})
