// The invitation request form of /i-want-a-password (member registration): its messages, a
// registration, a failing call, and the forms' accessibility after an attempt.
import { test, expect } from './fixtures'
import { axeViolations } from './a11y'
import { uniqueEmail } from './addresses'
import { FAILED, SUBSCRIBED, fail, failureConsoleErrors, failures } from './failures'

test.describe('the member registration', () => {
  test('is disabled until it can be sent, says why under each field left, then registers', async ({
    page,
  }) => {
    await page.goto('/i-want-a-password')
    const form = page.getByRole('form', { name: 'Request your invitation' })
    const send = form.getByRole('button', { name: 'Send my request' })
    await expect(send).toBeDisabled() // as every form's button is on an empty form
    // Each field left empty says what it needs.
    for (const label of ['Full Name', 'Email', 'Role', 'Referral Name (optional)'])
      await form.getByLabel(label).focus()
    await expect(form.getByLabel('Full Name')).toHaveAccessibleDescription(
      'Please enter your full name.',
    )
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription(
      'Please enter your email address.',
    )
    await expect(form.getByLabel('Role')).toHaveAccessibleDescription('Please tell us your role.')
    await form.getByLabel('Full Name').fill('Robin Vale')
    await form.getByLabel('Email').fill('robin@example')
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    )
    await expect(send).toBeDisabled()
    const address = uniqueEmail('robin')
    await form.getByLabel('Email').fill(address)
    await form.getByLabel('Role').fill('Data Engineer')
    await form.getByLabel('Referral Name (optional)').fill('Jordan Park')
    const sent = page.waitForRequest('**/api/members')
    await form.getByRole('button', { name: 'Send my request' }).click()
    expect((await sent).postDataJSON()).toEqual({
      fullName: 'Robin Vale',
      email: address,
      role: 'Data Engineer',
      referralName: 'Jordan Park',
    })
    const sidebar = page.getByRole('complementary', { name: 'Request your invitation' })
    await expect(sidebar.getByRole('status')).toContainText(
      `Thank you, Robin Vale. A Talent Agent will review your request and write to you at ${address}.`,
    )
  })

  test.describe('when the call fails', () => {
    test.use({ expectedConsoleErrors: failureConsoleErrors })
    for (const failure of failures) {
      test(`(${failure}): alerts and keeps every field`, async ({ page }) => {
        await page.route('**/api/members', fail(failure))
        await page.goto('/i-want-a-password')
        const form = page.getByRole('form', { name: 'Request your invitation' })
        await form.getByLabel('Full Name').fill('Robin Vale')
        await form.getByLabel('Email').fill('robin@example.com')
        await form.getByLabel('Role').fill('Data Engineer')
        await form.getByRole('button', { name: 'Send my request' }).click()
        await expect(form.getByRole('alert')).toHaveText(FAILED)
        await expect(form.getByLabel('Full Name')).toHaveValue('Robin Vale')
        await expect(form.getByLabel('Role')).toHaveValue('Data Engineer')
      })
    }
  })
})

test.describe('accessibility of the flows', () => {
  test.use({ bypassCSP: true })

  test('the forms after an attempt, and the subscribed box', async ({ page }) => {
    await page.goto('/i-want-a-password')
    await page.getByLabel('Full Name').focus()
    await page.getByLabel('Role').focus() // the name and the email left: both say why
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Hide the request form' }).click()
    expect(await axeViolations(page)).toEqual([])
    await page.goto('/no-token')
    const box = page.getByRole('region', { name: 'Not ready yet? Stay in the loop' })
    await box.getByLabel('Email').fill(uniqueEmail('reader'))
    await box.getByRole('button', { name: 'Subscribe' }).click()
    await expect(box.getByText(SUBSCRIBED)).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await page.goto('/reach-out-a-talent-agent')
    expect(await axeViolations(page)).toEqual([])
  })
})
