import { execFileSync } from 'node:child_process'
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { ERROR_CLEAR_MS } from '../../src/machines/timing'
import { axeViolations } from './a11y'

// The candidate's interview flow against the real server and its demo campaign (hash `demo`,
// access code WELCOME-2025, demo interview and scheduler pages on the server's own origin).

const overlay = (page: Page) =>
  page.getByRole('complementary', { name: 'Your Next Challenge Starts Here' })
const positionRow = (page: Page) => overlay(page).getByRole('button', { name: /Senior Platform/ })
const stored = (page: Page, key: 'interviewUrl' | 'validCode') =>
  page.evaluate((name) => sessionStorage.getItem(name), key)

test.describe('the interview flow', () => {
  // The wrong code's token fetch is answered 401, which the browser reports on the console.
  test.use({ expectedConsoleErrors: [/status of 401/] })

  test('view the position, a wrong then the right code, the interview, then a call', async ({
    page,
  }) => {
    // The whole path in one test, some 40 steps: about 14 s alone, more than the default 30 s
    // on two busy cores. The wrong code's 3 s alert is let go on Playwright's clock.
    test.setTimeout(60_000)
    await page.clock.install()
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/interview/demo')
    await expect(overlay(page)).toBeVisible()
    expect(await stored(page, 'interviewUrl')).toBe('/interview/demo')
    await expect(overlay(page).getByText('Current Opportunity')).toBeVisible()
    const start = overlay(page).getByRole('button', { name: 'Start Interview' })
    await expect(start).toBeDisabled()

    await positionRow(page).click()
    for (const heading of ['Position', 'Project & Key Responsibilities', 'Must Skills']) {
      await expect(overlay(page).getByRole('heading', { name: heading })).toBeVisible()
    }
    await expect(overlay(page).getByText('Kubernetes')).toBeVisible()
    await expect(start).toBeEnabled()
    await start.click()

    const modal = page.getByRole('dialog')
    await expect(modal).toHaveAccessibleName('Before you start')
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden')
    await modal.getByRole('button', { name: 'Ok, got it!' }).click()
    await expect(modal).toHaveAccessibleName('This space is for invited candidates only')
    const code = modal.getByLabel('Access code')
    await expect(code).toBeFocused()
    const submit = modal.getByRole('button', { name: 'Continue' })
    await expect(submit).toBeDisabled()
    await code.fill('NOT-A-CODE')
    await submit.click()
    await expect(modal.getByText('Code provided is invalid')).toBeVisible()
    await page.clock.fastForward(ERROR_CLEAR_MS)
    await expect(modal.getByText('Code provided is invalid')).toBeHidden()
    await code.fill('WELCOME-2025')
    await code.press('Enter')
    await expect(modal).toBeHidden()
    expect(await stored(page, 'validCode')).toBe('WELCOME-2025')
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden')

    await overlay(page).getByRole('button', { name: 'Start Interview Now' }).click()
    const frame = page.getByTitle('Your interview')
    await expect(frame).toHaveAttribute('allow', 'camera; microphone; autoplay')
    await expect(
      page.frameLocator('iframe[title="Your interview"]').getByRole('heading', { level: 1 }),
    ).toHaveText('Welcome to your interview')
    const panel = page.getByRole('region', { name: 'Interview' })
    expect(await panel.boundingBox()).toEqual({ x: 0, y: 0, width: 1280, height: 800 })
    await panel.getByRole('button', { name: 'Exit full screen' }).click()
    expect((await panel.boundingBox())!.width).toBeLessThan(1280)
    await panel.getByRole('button', { name: 'Full screen' }).click()
    await panel.getByRole('button', { name: 'Back' }).click()
    await expect(frame).toBeHidden()

    const schedule = overlay(page).getByRole('button', { name: 'Schedule for later' })
    await schedule.click()
    const calendar = page.getByRole('dialog', { name: 'Schedule a call with a recruiter' })
    await expect(calendar).toBeVisible()
    const calendarFrame = calendar.getByTitle('Schedule a call with a recruiter')
    expect((await calendarFrame.boundingBox())!.height).toBe(630)
    await expect(calendarFrame).not.toHaveAttribute('allow', /camera;|microphone;/)
    const scheduler = page.frameLocator('iframe[title="Schedule a call with a recruiter"]')
    await scheduler.getByRole('radio').first().check()
    await scheduler.getByRole('button', { name: 'Confirm' }).click()
    await expect(scheduler.getByRole('status')).toContainText('Your call is booked for')
    // The confirmation takes the picker's place, in the frame's first screen, and has focus.
    const booked = scheduler.getByRole('region', { name: 'Your call is booked' })
    await expect(booked).toBeFocused()
    await expect(scheduler.getByRole('button', { name: 'Confirm' })).toBeHidden()
    const frameBox = (await calendarFrame.boundingBox())!
    const statusBox = (await scheduler.getByRole('status').boundingBox())!
    expect(statusBox.y + statusBox.height).toBeLessThanOrEqual(frameBox.y + frameBox.height / 2)
    // Focus is in the widget's frame, whose keys stay there: its Close button closes it.
    await calendar.getByRole('button', { name: 'Close' }).click()
    await expect(calendar).toBeHidden()
    const scheduled = overlay(page).getByRole('button', { name: 'Meeting scheduled' })
    await expect(scheduled).toBeVisible()
    await expect(scheduled).toBeFocused() // back to the control that opened the calendar
  })
})

test.describe("an invited candidate's progress (issue 31)", () => {
  // The demo campaign has no such invitation: the server answers 404, which the browser reports.
  test.use({ expectedConsoleErrors: [/status of 404/] })

  test('the link opened is reported with the invitation in the link, which the page keeps', async ({
    page,
  }) => {
    const invitation = 'Zk3_p9Qx-T2mWb7cLr0aYe'
    const report = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && request.url().endsWith('/api/candidates/progress'),
    )
    await page.goto(`/interview/demo?invite=${invitation}`)
    expect((await report).postDataJSON()).toEqual({
      campaign: 'demo',
      invitation,
      event: 'LINK_OPENED',
    })
    expect(await page.evaluate(() => sessionStorage.getItem('interviewInvite'))).toBe(invitation)
  })
})

/** What each of the overlay's later steps brings, as its chunk's content shows it. */
const stepCode = {
  details: 'DOMPurify', // the sanitizer of the position's HTML
  modals: 'Code provided is invalid', // the access code modal's machine
  frame: 'camera; microphone; autoplay', // the interview's frame
}

/** Every script the page receives, with its content, from now on. */
function scriptsReceived(page: Page) {
  const scripts: { url: string; body: Promise<string> }[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push({ url: response.url(), body: response.text() })
  })
  return async (code: string) => {
    // The scripts received so far: more may arrive while their bodies are read.
    const received = [...scripts]
    const bodies = await Promise.all(received.map((script) => script.body))
    return received.filter((_, index) => bodies[index]!.includes(code)).map((script) => script.url)
  }
}

/** From now on, whether a status saying 'Loading' ever enters the page. */
async function watchForLoading(page: Page) {
  await page.evaluate(() => {
    const page = window as { loadingShown?: boolean }
    page.loadingShown = false
    new MutationObserver(() => {
      const statuses = [...document.querySelectorAll('[role="status"]')]
      if (statuses.some((status) => status.textContent?.includes('Loading')))
        page.loadingShown = true
    }).observe(document.body, { childList: true, subtree: true })
  })
  return () => page.evaluate(() => (window as { loadingShown?: boolean }).loadingShown)
}

test('every later step is fetched while the candidate reads: each opens at once, without a loading status', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const loadedWith = scriptsReceived(page)
  await page.goto('/interview/demo')
  await expect(positionRow(page)).toBeVisible()
  await page.locator(':not([data-overlay-preview]) > aside[data-interview-overlay]').waitFor()
  // Fetched while the candidate reads: on a loaded machine, later than networkidle's half second.
  for (const code of Object.values(stepCode))
    await expect.poll(async () => (await loadedWith(code)).length).toBe(1)

  const loadingShown = await watchForLoading(page)
  await positionRow(page).click()
  const details = page.locator('#interview-position-details')
  await expect(details.getByRole('heading', { name: 'Must Skills' })).toBeVisible()
  await expect(details.getByText('Kubernetes')).toBeVisible()
  expect(await details.locator('script, iframe, [onerror], [onclick]').count()).toBe(0)

  // The access code modal opens with focus inside.
  const start = overlay(page).getByRole('button', { name: 'Start Interview' })
  await start.click()
  await expect(page.getByRole('dialog')).toHaveAccessibleName('Before you start')
  await expect(page.getByRole('button', { name: 'Ok, got it!' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(start).toBeFocused()
  expect(await loadingShown()).toBe(false)
})

test('a stored valid code is checked again: Start Interview goes straight to step 3', async ({
  page,
}) => {
  await page.addInitScript(() => sessionStorage.setItem('validCode', 'WELCOME-2025'))
  await page.goto('/interview/demo')
  await positionRow(page).click()
  await overlay(page).getByRole('button', { name: 'Start Interview' }).click()
  await expect(overlay(page).getByRole('button', { name: 'Start Interview Now' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('the overlay survives a reload and other pages, but not /, /nda and the like', async ({
  page,
}) => {
  // A walk over eight pages and a reload: about 20 s alone, 31 s on CI's two busy cores.
  test.setTimeout(60_000)
  await page.goto('/interview/demo')
  await expect(positionRow(page)).toBeVisible()
  await page.goto('/career-path')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Talent Agents')
  await expect(positionRow(page)).toBeVisible()
  await page.reload()
  await expect(positionRow(page)).toBeVisible()
  // The arrow collapses it to step 0 and opens it again.
  await overlay(page).getByRole('button', { name: 'Collapse' }).click()
  await expect(positionRow(page)).toBeHidden()
  await overlay(page).getByRole('button', { name: 'Expand' }).click()
  await expect(positionRow(page)).toBeVisible()
  for (const path of ['/nda', '/no-token', '/reach-out-a-talent-agent', '/']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(overlay(page)).toHaveCount(0)
  }
  await page.goto('/home')
  await expect(positionRow(page)).toBeVisible()
})

test('the page comes with its campaign: the landing calls no API for it, a reload elsewhere does', async ({
  page,
}) => {
  const campaignCalls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/campaign/')) campaignCalls.push(request.url())
  })
  await page.goto('/interview/demo')
  await expect(positionRow(page)).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(campaignCalls).toEqual([])
  await page.goto('/career-path') // the stored link's campaign is fetched again after a reload
  await expect(positionRow(page)).toBeVisible()
  expect(campaignCalls).toEqual([
    expect.stringMatching(/\/campaigns\/api\/campaign\/shared\/demo$/),
  ])
})

test.describe('the first paint', () => {
  test.use({ javaScriptEnabled: false })
  // Without scripts the page never hydrates: the page as it arrives.
  const open = async (page: Page, path: string) => {
    await page.goto(path, { waitUntil: 'commit' })
    await page.waitForLoadState('load')
  }

  test('shows the opportunity before any script runs: the page came with it', async ({ page }) => {
    await open(page, '/interview/demo')
    const preview = page.locator('[data-overlay-preview]')
    await expect(preview.getByText('Senior Platform Engineer')).toBeVisible()
    await expect(preview.getByText('Your Next Challenge Starts Here')).toBeVisible()
    // The overlay's first step as the candidate will use it: its position button takes a press
    // (the live overlay does it when it replaces the preview: tests/e2e/slow-phone.spec.ts).
    await expect(preview).not.toHaveAttribute('inert')
    await expect(page.getByRole('complementary')).toHaveCount(1)
    await expect(preview.getByRole('button', { name: /Senior Platform Engineer/ })).toBeEnabled()
  })

  test('shows no opportunity on a link without a campaign', async ({ page }) => {
    await open(page, '/interview/no-such-campaign')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('[data-overlay-preview]')).toHaveCount(0)
  })
})

test("the live overlay replaces the first paint's: one overlay, the one that acts", async ({
  page,
}) => {
  await page.goto('/interview/demo')
  await positionRow(page).click()
  await expect(overlay(page).getByRole('heading', { name: 'Position' })).toBeVisible()
  await expect(page.locator('[data-interview-overlay]')).toHaveCount(1)
  await expect(page.locator('[data-overlay-preview]')).toHaveCount(0)
})

test.describe('an unknown campaign', () => {
  // The campaign fetch is answered 404, which the browser reports on the console.
  test.use({ expectedConsoleErrors: [/status of 404/] })

  test('goes to /not-found and forgets the link', async ({ page }) => {
    await page.goto('/interview/no-such-campaign')
    await expect(page).toHaveURL(/\/not-found$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('OOPS! PAGE NOT FOUND')
    expect(await stored(page, 'interviewUrl')).toBeNull()
    await expect(overlay(page)).toHaveCount(0)
  })
})

test.describe('hostile campaign HTML', () => {
  // While DOMPurify parses the text (in an inert document of its own) Chromium already reports
  // each inline handler it would refuse under the site's Content-Security-Policy; they are then
  // removed, and the checks below make sure none reaches the page or runs.
  test.use({ expectedConsoleErrors: [/^Executing inline event handler violates/] })

  test('a script tag and an onerror attribute render inert', async ({ page, baseURL }) => {
    const hash = `hostile-${Date.now()}`
    const hostile =
      '<p>Own the <strong>search service</strong>.</p>' +
      '<script>window.__hacked = "script"</script>' +
      '<img src="/no-such-image.png" onerror="window.__hacked = \'onerror\'">' +
      '<a href="javascript:window.__hacked=\'link\'">the team page</a>'
    execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'server/operator/main.ts',
        'add-campaign',
        hash,
        '--url',
        baseURL!,
        '--position',
        // Text that would end the page's data block (server/site.ts) were it not escaped.
        'Search Engineer</script><script>window.__hacked = "data block"</script>',
        '--responsibilities',
        hostile,
        '--must-have',
        '<ul><li onmouseover="window.__hacked = \'hover\'">Rust</li></ul>',
        '--nice-to-have',
        '<ul><li>Lucene</li></ul>',
        '--interview-link',
        `${baseURL}/demo/interview`,
        '--calendar-link',
        `${baseURL}/demo/scheduler`,
      ],
      {
        env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? '.tmp/e2e-data' },
        stdio: 'pipe',
      },
    )
    await page.goto(`/interview/${hash}`)
    await overlay(page)
      .getByRole('button', { name: /Search Engineer/ })
      .click()
    const details = page.locator('#interview-position-details')
    await expect(details.getByText('search service')).toBeVisible()
    await details.getByText('Rust').hover()
    await details.getByText('the team page').click()
    expect(await details.locator('script, img, iframe, style').count()).toBe(0)
    const handlers = await details.evaluate(
      (element) =>
        [...element.querySelectorAll('*')].flatMap((node) =>
          [...node.attributes].filter((attribute) => attribute.name.startsWith('on')),
        ).length,
    )
    expect(handlers).toBe(0)
    expect(await details.locator('a[href^="javascript:" i]').count()).toBe(0)
    expect(await page.evaluate(() => (window as { __hacked?: string }).__hacked)).toBeUndefined()
  })
})

test('a message from another origin does not mark the meeting scheduled', async ({
  page,
  baseURL,
}) => {
  await page.addInitScript(() => sessionStorage.setItem('validCode', 'WELCOME-2025'))
  await page.goto('/interview/demo')
  await positionRow(page).click()
  await overlay(page).getByRole('button', { name: 'Start Interview' }).click()
  await overlay(page).getByRole('button', { name: 'Schedule for later' }).click()
  await expect(page.getByRole('dialog', { name: 'Schedule a call with a recruiter' })).toBeVisible()

  // Another origin posts the message a scheduling widget posts, to this page. (A popup of
  // another origin cannot reach this page: it is served with Cross-Origin-Opener-Policy
  // same-origin. The event is built here, with the other origin as the browser would set it.)
  const foreignOrigin = baseURL!.replace('127.0.0.1', 'localhost')
  const delivered = await page.evaluate((origin) => {
    const received = new Promise<string>((resolve) =>
      addEventListener('message', (event) => resolve(event.origin), { once: true }),
    )
    dispatchEvent(
      new MessageEvent('message', { data: { event: 'scheduler.event_scheduled' }, origin }),
    )
    return received
  }, foreignOrigin)
  expect(delivered).toBe(foreignOrigin)

  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(overlay(page).getByRole('button', { name: 'Schedule for later' })).toBeVisible()
  await expect(overlay(page).getByRole('button', { name: 'Meeting scheduled' })).toHaveCount(0)
})

test('a small screen shows the mobile notice; Accept forgets the link and goes home', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/interview/demo')
  const notice = page.getByRole('dialog', {
    name: 'For the Best Experience, Switch to a Computer',
  })
  await expect(notice).toBeVisible()
  await notice.getByRole('button', { name: 'Accept' }).click()
  await expect(page).toHaveURL(/\/home$/)
  await expect(notice).toBeHidden()
  expect(await stored(page, 'interviewUrl')).toBeNull()
  await expect(overlay(page)).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(overlay(page)).toHaveCount(0)
})

test.describe('accessibility', () => {
  // axe is injected as a script, which the site's Content-Security-Policy would refuse.
  test.use({ bypassCSP: true })

  test('axe finds nothing on the overlay, its details and the access code modal', async ({
    page,
  }) => {
    const violations = () => axeViolations(page, ['iframe'])
    await page.goto('/interview/demo')
    await positionRow(page).click()
    await expect(overlay(page).getByRole('heading', { name: 'Must Skills' })).toBeVisible()
    expect(await violations()).toEqual([])
    await overlay(page).getByRole('button', { name: 'Start Interview' }).click()
    await page.getByRole('button', { name: 'Ok, got it!' }).click()
    await expect(page.getByLabel('Access code')).toBeFocused()
    expect(await violations()).toEqual([])
    // Focus stays in the modal, and Escape closes it.
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab')
      expect(
        await page
          .getByRole('dialog')
          .evaluate((dialog) => dialog.contains(document.activeElement)),
      ).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(overlay(page).getByRole('button', { name: 'Start Interview' })).toBeFocused()
  })
})
