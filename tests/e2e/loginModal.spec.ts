// The login modal: the invitation request (by LinkedIn, by email, from the login step, failing),
// the login failing, and the modal's accessibility at each step. A successful sign-in:
// session.spec.ts.
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { axeViolations } from './a11y'
import { uniqueEmail } from './addresses'
import { fail, failureConsoleErrors, failures } from './failures'

async function openInvitationStep(page: Page) {
  await page.goto('/')
  await page.getByRole('button', { name: 'I want to be a Member' }).first().click()
  return page.getByRole('dialog', { name: 'Start your Journey' })
}

test.describe('the invitation request', () => {
  test('by LinkedIn: step 3 thanks with the form locked, and closes the modal', async ({
    page,
  }) => {
    const dialog = await openInvitationStep(page)
    const request = page.getByRole('button', { name: 'Request an Invitation' })
    await expect(request).toBeDisabled() // inactive while the input is empty
    await dialog.getByLabel('Linkedin Profile').fill('linkedin.com/in/robin-vale')
    const sent = page.waitForRequest('**/campaigns/api/request-invite')
    await request.click()
    expect((await sent).postDataJSON()).toEqual({ contactInfo: 'linkedin.com/in/robin-vale' })
    const thanks = page.getByRole('dialog', { name: 'Thank You for Your Interest in Joining...' })
    await expect(thanks).toBeVisible()
    await expect(thanks.getByLabel('Linkedin Profile')).toBeDisabled()
    await expect(thanks.getByRole('checkbox')).toBeDisabled()
    await expect(thanks.getByRole('button', { name: 'Request an Invitation' })).toBeDisabled()
    await thanks.getByRole('button', { name: 'Great, I will wait for it' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
    // Reopening starts over at the opener's step.
    await page.getByRole('button', { name: 'I want to be a Member' }).first().click()
    await expect(page.getByRole('dialog', { name: 'Start your Journey' })).toBeVisible()
    await expect(page.getByLabel('Linkedin Profile')).toHaveValue('')
  })

  test('by email: a bad address is refused for 3 s, a good one is sent', async ({ page }) => {
    await page.clock.install()
    const dialog = await openInvitationStep(page)
    await dialog.getByLabel('I prefer to be contacted by email').check()
    const email = dialog.getByLabel('Email', { exact: true })
    await email.fill('robin@example')
    // From here on only the test moves time, however slow the machine is.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
    await email.press('Enter')
    // The address's problem is the field's: under it, named by it (the one error pattern).
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address.')
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await page.clock.runFor(2900)
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address.')
    await page.clock.runFor(200)
    await expect(email).not.toHaveAttribute('aria-invalid')
    await expect(email).toHaveAccessibleDescription('')
    await expect(email).toHaveValue('robin@example') // what was typed is kept
    const address = uniqueEmail('robin')
    await email.fill(address)
    const sent = page.waitForRequest('**/campaigns/api/request-invite')
    await email.press('Enter')
    expect((await sent).postDataJSON()).toEqual({ contactInfo: address })
    await expect(
      page.getByRole('dialog', { name: 'Thank You for Your Interest in Joining...' }),
    ).toBeVisible()
  })

  test('from the login step: I would like to be a member; reopening returns to step 1', async ({
    page,
  }) => {
    await page.goto('/career-path')
    await page.getByRole('button', { name: 'Enter to the Future' }).click()
    const login = page.getByRole('dialog', { name: 'Platform Access' })
    await expect(login.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      'https://platform.example.com/login/resetPassword',
    )
    await login.getByRole('button', { name: 'I would like to be a member' }).click()
    const step2 = page.getByRole('dialog', { name: 'Start your Journey' })
    await expect(step2.getByLabel('Linkedin Profile')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
    await page.getByRole('button', { name: 'Enter to the Future' }).click()
    await expect(page.getByRole('dialog', { name: 'Platform Access' })).toBeVisible()
  })

  test.describe('when the request fails', () => {
    test.use({ expectedConsoleErrors: failureConsoleErrors })
    for (const failure of failures) {
      test(`(${failure}): says so for 3 s and keeps the input`, async ({ page }) => {
        await page.clock.install()
        await page.route('**/campaigns/api/request-invite', fail(failure))
        const dialog = await openInvitationStep(page)
        await dialog.getByLabel('Linkedin Profile').fill('linkedin.com/in/robin-vale')
        await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
        await dialog.getByRole('button', { name: 'Request an Invitation' }).click()
        const alert = dialog.getByRole('alert')
        await expect(alert).toHaveText('There was an error trying to request invitation')
        await expect(dialog.getByLabel('Linkedin Profile')).toHaveValue(
          'linkedin.com/in/robin-vale',
        )
        await page.clock.runFor(3100)
        await expect(alert).toHaveText('')
      })
    }
  })
})

test.describe('the login failing', () => {
  test.use({ expectedConsoleErrors: failureConsoleErrors })
  for (const failure of failures) {
    test(`(${failure}): says so`, async ({ page }) => {
      await page.route('**/api/user', fail(failure))
      await page.goto('/')
      await page.getByRole('button', { name: 'Enter to the Future' }).click()
      const dialog = page.getByRole('dialog', { name: 'Platform Access' })
      await dialog.getByLabel('User Name').fill('demo.member')
      await dialog.getByLabel('Password').fill('Club-Demo-2025!')
      const fieldsAt = (await dialog.getByLabel('User Name').boundingBox())?.y
      await dialog.getByRole('button', { name: 'Login' }).click()
      await expect(dialog.getByRole('alert')).toHaveText(
        'There was an error trying to validate user credentials',
      )
      await expect(page).toHaveURL(/\/$/)
      // The message makes the dialog grow downwards: the fields stay where the eyes are.
      expect((await dialog.getByLabel('User Name').boundingBox())?.y).toBe(fieldsAt)
    })
  }
})

test.describe('accessibility of the flows', () => {
  test.use({ bypassCSP: true })

  test('the login modal at each step, and its messages', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Enter to the Future' }).click()
    await expect(page.getByRole('dialog', { name: 'Platform Access' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'I would like to be a member' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('I prefer to be contacted by email').check()
    const email = dialog.getByLabel('Email', { exact: true })
    await email.fill('robin@example')
    await email.press('Enter')
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(await axeViolations(page)).toEqual([])
    await email.fill(uniqueEmail('robin'))
    await email.press('Enter')
    await expect(page.getByRole('button', { name: 'Great, I will wait for it' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
})
