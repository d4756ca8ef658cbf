// The member's session: signing in (through the NDA to /home and out), a corrupt or tampered
// cookie, and the token refresh. The NDA failing: nda.spec.ts.
import type { BrowserContext, Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { demo, logIn } from './signIn'

const HOUR = 3_600_000

interface StoredSession {
  id: number
  token: string
  user_login: { first_name: string; last_name: string; refresh_token: string }
  logged_at: number
  boarding?: { ndaAcceptedAt: string }
  username: string
}

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'USER_DATA')
}

async function storedSession(context: BrowserContext): Promise<StoredSession | undefined> {
  const cookie = await sessionCookie(context)
  return cookie && JSON.parse(decodeURIComponent(cookie.value))
}

async function storeSession(context: BrowserContext, session: unknown) {
  await context.addCookies([
    {
      name: 'USER_DATA',
      value: encodeURIComponent(typeof session === 'string' ? session : JSON.stringify(session)),
      url: test.info().project.use.baseURL!,
    },
  ])
}

const chip = (page: Page) => page.getByRole('button', { name: 'Account of Avery Stone' })

test.describe('signing in', () => {
  test('log in, land on /nda, accept, reach /home with the chip, then log out', async ({
    page,
    context,
  }) => {
    await page.goto('/interview/demo') // stores the interview link in session storage
    await page.evaluate(() => {
      sessionStorage.setItem('validCode', 'WELCOME-2025')
      localStorage.setItem('purchaseOrderDate', '2025-02-27')
    })
    // The candidate's page has no navbar (issue 47): sign in from a page that has one.
    await page.goto('/career-path')
    const before = Date.now()
    const dialog = await logIn(page)
    await expect(page).toHaveURL(/\/nda$/)
    await expect(dialog).toBeHidden()

    // The cookie holds the session; session storage was cleared.
    const session = (await storedSession(context))!
    expect(session).toMatchObject({
      username: 'demo.member',
      user_login: { first_name: 'Avery', last_name: 'Stone' },
    })
    expect(session.logged_at).toBeGreaterThanOrEqual(before - 1000)
    expect(session.boarding).toBeUndefined()
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0)
    const cookie = (await sessionCookie(context))!
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', secure: false })
    expect(cookie.domain).toBe('127.0.0.1')

    // Later calls carry the token: completing onboarding needs it.
    const completion = page.waitForRequest('**/api/user/completeBoarding')
    const nda = page.getByRole('dialog', { name: 'Confidentiality Agreement' })
    await nda.getByRole('checkbox', { name: 'Accept Terms and Conditions.' }).check()
    await nda.getByRole('button', { name: 'Continue' }).click()
    expect((await completion).headers().authorization).toBe(`Bearer ${session.token}`)
    await expect(page).toHaveURL(/\/home$/)
    expect((await storedSession(context))!.boarding?.ndaAcceptedAt).toMatch(/^\d{4}-/)

    // The chip replaces 'Enter to the Future'; its menu opens the platform in a new tab.
    await expect(chip(page)).toHaveText('AS')
    await expect(page.getByRole('button', { name: 'Enter to the Future' })).toHaveCount(0)
    // A member's home (issue 47): greeted by name, their Talent Agent (the demo member was
    // made by the operator: none on record), and one action, not the visitor's pitch.
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Avery' })).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Your Talent Agent' }).getByText(/will write to you soon/),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Request your invitation' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'I want to be a Member' })).toHaveCount(0)
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Go to the Platform' }).first(),
    ).toBeVisible()
    await chip(page).click()
    const platform = page.getByRole('banner').getByRole('link', { name: 'Go to the Platform' })
    await expect(platform).toBeVisible()
    await expect(platform).toHaveAttribute('href', /^https:\/\/platform\.example\.com\/?$/)
    await expect(platform).toHaveAttribute('target', '_blank')
    await expect(platform).toHaveAttribute('rel', 'noopener noreferrer')

    // Log Out clears everything and reloads as a visitor.
    await page.evaluate(() => sessionStorage.setItem('interviewUrl', '/interview/demo'))
    const reload = page.waitForEvent('load')
    await page.getByRole('button', { name: 'Log Out' }).click()
    await reload
    await expect(page.getByRole('button', { name: 'Enter to the Future' })).toBeVisible()
    await expect(chip(page)).toHaveCount(0)
    expect(await sessionCookie(context)).toBeUndefined()
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0)
    expect(await page.evaluate(() => localStorage.getItem('purchaseOrderDate'))).toBeNull()
  })

  test('a signed-in member who reloads keeps the chip, from the cookie', async ({ page }) => {
    await page.goto('/')
    await logIn(page)
    await expect(page).toHaveURL(/\/nda$/)
    await page.goto('/career-path')
    await expect(chip(page)).toBeVisible()
    await page.reload()
    await expect(chip(page)).toBeVisible()
  })

  test.describe('with a wrong password', () => {
    test.use({ expectedConsoleErrors: [/status of 401/] })

    test('says so and keeps what was typed', async ({ page }) => {
      await page.goto('/')
      const dialog = await logIn(page, 'not-the-password')
      await expect(dialog.getByRole('alert')).toHaveText(
        'There was an error trying to validate user credentials',
      )
      await expect(dialog.getByLabel('User Name')).toHaveValue(demo.username)
      await expect(dialog.getByLabel('Password')).toHaveValue('not-the-password')
      await expect(page).toHaveURL(/\/$/)
      // Enter in the user name field submits too; the right password signs in.
      await dialog.getByLabel('Password').fill(demo.password)
      await dialog.getByLabel('User Name').press('Enter')
      await expect(page).toHaveURL(/\/nda$/)
    })
  })
})

test.describe('a corrupt or tampered cookie', () => {
  for (const [what, value] of [
    ['not JSON', '{"id":7,'],
    ['of another shape', JSON.stringify({ id: 'seven', token: 1 })],
  ] as const) {
    test(`${what}: is deleted and the visitor is anonymous`, async ({ page, context }) => {
      await storeSession(context, value)
      await page.goto('/')
      await expect(page.getByRole('button', { name: 'Enter to the Future' })).toBeVisible()
      await expect.poll(() => sessionCookie(context)).toBeUndefined()
      await expect(chip(page)).toHaveCount(0)
    })
  }
})

test.describe('the token refresh', () => {
  test('runs 3 hours after the login and stores the new tokens', async ({ page, context }) => {
    await page.clock.install()
    await page.goto('/career-path')
    await logIn(page)
    await expect(page).toHaveURL(/\/nda$/)
    const first = (await storedSession(context))!

    const refresh = page.waitForRequest('**/api/user/refreshtoken')
    await page.clock.fastForward(3 * HOUR - 1000)
    await page.clock.fastForward(2000)
    const request = await refresh
    expect(request.postDataJSON()).toEqual({ refreshToken: first.user_login.refresh_token })
    expect(request.headers().authorization).toBe(`Bearer ${first.token}`)
    expect((await request.response())!.status()).toBe(200)

    await expect
      .poll(async () => (await storedSession(context))!.logged_at)
      .toBeGreaterThan(first.logged_at + 3 * HOUR - 1000)
    const second = (await storedSession(context))!
    expect(second.user_login.refresh_token).not.toBe(first.user_login.refresh_token)
    expect(second.token).not.toBe(first.token)
  })

  test('runs at once after a reload when 3 hours have passed since logged_at', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    await logIn(page)
    await expect(page).toHaveURL(/\/nda$/)
    const stale = { ...(await storedSession(context))!, logged_at: Date.now() - 4 * HOUR }
    await storeSession(context, stale)
    const refresh = page.waitForRequest('**/api/user/refreshtoken')
    await page.goto('/career-path')
    expect((await (await refresh).response())!.status()).toBe(200)
    await expect
      .poll(async () => (await storedSession(context))!.logged_at)
      .toBeGreaterThan(stale.logged_at)
    await expect(chip(page)).toBeVisible()
  })

  test('with no tokens in the answer, resets only logged_at and waits 3 hours again', async ({
    page,
    context,
  }) => {
    await page.clock.install()
    await page.goto('/')
    await logIn(page)
    await expect(page).toHaveURL(/\/nda$/)
    const first = (await storedSession(context))!
    let refreshes = 0
    await page.route('**/api/user/refreshtoken', (route) => {
      refreshes += 1
      return route.fulfill({ json: {} })
    })
    await page.clock.fastForward(3 * HOUR + 1000)
    await expect.poll(() => refreshes).toBe(1)
    await expect
      .poll(async () => (await storedSession(context))!.logged_at)
      .toBeGreaterThan(first.logged_at)
    expect(await storedSession(context)).toMatchObject({
      token: first.token,
      user_login: first.user_login,
    })
    await page.clock.fastForward(HOUR)
    expect(refreshes).toBe(1)
    await page.clock.fastForward(2 * HOUR)
    await expect.poll(() => refreshes).toBe(2)
  })

  test('two tabs refresh once: the second takes the tokens the first stored', async ({
    page,
    context,
  }) => {
    await page.clock.install()
    await page.goto('/')
    await logIn(page)
    await expect(page).toHaveURL(/\/nda$/)
    const second = await context.newPage()
    await second.goto('/career-path')
    await expect(chip(second)).toBeVisible()
    await page.goto('/career-path')
    await expect(chip(page)).toBeVisible()

    const refreshes: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/refreshtoken')) refreshes.push('first tab')
    })
    second.on('request', (request) => {
      if (request.url().endsWith('/refreshtoken')) refreshes.push('second tab')
    })
    const first = (await storedSession(context))!
    await page.clock.fastForward(3 * HOUR + 1000)
    await expect.poll(async () => (await storedSession(context))!.token).not.toBe(first.token)
    expect(refreshes).toHaveLength(1)
    // The session is still open: both tabs keep the chip, and the new token is accepted.
    await expect(chip(page)).toBeVisible()
    await expect(chip(second)).toBeVisible()
    await page.goto('/nda')
    const nda = page.getByRole('dialog', { name: 'Confidentiality Agreement' })
    // Not check(): a click made before the form's code has arrived is done once it has.
    const accept = nda.getByRole('checkbox', { name: 'Accept Terms and Conditions.' })
    await accept.click()
    await expect(accept).toBeChecked()
    await nda.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(/\/home$/)
  })

  test.describe('refused by the server', () => {
    test.use({ expectedConsoleErrors: [/status of 401/] })

    test('ends the session: the member is a visitor again', async ({ page, context }) => {
      await page.clock.install()
      await page.goto('/')
      await logIn(page)
      await expect(page).toHaveURL(/\/nda$/)
      await page.goto('/career-path')
      await expect(chip(page)).toBeVisible()
      await page.route('**/api/user/refreshtoken', (route) =>
        route.fulfill({ status: 401, json: { error: 'This session has ended.' } }),
      )
      await page.clock.fastForward(3 * HOUR + 1000)
      await expect(page.getByRole('button', { name: 'Enter to the Future' })).toBeVisible()
      expect(await sessionCookie(context)).toBeUndefined()
    })
  })
})
