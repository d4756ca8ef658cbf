// From request to member (issue 31, item 2), end to end against the built site, its server and
// the local mailbox (no SMTP_URL: the welcome mail is a .eml file in <E2E_DATA_DIR>/mailbox). A
// visitor asks for an invitation on /i-want-a-password, the demo administrator approves it in
// the console, the mail's link opens the welcome page, and the new member signs in, accepts the
// NDA and reaches /home.
import type { Browser } from '@playwright/test'
import { test, expect } from './fixtures'
import { axeViolations } from './a11y'
import { uniqueEmail } from './addresses'
import { demo } from '../../server/demo/seed'
import { buttonLinkOf, mailTo } from './mailbox'
import { signInToConsole } from './console'

const password = 'A new member password 1'

test.use({
  bypassCSP: true, // axe's injected script
  // An unusable link is refused by the server (401), which the browser logs.
  expectedConsoleErrors: [/the server responded with a status of 401/],
})

/** The welcome link of the mail sent to `address`, as the person follows it: the button of
 *  its HTML part (the text twin gives the same link). */
async function welcomeLinkTo(browser: Browser, address: string) {
  const mail = await mailTo(address, 'Your welcome to Nova Club')
  const link = await buttonLinkOf(browser, mail, 'Choose my user name and password')
  expect(link).toMatch(/^https?:\/\/\S+\/welcome\/[A-Za-z0-9_-]{43}$/)
  return link
}

test('a visitor requests an invitation, is approved, becomes a member and reaches /home', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000) // the worker's poll, argon2 twice, the console and the site
  const address = uniqueEmail('welcome')
  const username = `member-${Date.now().toString(36)}`

  // 1. The request, on the site.
  await page.goto('/i-want-a-password')
  const form = page.getByRole('form', { name: 'Request your invitation' })
  await form.getByLabel('Full Name').fill('Robin Vale')
  await form.getByLabel('Email').fill(address)
  await form.getByLabel('Role').fill('Data Engineer')
  await form.getByRole('button', { name: 'Send my request' }).click()
  const sidebar = page.getByRole('complementary', { name: 'Request your invitation' })
  await expect(sidebar.getByRole('status')).toContainText('Thank you, Robin Vale.')

  // 2. The approval, in the console.
  const staff = await (await browser.newContext({ baseURL, bypassCSP: true })).newPage()
  await signInToConsole(staff, demo.admin)
  await staff.getByLabel('Search names and addresses').fill(address)
  const row = staff.getByRole('button', { name: new RegExp(address.replace(/[.+]/g, '\\$&')) })
  await expect(row).toHaveCount(1)
  await row.click()
  await expect(staff).toHaveURL(/\/agents\/items\/registration\/\d+$/)
  await staff.getByRole('button', { name: 'Take it' }).click()
  await staff.getByRole('button', { name: 'Approve' }).click()
  await expect(staff.getByText(/approved it/).first()).toBeVisible()
  // A mailed link is not shown to the agent.
  await expect(staff.getByRole('heading', { name: 'Send this welcome link by hand' })).toHaveCount(
    0,
  )
  await staff.context().close()

  // 3. The mail's link, on the welcome page.
  const link = await welcomeLinkTo(browser, address)
  await page.goto(new URL(link).pathname)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.getByRole('heading', { name: 'Welcome, Robin' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await page.getByLabel('User name').fill(username)
  const rules = page.getByRole('list', { name: 'Password rules' })
  await page.getByLabel('Password', { exact: true }).fill('short')
  await expect(rules.getByText('At least 12 characters: not met yet')).toBeAttached()
  await page.getByLabel('Password', { exact: true }).fill(password)
  await expect(rules.getByText(': not met yet')).toHaveCount(0)
  await page.getByRole('button', { name: 'Become a member' }).click()
  await expect(page.getByRole('heading', { name: 'You are one of us, Robin' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  // 4. Sign in with the login modal, accept the NDA, reach /home.
  await page.getByRole('button', { name: 'Sign in' }).click()
  const dialog = page.getByRole('dialog', { name: 'Platform Access' })
  await dialog.getByLabel('User Name').fill(username)
  await dialog.getByLabel('Password').fill(password)
  await dialog.getByLabel('Password').press('Enter')
  await expect(page).toHaveURL(/\/nda$/)
  const nda = page.getByRole('dialog', { name: 'Confidentiality Agreement' })
  await nda.getByRole('checkbox', { name: 'Accept Terms and Conditions.' }).check()
  await nda.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/home$/)

  // The link was used: opened again, it is refused like any other.
  await page.goto(new URL(link).pathname)
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible()
})

test('an unusable link gets a clear page with ways to ask again, and is not in the sitemap', async ({
  page,
}) => {
  await page.goto(`/welcome/${'A'.repeat(43)}`)
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible()
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Request an invitation again' }),
  ).toHaveAttribute('href', '/i-want-a-password')
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'Reach out to a Talent Agent' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  const sitemap = await (await page.request.get('/sitemap.xml')).text()
  expect(sitemap).not.toContain('/welcome')
})

test('the back link shows its word beside its icon, in the bar, at 375 and 1440 px', async ({
  page,
}) => {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto(`/welcome/${'A'.repeat(43)}`)
    await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible()
    // The page's bar (BrandBar: a header inside main, so no banner landmark).
    const header = page.locator('header').first()
    const back = header.getByRole('link', { name: 'Back to the home page' })
    // The word the accessible name holds, drawn: not an icon to guess from.
    await expect(back).toHaveText('Home')
    const word = back.getByText('Home', { exact: true })
    await expect(word).toBeVisible()
    const [link, bar] = [await back.boundingBox(), await header.boundingBox()]
    const box = await word.boundingBox()
    expect(box!.width, `${width} px`).toBeGreaterThan(20)
    // Inside the bar and the screen, clear of the logo.
    expect(link!.x).toBeGreaterThanOrEqual(0)
    expect(link!.y).toBeGreaterThanOrEqual(bar!.y)
    expect(link!.y + link!.height).toBeLessThanOrEqual(bar!.y + bar!.height)
    const logo = await page.getByRole('link', { name: 'Nova Club home' }).boundingBox()
    expect(link!.x + link!.width, `${width} px`).toBeLessThan(logo!.x)
  }
  await page.getByRole('link', { name: 'Back to the home page' }).click()
  await expect(page).toHaveURL(/\/$/)
})
