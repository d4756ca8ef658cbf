import type { Page, Route } from '@playwright/test'
import { test, expect } from './fixtures'
import { axeViolations } from './a11y'
import { uniqueEmail } from './addresses'

const FAILED = 'An error occurred. Please try again later.'
const SUBSCRIBED = 'One of our Talent Agents will be in touch with you soon! Cheers!'

type Failure = '500' | 'gone'
/** The server answering 500, or going away (the connection is refused). */
const fail = (failure: Failure) => (route: Route) =>
  failure === 'gone'
    ? route.abort('connectionrefused')
    : route.fulfill({ status: 500, json: { error: 'Something broke.' } })
const failures: Failure[] = ['500', 'gone']
const failureConsoleErrors = [/status of 500|ERR_CONNECTION_REFUSED|ERR_FAILED/]

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
    const alert = dialog.getByRole('alert')
    await expect(alert).toHaveText('Please enter a valid email address.')
    await page.clock.runFor(2900)
    await expect(alert).toHaveText('Please enter a valid email address.')
    await page.clock.runFor(200)
    await expect(alert).toHaveText('')
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
      await dialog.getByRole('button', { name: 'Login' }).click()
      await expect(dialog.getByRole('alert')).toHaveText(
        'There was an error trying to validate user credentials',
      )
      await expect(page).toHaveURL(/\/$/)
    })
  }
})

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
    // The footer's box on the same page is its own.
    await expect(
      page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }),
    ).toBeVisible()
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
    const footer = page.getByRole('contentinfo')
    const address = uniqueEmail('early')
    await footer.getByLabel('Email').fill(address)
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
    // The page asks for its scripts once it has painted (src/boot.js); they wait here.
    await expect.poll(() => heldScripts).toBeGreaterThan(0)
    releaseScripts()

    // The app does not scroll the visitor back to the top once it has started.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(footer.getByLabel('Email')).toBeInViewport()
    const button = footer.getByRole('button', { name: 'Subscribe' })
    await expect(button).toBeEnabled()
    await button.click()
    await expect(footer.getByText(SUBSCRIBED)).toBeVisible()
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

test.describe('the reach-out form', () => {
  test('is sent, reads Submitted!, then goes to /no-token after 2 s', async ({ page }) => {
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
    await expect(page).toHaveURL(/\/no-token$/, { timeout: 5000 })
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

test.describe('the member registration', () => {
  test('shows a message per invalid field, then registers', async ({ page }) => {
    await page.goto('/i-want-a-password')
    const form = page.getByRole('form', { name: 'Request your invitation' })
    await form.getByRole('button', { name: 'Send my request' }).click()
    await expect(form.getByLabel('Full Name')).toHaveAccessibleDescription(
      'Please enter your full name.',
    )
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription(
      'Please enter your email address.',
    )
    await expect(form.getByLabel('Role')).toHaveAccessibleDescription('Please tell us your role.')
    await expect(form.getByLabel('Full Name')).toBeFocused()
    await form.getByLabel('Full Name').fill('Robin Vale')
    await form.getByLabel('Email').fill('robin@example')
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    )
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
    await expect(dialog.getByRole('alert')).not.toHaveText('')
    expect(await axeViolations(page)).toEqual([])
    await email.fill(uniqueEmail('robin'))
    await email.press('Enter')
    await expect(page.getByRole('button', { name: 'Great, I will wait for it' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })

  test('the forms after an attempt, and the subscribed box', async ({ page }) => {
    await page.goto('/i-want-a-password')
    await page.getByRole('button', { name: 'Send my request' }).click()
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
