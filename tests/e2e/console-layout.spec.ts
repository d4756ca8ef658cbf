// The console at a desktop width, as an agent reads it: an administrator's bar on one line, and
// (issue 47's broken Mail screen) the outbox's list takes the page's width when no message is
// open, its subjects read on at most two lines, and no server reply is cut off.
import { test, expect } from './fixtures'
import { demo } from '../../server/demo/seed'
import { signInToConsole } from './console'

test.use({ viewport: { width: 1280, height: 900 } })

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
