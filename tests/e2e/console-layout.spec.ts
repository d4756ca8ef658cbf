// The console at a desktop width, as an agent reads it: an administrator's bar on one line, and
// (issue 47's broken Mail screen) the outbox's list takes the page's width when no message is
// open, its subjects read on at most two lines, and no server reply is cut off.
import { test, expect } from './fixtures'
import { demo } from '../../server/demo/seed'
import { signInToConsole } from './console'
import { axeViolations } from './a11y'

// bypassCSP: axe's injected script (the 768 px tests check accessibility).
test.use({ bypassCSP: true, viewport: { width: 1280, height: 900 } })

test('the Mail screen uses the width of a 1280 px screen, and cuts nothing', async ({ page }) => {
  await signInToConsole(page, demo.admin)
  await page.getByRole('link', { name: 'Mail' }).click()
  const table = page.getByRole('table', { name: 'The outbox, newest first' })
  await expect(table.getByRole('row').nth(1)).toBeVisible()
  const widths = await page.evaluate(() => ({
    table: document.querySelector('table')!.getBoundingClientRect().width,
    page: document.querySelector('main')!.querySelector('h1')!.parentElement!.clientWidth,
  }))
  expect(widths.table).toBeGreaterThanOrEqual(widths.page - 1)
  // One or two lines of a subject: a row no taller than two lines and its padding.
  for (const subject of await table.getByRole('row').getByRole('button').all()) {
    expect((await subject.boundingBox())!.height).toBeLessThanOrEqual(60)
  }
  const cut = await table.evaluate((element) =>
    [...element.querySelectorAll('th, td')]
      .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
      .map((cell) => cell.textContent),
  )
  expect(cut).toEqual([])
  // A message open: the list keeps who and what, beside the message.
  await table.getByRole('button').first().click()
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible()
  await expect(table.getByRole('columnheader', { name: 'Last reply' })).toBeHidden()
  await expect(table.getByRole('columnheader', { name: 'Subject' })).toBeVisible()
})

test("an administrator's bar holds its links and Sign out on one line", async ({ page }) => {
  await signInToConsole(page, demo.admin)
  const nav = page.getByRole('navigation', { name: 'Console' })
  const signOut = page.getByRole('button', { name: 'Sign out' })
  const links = await nav.getByRole('link').all()
  expect(links.length).toBeGreaterThanOrEqual(5)
  const tops = await Promise.all(
    [...links, signOut].map(async (control) => {
      const box = (await control.boundingBox())!
      return Math.round(box.y + box.height / 2)
    }),
  )
  // Every control's middle within a few pixels of the first's: one line.
  for (const top of tops) expect(Math.abs(top - tops[0]!)).toBeLessThanOrEqual(4)
})

// Issue 47 item 4: at a tablet's 768 px the console's tables keep who owns a row and when it
// came, in view beside it; what is wider than the screen scrolls in its own labelled region.
test.describe('at 768 px', () => {
  test.use({ viewport: { width: 768, height: 1024 } })

  /** Whether a header's box lies within the screen's width. */
  const inView = async (header: import('@playwright/test').Locator) => {
    const box = (await header.boundingBox())!
    return box.x >= 0 && box.x + box.width <= 768
  }

  test("the inbox shows each row's owner and date without scrolling, and nothing fails axe", async ({
    page,
  }) => {
    await signInToConsole(page, demo.admin)
    const table = page.getByRole('table', { name: 'Items, newest first' })
    await expect(table.getByRole('row').nth(1)).toBeVisible()
    for (const name of ['From', 'Status', 'Owner', 'Received']) {
      expect(await inView(table.getByRole('columnheader', { name })), name).toBe(true)
    }
    // The page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(768)
    expect(await axeViolations(page)).toEqual([])
  })

  test('the campaigns show who made each one and when; a narrower screen scrolls the table in its region', async ({
    page,
  }) => {
    await signInToConsole(page, demo.admin)
    await page.getByRole('link', { name: 'Campaigns' }).click()
    const table = page.getByRole('table', { name: 'Every campaign, newest first' })
    for (const name of ['Created by', 'Created']) {
      expect(await inView(table.getByRole('columnheader', { name, exact: true })), name).toBe(true)
    }
    expect(await axeViolations(page)).toEqual([])
    // On a phone the table is wider than the screen: its region, labelled as the table is,
    // takes the keyboard's focus and scrolls with the arrow keys to the columns out of view.
    await page.setViewportSize({ width: 375, height: 812 })
    const region = page.getByRole('region', { name: 'Every campaign, newest first' })
    const widths = await region.evaluate((element) => [element.scrollWidth, element.clientWidth])
    expect(widths[0]).toBeGreaterThan(widths[1]!)
    await region.focus()
    await page.keyboard.press('ArrowRight')
    await expect
      .poll(() => region.evaluate((element) => element.scrollLeft), { timeout: 2000 })
      .toBeGreaterThan(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375)
  })
})

// Issue 47 item 4: a campaign's page reads top down as an agent works it: the candidates and
// their progress first, then the editor with a preview of the candidate's page beside it at
// 1280 px, below it at 768 px; nothing fails axe and the page never scrolls sideways.
for (const width of [1280, 768]) {
  test(`a campaign's page at ${width} px: the candidates before the form, the preview ${width >= 1280 ? 'beside' : 'below'} it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await signInToConsole(page, demo.admin)
    await page.getByRole('link', { name: 'Campaigns' }).click()
    await page
      .getByRole('table', { name: 'Every campaign, newest first' })
      .getByRole('row')
      .nth(1)
      .getByRole('button')
      .click()
    await page.getByLabel(/^Addresses/).fill('layout.check@example.com')
    await page.getByRole('button', { name: 'Invite', exact: true }).click()
    // The invitation's answer is in (the campaign may have had rows before it, from the other
    // width's test): what follows measures the page as it settles.
    await expect(page.getByText('Invited 1 candidate.')).toBeVisible()
    const candidates = page.getByRole('table', { name: 'Candidates, newest invitation first' })
    await expect(candidates.getByRole('row', { name: /layout\.check@example\.com/ })).toBeVisible()
    const form = page.getByRole('region', { name: 'Edit the campaign' })
    const preview = page.getByRole('region', { name: 'Preview: what a candidate sees' })
    await expect(preview).toBeVisible()
    // The editor's chunk is in: its toolbars replaced the textareas.
    await expect(page.getByRole('toolbar', { name: /^Formatting of/ })).toHaveCount(3)
    const [table, editor, shown] = await Promise.all(
      [candidates, form, preview].map(async (part) => (await part.boundingBox())!),
    )
    expect(table!.y + table!.height).toBeLessThan(editor!.y)
    if (width >= 1280) {
      expect(shown!.x).toBeGreaterThanOrEqual(editor!.x + editor!.width)
      expect(Math.abs(shown!.y - editor!.y)).toBeLessThan(40)
    } else {
      expect(shown!.y).toBeGreaterThanOrEqual(editor!.y + editor!.height)
    }
    // Each candidate's progress on one line.
    const ticks = (await candidates.getByRole('list').first().boundingBox())!
    expect(ticks.height).toBeLessThan(24)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width)
    expect(await axeViolations(page)).toEqual([])
  })
}
