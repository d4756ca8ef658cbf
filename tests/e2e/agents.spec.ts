// The Talent Agents' console (issue 30), end to end against the built site and its server.
//
// It signs in as the demo data's administrator (server/demo/seed.ts).
import type { Browser, Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { axeViolations } from './a11y'
import { demo } from '../../server/demo/seed'
import { signInToConsole } from './console'
import { findInMailTo } from './mailbox'

const admin = demo.admin
const stamp = Date.now().toString(36)
const agentA = { username: `ana-${stamp}`, name: `Ana ${stamp}`, password: 'agent-a-password-1' }
const agentB = { username: `ben-${stamp}`, name: `Ben ${stamp}`, password: 'agent-b-password-1' }
const visitor = `visitor-${stamp}@example.com`
const writer = `writer-${stamp}@example.com`

test.use({
  bypassCSP: true, // axe's injected script
  // The browser logs the refusals these tests provoke: a wrong password (401), a stale change
  // (409), and the call after signing out (401).
  expectedConsoleErrors: [/the server responded with a status of (401|409)/],
})

async function signIn(page: Page, who: { username: string; password: string }) {
  await signInToConsole(page, who)
  await expect(page).toHaveTitle(/Talent Agents’ console/)
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/)
}

async function openItemOf(page: Page, contact: string, kind = 'invitation') {
  await page.getByLabel('Search names and addresses').fill(contact)
  const row = page.getByRole('button', { name: new RegExp(contact.replace(/[.]/g, '\\.')) })
  await expect(row).toHaveCount(1)
  await row.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/agents/items/${kind}/\\d+$`))
}

async function newPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, bypassCSP: true })
  return context.newPage()
}

test.describe.serial('the Talent Agents’ console', () => {
  test('is not prerendered, not in the sitemap, and public pages do not load it', async ({
    page,
  }) => {
    const sitemap = await (await page.request.get('/sitemap.xml')).text()
    expect(sitemap).not.toContain('/agents')
    const shell = await (await page.request.get('/agents')).text()
    expect(shell).toContain('noindex')
    expect(shell).toMatch(/<div id="root"><\/div>/)
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect(scripts.filter((url) => /agents|consoleContext|pages-/.test(url))).toEqual([])
  })

  test('a wrong password is refused with the one message', async ({ page }) => {
    await page.goto('/agents')
    await page.getByLabel('User name').fill(admin.username)
    await page.getByLabel('Password').fill('not the password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('alert').first()).toHaveText(
      'The user name or the password is not right.',
    )
  })

  test('an admin creates two agents', async ({ page }) => {
    await signIn(page, admin)
    await page.getByRole('link', { name: 'Accounts and erase' }).click()
    for (const agent of [agentA, agentB]) {
      await page.getByLabel('User name').fill(agent.username)
      await page.getByLabel('Name', { exact: true }).fill(agent.name)
      await page.getByLabel('Password').fill(agent.password)
      await page.getByLabel('Role').selectOption('agent')
      await page.getByRole('button', { name: 'Create account' }).click()
      await expect(page.getByRole('cell', { name: agent.username })).toBeVisible()
    }
    // A row's two controls stand apart, side by side or one under the other where the column
    // is narrow (they touched before 2026-11-29).
    const row = page.getByRole('row').filter({ hasText: agentA.username })
    const settings = (await row.getByRole('button', { name: /^Settings of/ }).boundingBox())!
    const disable = (await row.getByRole('button', { name: /^Disable/ }).boundingBox())!
    const apart = Math.max(
      disable.x - (settings.x + settings.width),
      disable.y - (settings.y + settings.height),
    )
    expect(apart).toBeGreaterThanOrEqual(8)
    expect(await axeViolations(page)).toEqual([])
    // On a phone the table scrolls in its own box, as the console's other tables do; the page
    // does not scroll sideways (545 px wide at 375 before 2026-11-29).
    await page.setViewportSize({ width: 375, height: 812 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375)
    expect(await axeViolations(page)).toEqual([])
  })

  test('two agents open the same request; one approves, the other is refused with the reason and keeps the note', async ({
    browser,
    baseURL,
    page,
  }) => {
    test.setTimeout(90_000) // two agents, each signing in (argon2) in a browser of their own
    // A visitor asks for an invitation through the public API (with the page's CSRF cookie).
    await page.goto('/')
    const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')
    const sent = await page.request.post('/campaigns/api/request-invite', {
      data: { contactInfo: visitor },
      headers: { 'X-XSRF-TOKEN': csrf?.value ?? '' },
    })
    expect(sent.ok()).toBe(true)

    const ana = await newPage(browser, baseURL)
    const ben = await newPage(browser, baseURL)
    await signIn(ana, agentA)
    await signIn(ben, agentB)
    await openItemOf(ana, visitor)
    await openItemOf(ben, visitor)
    expect(await axeViolations(ana)).toEqual([])

    // What the visitor sent is shown as text.
    await expect(ana.getByText(visitor).first()).toBeVisible()

    // Ana takes the request and approves it; Ben, still looking at it as it arrived, takes it.
    await ana.getByRole('button', { name: 'Take it' }).click()
    await ana.getByLabel('Note (optional)').fill('Strong profile.')
    await ana.getByRole('button', { name: 'Approve' }).click()
    await expect(ana.getByText(/approved it/).first()).toBeVisible()

    await ben.getByLabel('Note (optional)').fill('Ben’s note')
    await ben.getByRole('button', { name: 'Take it' }).click()
    const refusal = ben.getByRole('alert').filter({ hasText: /approved it at/ })
    await expect(refusal).toContainText(`${agentA.name} approved it at`)
    await expect(ben.getByLabel('Note (optional)')).toHaveValue('Ben’s note')
    expect(await axeViolations(ben)).toEqual([])
    await ben.getByRole('button', { name: 'Reload the item' }).click()
    await expect(ben.getByText('Approved').first()).toBeVisible()
    await expect(ben.getByLabel('Note (optional)')).toHaveValue('Ben’s note')
    await ana.context().close()
    await ben.context().close()
  })

  test('the approval sent the visitor a welcome mail: the Mail screen lists it and shows its text, its link masked', async ({
    page,
  }) => {
    await signIn(page, admin)
    await page.getByRole('link', { name: 'Mail' }).click()
    await expect(page).toHaveURL(/\/agents\/mail$/)
    // The worker delivers within its poll (to the local mailbox: no SMTP_URL here).
    const row = page.getByRole('row').filter({ hasText: visitor })
    await expect(row).toContainText('Sent', { timeout: 15_000 })
    await row.getByRole('button').click()
    const message = page.getByRole('article')
    await expect(message.getByRole('heading', { level: 2 })).toBeVisible()
    await expect(message.getByText(visitor).first()).toBeVisible()
    // The text as text, the personal link masked by the server: only the visitor has it, in
    // the mail they received (issue 43), and nothing of it reaches this page.
    const text = message.locator('pre')
    await expect(text).toContainText('/welcome/••••••')
    await expect(text).not.toContainText(/\/welcome\/[A-Za-z0-9_-]{20,}/)
    // The HTML as the visitor sees it, in a frame that runs nothing (no script is even tried
    // in it: its document is read from its attribute), its link masked too.
    const frame = message.locator('iframe')
    await expect(frame).toHaveAttribute('sandbox', '')
    await expect(frame).toHaveAttribute('title', /^The mail as .+ sees it$/)
    await expect(frame).toBeVisible()
    const shown = (await frame.getAttribute('srcdoc'))!
    expect(shown).toMatch(/href="[^"]+\/welcome\/••••••"[^>]*>Choose my user name and password</)
    expect(shown).not.toMatch(/<script/i)
    const [, token] = await findInMailTo(visitor, /\/welcome\/([A-Za-z0-9_-]{43})/)
    expect(await page.content()).not.toContain(token)
    // The frame's document is the mail's, not the console's (and runs no axe).
    expect(await axeViolations(page, ['iframe'])).toEqual([])
  })

  test('an answer to a message is mailed to its sender, and the thread stays on the item', async ({
    page,
  }) => {
    await page.goto('/')
    const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')
    const sent = await page.request.post('/api/recruiting/email', {
      data: { fullName: 'Robin Vale', email: writer, content: 'Is there a chapter in Lisbon?' },
      headers: { 'X-XSRF-TOKEN': csrf?.value ?? '' },
    })
    expect(sent.ok()).toBe(true)

    await signIn(page, admin)
    await openItemOf(page, writer, 'message')
    // What they wrote is shown once, where the conversation starts (not again in the fields).
    await expect(page.getByText('Is there a chapter in Lisbon?')).toHaveCount(1)
    await page.getByRole('button', { name: 'Take it' }).click()
    const send = page.getByRole('button', { name: 'Send the answer' })
    await expect(send).toBeDisabled() // nothing written yet
    await page.getByLabel('Your answer').fill('Not yet, Robin: we will write when it opens.')
    await send.click()
    await expect(page.getByText('Status: Answered')).toBeVisible()
    const thread = page.getByRole('region', { name: 'Conversation' })
    await expect(thread.getByRole('listitem')).toHaveText([
      /Robin Vale wrote.*Is there a chapter in Lisbon\?/,
      new RegExp(
        `${demo.admin.displayName} answered by mail.*Not yet, Robin: we will write when it opens`,
      ),
    ])
    expect(await axeViolations(page)).toEqual([])

    await page.getByRole('link', { name: 'Mail' }).click()
    const row = page.getByRole('row').filter({ hasText: writer })
    await expect(row).toContainText('An answer from a Talent Agent of Nova Club')
  })

  test('export downloads the inbox with its filters as CSV', async ({ page }) => {
    await signIn(page, admin)
    await page.getByLabel('Search names and addresses').fill(visitor)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/\.csv$/)
    const path = await download.path()
    const csv = await (await import('node:fs/promises')).readFile(path, 'utf8')
    expect(csv).toContain(visitor)
  })

  test('erase removes the person everywhere', async ({ page }) => {
    await signIn(page, admin)
    await page.getByRole('link', { name: 'Accounts and erase' }).click()
    await page.getByLabel('Address or profile').fill(visitor)
    await page.getByLabel('The same again, to confirm').fill(visitor)
    // Asked and cancelled: the focus is back on Erase…, not at the page's start.
    await page.getByRole('button', { name: 'Erase…' }).click()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('button', { name: 'Erase…' })).toBeFocused()
    await page.getByRole('button', { name: 'Erase…' }).click()
    await page.getByRole('button', { name: 'Erase', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Erased:' })).toContainText(
      'Invitation 1',
    )
    // The log shows the erase at its top, by whom and how much; never whom.
    const log = page.getByRole('table', { name: 'Erasures, newest first' })
    // A short date on one line; its whole date, with the zone, in its title.
    await expect(log.getByRole('row').nth(1)).toContainText(/Invitation 1/)
    await expect(log.getByRole('row').nth(1).locator('time')).toHaveAttribute('title', /UTC$/)
    await expect(log).not.toContainText(visitor)
    await page.getByRole('link', { name: 'Inbox' }).click()
    await page.getByLabel('Search names and addresses').fill(visitor)
    await expect(page.getByText('Nothing matches these filters.')).toBeVisible()
  })

  test('an agent creates a campaign, invites a candidate and revokes the code', async ({
    page,
  }) => {
    const candidate = `candidate-${stamp}@example.com`
    await signIn(page, admin)
    await page.getByRole('link', { name: 'Campaigns' }).click()
    await expect(page).toHaveURL(/\/agents\/campaigns$/)
    await page.getByLabel('Position name').fill(`Data Engineer ${stamp}`)
    // Rich text with the editor's toolbar (once its chunk is in): the word made bold.
    const formatting = page.getByRole('toolbar', { name: 'Formatting of Key responsibilities' })
    await expect(formatting).toBeVisible()
    const responsibilities = page.getByRole('textbox', { name: 'Key responsibilities' })
    await responsibilities.fill('Build the ')
    await formatting.getByRole('button', { name: 'Bold' }).click()
    await responsibilities.pressSequentially('pipelines')
    await expect(formatting.getByRole('button', { name: 'Bold' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await page.getByLabel('Interview link').fill('https://meet.example/data-engineer')
    await page.getByLabel('Calendar link').fill('https://calendar.example/book')
    await page.getByRole('button', { name: 'Create campaign' }).click()
    await expect(page).toHaveURL(/\/agents\/campaigns\/\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Data Engineer ${stamp}`)
    // As stored, and as the candidate will see it: the preview draws it with the page's own view.
    const preview = page.getByRole('region', { name: 'Preview: what a candidate sees' })
    await expect(preview.locator('strong')).toHaveText('pipelines')
    await expect(page.getByRole('textbox', { name: 'Key responsibilities' })).toContainText(
      'Build the pipelines',
    )

    await page.getByLabel(/^Addresses/).fill(candidate)
    await page.getByRole('button', { name: 'Invite', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Invited 1 candidate.' })).toBeVisible()
    const table = page.getByRole('table', { name: 'Candidates, newest invitation first' })
    const row = table.getByRole('row').filter({ hasText: candidate })
    await expect(row).toContainText(/Active until/)
    await expect(row.getByRole('listitem')).toHaveText([
      /^Invited: .*UTC$/,
      'Link opened: not yet',
      'Position viewed: not yet',
      'Code accepted: not yet',
      'Interview started: not yet',
      'Meeting scheduled: not yet',
    ])
    expect(await axeViolations(page)).toEqual([])

    await row.getByRole('button', { name: `Revoke the code of ${candidate}` }).click()
    await page.getByRole('button', { name: 'Revoke', exact: true }).click()
    await expect(row).toContainText('Revoked')
    await expect(row.getByRole('button')).toHaveCount(0)
  })

  test('Sign out ends the session on the server', async ({ page }) => {
    await signIn(page, admin)
    const token = await page.evaluate(
      () =>
        (JSON.parse(sessionStorage.getItem('agentsSession') ?? '{}') as { token?: string }).token,
    )
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByText('You have signed out.')).toBeVisible()
    const me = await page.request.get('/api/agents/me', {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(me.status()).toBe(401)
  })
})

// Issue 43: the console's views live in the address, its router checks paths and roles before
// a page renders, and each agent sets their own notices, address and password.
test.describe('the console’s address and an agent’s own settings', () => {
  test('the inbox’s filters are in the address: a reload, the back button and a shared link keep the view', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signIn(page, admin)
    await page.getByLabel('Kind', { exact: true }).selectOption('message')
    await expect(page).toHaveURL(/\/agents\?kind=message$/)
    await page.getByLabel('Status', { exact: true }).selectOption('closed')
    await expect(page).toHaveURL(/\/agents\?kind=message&status=closed$/)
    await page.getByLabel('Owner', { exact: true }).selectOption('none')
    await expect(page).toHaveURL(/\/agents\?kind=message&status=closed&owner=none$/)

    // A reload shows the same list: the filters from the address, asked for with them.
    const asked = page.waitForRequest(
      (request) =>
        request.url().includes('/api/agents/items?') &&
        request.url().includes('kind=message') &&
        request.url().includes('status=closed') &&
        request.url().includes('owner=none'),
    )
    await page.reload()
    await asked
    await expect(page.getByLabel('Kind', { exact: true })).toHaveValue('message')
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('closed')
    await expect(page.getByLabel('Owner', { exact: true })).toHaveValue('none')

    // Back: the view before the last change; forward: after it.
    await page.goBack()
    await expect(page).toHaveURL(/\/agents\?kind=message&status=closed$/)
    await expect(page.getByLabel('Owner', { exact: true })).toHaveValue('')
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('closed')
    await page.goForward()
    await expect(page.getByLabel('Owner', { exact: true })).toHaveValue('none')

    // Away to another page and back by the Inbox link: the same filters.
    await page.getByRole('link', { name: 'Mail' }).click()
    await page.getByRole('link', { name: 'Inbox' }).click()
    await expect(page).toHaveURL(/\/agents\?kind=message&status=closed&owner=none$/)
    await expect(page.getByLabel('Kind', { exact: true })).toHaveValue('message')

    // A shared link opens the same view for another person (an impossible kind is dropped).
    const other = await newPage(browser, baseURL)
    await signIn(other, admin)
    await other.goto('/agents?kind=letter&status=closed&q=nobody-here')
    await expect(other.getByLabel('Status', { exact: true })).toHaveValue('closed')
    await expect(other.getByLabel('Kind', { exact: true })).toHaveValue('')
    await expect(other.getByLabel('Search names and addresses')).toHaveValue('nobody-here')
    await expect(other.getByText('Nothing matches these filters.')).toBeVisible()
    await other.context().close()
  })

  test('an id the database cannot hold is the not-found page, not a retry', async ({ page }) => {
    await signIn(page, admin)
    for (const path of ['/agents/items/message/2147483648', '/agents/items/letter/1']) {
      await page.goto(path)
      await expect(page.getByText('The console has no such page.')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0)
    }
  })

  test('an agent changes their own notices, address and password; the admin page is not theirs', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000) // three sign-ins (argon2)
    const robin = {
      username: `robin-${stamp}`,
      name: `Robin ${stamp}`,
      password: 'robin-first-password',
    }
    await signIn(page, admin)
    // The admin page, reloaded: its check waits for the session restored from the tab.
    await page.goto('/agents/admin')
    await expect(page.getByRole('heading', { name: 'Accounts' })).toBeVisible()
    await page.getByLabel('User name').fill(robin.username)
    await page.getByLabel('Name', { exact: true }).fill(robin.name)
    await page.getByLabel('Password').fill(robin.password)
    await page.getByLabel('Role').selectOption('agent')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByRole('cell', { name: robin.username })).toBeVisible()

    const agent = await newPage(browser, baseURL)
    await signIn(agent, robin)
    await expect(agent.getByRole('link', { name: 'Accounts and erase' })).toHaveCount(0)
    await agent.goto('/agents/admin')
    await expect(agent.getByText('Only an admin can open this page.')).toBeVisible()

    await agent.getByRole('link', { name: 'Your settings' }).click()
    await expect(agent).toHaveURL(/\/agents\/settings$/)
    await expect(agent.getByRole('heading', { name: 'Your settings' })).toBeVisible()
    await agent.getByLabel('Address for notices').fill(`robin-${stamp}@novaclub.example`)
    await agent.getByLabel('Notices', { exact: true }).selectOption('digest')
    await agent.getByLabel('Current password').fill(robin.password)
    await agent.getByLabel(/^New password/).fill('robin-second-password')
    await agent.getByLabel(/^New password/).press('Enter')
    await expect(agent.getByRole('status').filter({ hasText: 'saved' })).toHaveText(
      'Your settings are saved. Your new password is in use; your other sessions have ended.',
    )
    await expect(agent.getByLabel('Current password')).toHaveValue('')
    expect(await axeViolations(agent)).toEqual([])

    // Kept: the page shows them after a reload, and the admin's list too.
    await agent.reload()
    await expect(agent.getByLabel('Address for notices')).toHaveValue(
      `robin-${stamp}@novaclub.example`,
    )
    await expect(agent.getByLabel('Notices', { exact: true })).toHaveValue('digest')
    await page.reload()
    await expect(page.getByRole('row').filter({ hasText: robin.username })).toContainText(
      'One digest now and then',
    )

    // The new password signs in; the old one no longer does.
    await agent.getByRole('button', { name: 'Sign out' }).click()
    await signIn(agent, { ...robin, password: 'robin-second-password' })
    await agent.context().close()
  })
})
