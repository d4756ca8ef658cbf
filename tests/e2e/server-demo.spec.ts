import { test, expect } from './fixtures'

// The reference server in a real browser: its demo pages framed by the site under the
// site's Content-Security-Policy, and the double-submit CSRF cookie as the site's client uses it.

test.describe('the demo pages', () => {
  test('the scheduler, framed by the site, posts the event to the site only', async ({ page }) => {
    await page.goto('/career-path')
    await page.evaluate(() => {
      const received: unknown[] = []
      Object.assign(window, { received })
      addEventListener('message', (event) => received.push({ origin: event.origin, ...event.data }))
      const frame = document.createElement('iframe')
      frame.title = 'Schedule a call with a recruiter'
      frame.src = '/demo/scheduler'
      document.body.append(frame)
    })
    const scheduler = page.frameLocator('iframe[title="Schedule a call with a recruiter"]')
    const confirm = scheduler.getByRole('button', { name: 'Confirm' })
    await expect(confirm).toBeDisabled()
    await scheduler.getByRole('radio').first().check()
    await confirm.click()
    await expect(scheduler.getByRole('status')).toContainText('Your call is booked for')

    const origin = new URL(page.url()).origin
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { received: unknown[] }).received))
      .toEqual([expect.objectContaining({ origin, event: 'scheduler.event_scheduled' })])
  })

  test('the interview stand-in has a title and a heading', async ({ page }) => {
    await page.goto('/demo/interview')
    await expect(page).toHaveTitle('Your interview | Nova Club')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to your interview')
    // In the club's typefaces, served beside the page (never the system font).
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS(
      'font-family',
      /^"Fraunces Variable"/,
    )
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready
      return [...document.fonts]
        .filter((font) => font.status === 'loaded')
        .map((font) => font.family.replaceAll('"', ''))
    })
    expect(loaded).toEqual(expect.arrayContaining(['Fraunces Variable', 'Inter Variable']))
  })
})

test.describe('CSRF from the browser', () => {
  // The refused request is reported on the console by the browser.
  test.use({ expectedConsoleErrors: [/status of 403/] })

  test('a page gives the cookie, and a call succeeds only with the header', async ({ page }) => {
    await page.goto('/')
    const statuses = await page.evaluate(async () => {
      const token = document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]+)/)?.[1] ?? ''
      const subscribe = (headers: Record<string, string>) =>
        fetch('/api/subscriptions', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...headers },
          body: JSON.stringify({ email: 'browser.test@example.com' }),
        }).then((response) => response.status)
      return {
        tokenLength: token.length,
        without: await subscribe({}),
        with: await subscribe({ 'X-XSRF-TOKEN': token }),
      }
    })
    expect(statuses).toEqual({ tokenLength: 43, without: 403, with: 200 })
  })
})
