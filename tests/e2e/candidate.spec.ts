// A candidate's loop (issue 31, item 3), end to end against the built site, its server and the
// local mailbox: an agent creates a campaign and invites an address in the console; the mail's
// link and code take the candidate through the position, the code, the interview and a call
// booked; each step then shows, with its time, as a tick of the console's candidates table.
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { uniqueEmail } from './addresses'
import { signInToConsole } from './console'
import { buttonLinkOf, mailTo } from './mailbox'
import { demo } from '../../server/demo/seed'

test.use({ bypassCSP: true })

const stepColumns = [
  'Link opened',
  'Position viewed',
  'Code accepted',
  'Interview started',
  'Meeting scheduled',
]

/** The progress tick of `step` in the candidates table's row of `address`: its words are
 *  "<step>: <when>", or "<step>: not yet". */
function tickOf(page: Page, address: string, step: string) {
  return page
    .getByRole('table', { name: 'Candidates, newest invitation first' })
    .getByRole('row')
    .filter({ hasText: address })
    .getByRole('listitem')
    .filter({ hasText: `${step}:` })
}

test('an invited candidate opens the mailed link, enters the mailed code, takes the interview and books a call; the console shows each step', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000) // the worker's poll, the console, the whole interview
  const address = uniqueEmail('candidate')
  const position = `Staff Data Engineer ${Date.now().toString(36)}`

  // 1. The campaign and the invitation, in the console.
  const staff = await (await browser.newContext({ baseURL, bypassCSP: true })).newPage()
  await signInToConsole(staff, demo.admin)
  await staff.getByRole('link', { name: 'Campaigns' }).click()
  await staff.getByLabel('Position name').fill(position)
  // The rich text, once its editor is in (the textarea before it keeps what is typed too).
  await expect(
    staff.getByRole('toolbar', { name: 'Formatting of Key responsibilities' }),
  ).toBeVisible()
  await staff
    .getByRole('textbox', { name: 'Key responsibilities' })
    .fill('Own the event pipeline from ingestion to the warehouse.')
  await staff.getByLabel('Interview link').fill(`${baseURL}/demo/interview`)
  await staff.getByLabel('Calendar link').fill(`${baseURL}/demo/scheduler`)
  await staff.getByRole('button', { name: 'Create campaign' }).click()
  await expect(staff).toHaveURL(/\/agents\/campaigns\/\d+$/)
  await staff.getByLabel(/^Addresses/).fill(address)
  await staff.getByRole('button', { name: 'Invite', exact: true }).click()
  await expect(staff.getByRole('status').filter({ hasText: 'Invited 1 candidate.' })).toBeVisible()
  for (const step of stepColumns) {
    await expect(tickOf(staff, address, step)).toHaveText(`${step}: not yet`)
  }

  // 2. The mail, as the candidate reads it: the link (with its invitation) from the button of
  // its HTML part, the same in its text twin; the personal code shown in both.
  const mail = await mailTo(address, 'Your interview with Nova Club')
  const link = await buttonLinkOf(browser, mail, 'Open my invitation')
  expect(link).toMatch(/^https?:\/\/\S+\/interview\/\S+\?invite=[\w-]{22}$/)
  const code = /^ {4}(\S+)$/m.exec(mail.text)?.[1]
  expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/)
  expect(mail.html).toContain(`>${code}</p>`)

  // 3. The candidate, on the site.
  await page.setViewportSize({ width: 1280, height: 800 })
  const url = new URL(link!)
  await page.goto(url.pathname + url.search)
  const overlay = page.getByRole('complementary', { name: 'Your Next Challenge Starts Here' })
  await overlay.getByRole('button', { name: new RegExp(position) }).click()
  await expect(overlay.getByText('event pipeline')).toBeVisible()
  await overlay.getByRole('button', { name: 'Start Interview' }).click()
  const modal = page.getByRole('dialog')
  await modal.getByRole('button', { name: 'Ok, got it!' }).click()
  await modal.getByLabel('Access code').fill(code!)
  await modal.getByLabel('Access code').press('Enter')
  await expect(modal).toBeHidden()
  await overlay.getByRole('button', { name: 'Start Interview Now' }).click()
  const panel = page.getByRole('region', { name: 'Interview' })
  await expect(
    page.frameLocator('iframe[title="Your interview"]').getByRole('heading', { level: 1 }),
  ).toHaveText('Welcome to your interview')
  await panel.getByRole('button', { name: 'Back' }).click()
  await overlay.getByRole('button', { name: 'Schedule for later' }).click()
  const calendar = page.getByRole('dialog', { name: 'Schedule a call with a recruiter' })
  const scheduler = page.frameLocator('iframe[title="Schedule a call with a recruiter"]')
  await scheduler.getByRole('radio').first().check()
  await scheduler.getByRole('button', { name: 'Confirm' }).click()
  await expect(scheduler.getByRole('status')).toContainText('Your call is booked for')
  await calendar.getByRole('button', { name: 'Close' }).click()
  await expect(overlay.getByRole('button', { name: 'Meeting scheduled' })).toBeVisible()

  // 4. Each step, with its time, in the console.
  await expect
    .poll(
      async () => {
        await staff.getByRole('button', { name: 'Refresh' }).click()
        return tickOf(staff, address, 'Meeting scheduled').textContent()
      },
      { timeout: 15_000, intervals: [500, 1000] },
    )
    .toContain('UTC')
  for (const step of stepColumns) {
    await expect(tickOf(staff, address, step)).toContainText('UTC')
  }
  await staff.context().close()
})
