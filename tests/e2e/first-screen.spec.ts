import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { outOfFirstScreen, phoneFirstScreen } from './firstScreen'

// The arrival moments of issue 47 on a phone (375 x 667): what the person came to do is in the
// first screen and nothing covers it (elementFromPoint at its centre is the control itself).

test.use({ viewport: phoneFirstScreen })

/** The welcome check answers for a link the test has no mail for: the page's layout is what
 *  is tested here (welcome.spec.ts goes from the request to the member with a real link). */
const welcomeLink = `/welcome/${'A'.repeat(43)}`
const answerWelcomeCheck = (page: Page) =>
  page.route('**/api/welcome/check', (route) => route.fulfill({ json: { firstName: 'Robin' } }))

test('the welcome form: both fields and Become a member in the first screen', async ({ page }) => {
  await answerWelcomeCheck(page)
  await page.goto(welcomeLink)
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Robin' })).toBeVisible()
  for (const control of [
    page.getByLabel('User name'),
    page.getByLabel('Password', { exact: true }),
    page.getByRole('button', { name: 'Become a member' }),
  ])
    expect(await outOfFirstScreen(control)).toBe('')
})

test("the candidate's Start Interview, once the phone's notice is closed and the position read", async ({
  page,
}) => {
  await page.goto('/interview/demo')
  const notice = page.getByRole('dialog', { name: 'For the Best Experience, Switch to a Computer' })
  await notice.getByRole('button', { name: 'Close' }).click()
  await expect(notice).toBeHidden()
  const overlay = page.locator('aside[data-interview-overlay]')
  await overlay.getByRole('button', { name: /Senior Platform Engineer/ }).click()
  await expect(overlay.getByRole('heading', { name: 'Must Skills' })).toBeAttached()
  const start = overlay.getByRole('button', { name: 'Start Interview', exact: true })
  await expect(start).toBeEnabled()
  expect(await outOfFirstScreen(start)).toBe('')
  // Nothing of the visitor's site competes with it: no navbar, no newsletter box.
  await expect(page.getByRole('button', { name: 'Enter to the Future' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Subscribe' })).toHaveCount(0)
})

for (const viewport of [phoneFirstScreen, { width: 1440, height: 900 }])
  test.describe(`at ${viewport.width} x ${viewport.height}`, () => {
    test.use({ viewport })
    test('the invitation request: its form, Send my request included, in the first screen', async ({
      page,
    }) => {
      await requestFormInFirstScreen(page)
    })
  })

async function requestFormInFirstScreen(page: Page) {
  await page.goto('/i-want-a-password')
  const form = page.getByRole('form', { name: 'Request your invitation' })
  for (const control of [
    form.getByLabel('Full Name'),
    form.getByLabel('Referral Name (optional)'),
    form.getByRole('button', { name: 'Send my request' }),
    page.getByRole('button', { name: 'Hide the request form' }),
    page.getByRole('link', { name: 'Back to the home page' }),
  ])
    expect(await outOfFirstScreen(control)).toBe('')
}

test.describe('the first paint, before any script', () => {
  test.use({ javaScriptEnabled: false })

  test("a form's button looks disabled while the form is empty: grey, never gold then grey", async ({
    page,
  }) => {
    const grey = 'rgb(26, 29, 40)' // --color-surface-2, the disabled button's background
    // No script runs: the page is what the server sent ('commit': the fixture would wait for a
    // hydration that never comes).
    await page.goto('/i-want-a-password', { waitUntil: 'commit' })
    await page.waitForLoadState('load')
    const send = page.getByRole('button', { name: 'Send my request' })
    await expect(send).toHaveCSS('background-color', grey)
    await page.goto('/career-path', { waitUntil: 'commit' })
    await page.waitForLoadState('load')
    const subscribe = page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' })
    await expect(subscribe).toHaveCSS('background-color', grey)
    // Filled in, it is the club's gold at once: a press then counts (docs/loading.md).
    await page.getByRole('contentinfo').getByLabel('Email').fill('avery@example.com')
    await expect(subscribe).not.toHaveCSS('background-color', grey)
  })
})

test.describe('the check itself', () => {
  test('finds a covered button and one below the first screen', async ({ page }) => {
    await answerWelcomeCheck(page)
    await page.goto(welcomeLink)
    const button = page.getByRole('button', { name: 'Become a member' })
    await expect(button).toBeVisible()
    await page.addStyleTag({
      content: '#cover { position: fixed; inset: auto 0 0 0; height: 50vh; background: #000 }',
    })
    await page.evaluate(() =>
      document.body.append(Object.assign(document.createElement('div'), { id: 'cover' })),
    )
    expect(await outOfFirstScreen(button)).toBe('covered by div#cover')
    await page.evaluate(() => document.getElementById('cover')!.remove())
    await page.addStyleTag({ content: 'h1 { margin-bottom: 100vh !important }' })
    expect(await outOfFirstScreen(button)).toMatch(/^outside the first screen/)
  })
})
