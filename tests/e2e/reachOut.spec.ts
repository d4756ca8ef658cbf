// The reach-out form: sent, closed, and failing.
import { test, expect } from './fixtures'
import { REDIRECT_DELAY_MS } from '../../src/machines/timing'
import { uniqueEmail } from './addresses'
import { FAILED, fail, failureConsoleErrors, failures } from './failures'

test.describe('the reach-out form', () => {
  test('is sent, reads Submitted!, then goes to /no-token after 2 s', async ({ page }) => {
    await page.clock.install() // the 2 s run on Playwright's clock, not waited out
    await page.goto('/reach-out-a-talent-agent')
    const form = page.getByRole('form', { name: 'Message to a Talent Agent' })
    const submit = form.getByRole('button', { name: 'Submit' })
    const content = form.getByLabel('Email Content')
    await expect(content).not.toHaveValue('') // a request to start from
    const template = await content.inputValue()
    await expect(form.getByText(`${template.length} / 500 characters`)).toBeVisible()
    await expect(submit).toBeDisabled()
    await form.getByLabel('Complete Name').fill('Robin Vale')
    await form.getByLabel('Email', { exact: true }).fill('robin@example')
    await expect(submit).toBeDisabled()
    const address = uniqueEmail('robin')
    await form.getByLabel('Email', { exact: true }).fill(address)
    await content.fill('x'.repeat(600))
    await expect(content).toHaveValue('x'.repeat(500))
    await expect(form.getByText('500 / 500 characters')).toBeVisible()
    await content.fill(template)
    await expect(submit).toBeEnabled()
    const sent = page.waitForRequest('**/api/recruiting/email')
    await submit.click()
    expect((await sent).postDataJSON()).toEqual({
      fullName: 'Robin Vale',
      email: address,
      content: template,
    })
    await expect(form.getByRole('button', { name: 'Submitted!' })).toBeDisabled()
    await expect(form.getByLabel('Complete Name')).toBeDisabled()
    await page.clock.fastForward(REDIRECT_DELAY_MS)
    await expect(page).toHaveURL(/\/no-token$/)
  })

  test('says what happens next beside the form on a wide screen, under it on a phone', async ({
    page,
  }) => {
    const next = () => page.getByRole('complementary', { name: 'What happens next' })
    const form = () => page.getByRole('form', { name: 'Message to a Talent Agent' })
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/reach-out-a-talent-agent')
    const [wideForm, wideNext] = [(await form().boundingBox())!, (await next().boundingBox())!]
    expect(wideNext.x).toBeGreaterThanOrEqual(wideForm.x + wideForm.width)
    expect(Math.abs(wideNext.y - wideForm.y)).toBeLessThan(8)
    await page.setViewportSize({ width: 375, height: 812 })
    const [phoneForm, phoneNext] = [(await form().boundingBox())!, (await next().boundingBox())!]
    expect(phoneNext.y).toBeGreaterThanOrEqual(phoneForm.y + phoneForm.height)
    await next().getByRole('link', { name: 'Request an invitation' }).click()
    await expect(page).toHaveURL(/\/i-want-a-password$/)
  })

  test('keeps its character count on one line on a narrow phone', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 })
    await page.goto('/reach-out-a-talent-agent')
    const count = page.getByText(/^\d+ \/ 500 characters$/)
    // An inline element has one client rect per line it spans.
    expect(await count.evaluate((element) => element.getClientRects().length)).toBe(1)
  })

  test('its close icon goes to /no-token', async ({ page }) => {
    await page.goto('/reach-out-a-talent-agent')
    await page.getByRole('link', { name: 'Close' }).click()
    await expect(page).toHaveURL(/\/no-token$/)
  })

  test.describe('when the call fails', () => {
    test.use({ expectedConsoleErrors: failureConsoleErrors })
    for (const failure of failures) {
      test(`(${failure}): alerts and keeps every field`, async ({ page }) => {
        await page.route('**/api/recruiting/email', fail(failure))
        await page.goto('/reach-out-a-talent-agent')
        const form = page.getByRole('form', { name: 'Message to a Talent Agent' })
        await form.getByLabel('Complete Name').fill('Robin Vale')
        await form.getByLabel('Email', { exact: true }).fill('robin@example.com')
        await form.getByLabel('Email Content').fill('Hello, a question about the club.')
        await form.getByRole('button', { name: 'Submit' }).click()
        await expect(form.getByRole('alert')).toHaveText(FAILED)
        await expect(form.getByLabel('Complete Name')).toHaveValue('Robin Vale')
        await expect(form.getByLabel('Email', { exact: true })).toHaveValue('robin@example.com')
        await expect(form.getByLabel('Email Content')).toHaveValue(
          'Hello, a question about the club.',
        )
        await expect(page).toHaveURL(/\/reach-out-a-talent-agent$/)
      })
    }
  })
})
