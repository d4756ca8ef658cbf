// The pages without a navbar: /no-token, and /i-want-a-password with its sidebar.
import { test, expect } from './fixtures'

test.describe('the pages without a navbar', () => {
  test('/no-token: how a Talent Agent helps, four steps, reach out, subscribe, close to /', async ({
    page,
  }) => {
    await page.goto('/no-token')
    await expect(page.getByRole('heading', { name: 'How your Talent Agent helps' })).toBeVisible()
    const steps = page.getByRole('region', { name: 'Your application in four steps' })
    await expect(steps.getByRole('listitem')).toHaveCount(4)
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
    await page.getByRole('button', { name: 'Hide the request form' }).click()
    await expect(sidebar).toBeHidden()
    await page.getByRole('button', { name: 'Show the request form' }).click()
    await expect(sidebar).toBeVisible()
    await page.getByRole('link', { name: 'Back to the home page' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})
