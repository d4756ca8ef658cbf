// Bulk actions in the console (issue 43, item 8), end to end against the built site and its
// server: an agent selects three requests and takes them while another staff member takes one
// of them; two are done, the third is refused with the reason, and the inbox shows who owns
// each now.
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { axeViolations } from './a11y'
import { demo } from '../../server/demo/seed'
import { signInToConsole } from './console'

const stamp = Date.now().toString(36)
const contacts = [1, 2, 3].map((n) => `bulk-${stamp}-${n}@example.com`)

test.use({ bypassCSP: true, viewport: { width: 1280, height: 900 } })

const csrfOf = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? ''

/** Another staff member, through the API: the administrator signs in and takes the item. */
async function takeAsAdmin(page: Page, contact: string) {
  const headers = { 'X-XSRF-TOKEN': await csrfOf(page) }
  const session = await page.request.post('/api/agents/session', {
    data: { username: demo.admin.username, password: demo.admin.password },
    headers,
  })
  expect(session.status()).toBe(200)
  const { token } = (await session.json()) as { token: string }
  const auth = { ...headers, Authorization: `Bearer ${token}` }
  const found = await page.request.get(`/api/agents/items?q=${encodeURIComponent(contact)}`, {
    headers: auth,
  })
  const [item] = (
    (await found.json()) as { items: { kind: string; id: number; version: number }[] }
  ).items
  const taken = await page.request.post(`/api/agents/items/${item!.kind}/${item!.id}/events`, {
    data: { event: 'TAKE', version: item!.version, requestId: `e2e-bulk-${stamp}` },
    headers: auth,
  })
  expect(taken.status()).toBe(200)
}

test('select three requests, take them while another agent takes one: two done, one refused with the reason', async ({
  page,
}) => {
  test.setTimeout(90_000) // two sign-ins (argon2) and a production build's console
  // Three visitors ask for an invitation through the public API (with the page's CSRF cookie).
  await page.goto('/')
  for (const contactInfo of contacts) {
    const sent = await page.request.post('/campaigns/api/request-invite', {
      data: { contactInfo },
      headers: { 'X-XSRF-TOKEN': await csrfOf(page) },
    })
    expect(sent.ok()).toBe(true)
  }

  await signInToConsole(page, demo.agent)
  await page.getByLabel('Search names and addresses').fill(`bulk-${stamp}`)
  const rows = page
    .getByRole('table', { name: 'Items, newest first' })
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox') })
  await expect(rows).toHaveCount(3)

  // Two by their checkboxes, the third from the keyboard: its row focused, x selects it.
  await page.getByRole('checkbox', { name: `Select Invitation from ${contacts[0]}` }).check()
  await page.getByRole('checkbox', { name: `Select Invitation from ${contacts[1]}` }).check()
  await page.getByRole('button', { name: new RegExp(contacts[2]!.replace(/[.]/g, '\\.')) }).focus()
  await page.keyboard.press('x')
  await expect(page.getByRole('checkbox', { name: 'Select all on this page' })).toBeChecked()
  const bar = page.getByRole('group', { name: 'Bulk actions' })
  await expect(bar).toContainText('3 selected')

  await bar.getByRole('button', { name: 'Take' }).click()
  const confirm = page.getByRole('button', { name: 'Take 3 items' })
  await expect(confirm).toBeFocused()
  expect(await axeViolations(page)).toEqual([])

  // Between the selection and the confirmation, another agent takes the second request.
  await takeAsAdmin(page, contacts[1]!)
  await page.keyboard.press('Enter')

  const results = page.getByRole('status').filter({ hasText: 'refused' })
  const heading = results.getByRole('heading', { name: '2 of 3 items taken, 1 refused' })
  await expect(heading).toBeFocused()
  const perItem = results.getByRole('list', { name: 'Results per item' }).getByRole('listitem')
  await expect(perItem).toHaveText([
    `Invitation from ${contacts[0]}: done (taken)`,
    `Invitation from ${contacts[1]}: refused, changed since you selected it: ${demo.admin.displayName} changed this item (TAKE, new to inReview) since you saw it.`,
    `Invitation from ${contacts[2]}: done (taken)`,
  ])
  // The inbox loaded again: who owns each now, the selection cleared.
  for (const [index, owner] of [
    demo.agent.displayName,
    demo.admin.displayName,
    demo.agent.displayName,
  ].entries()) {
    await expect(rows.filter({ hasText: contacts[index]! })).toContainText(owner)
  }
  await expect(page.getByRole('checkbox', { name: 'Select all on this page' })).not.toBeChecked()
  expect(await axeViolations(page)).toEqual([])

  await page.getByRole('button', { name: 'Dismiss' }).click()
  await expect(heading).toHaveCount(0)
})
