import type { Page } from '@playwright/test'

/** The demo member the e2e server's demo data holds. */
export const demo = { username: 'demo.member', password: 'Club-Demo-2025!' }

/** Opens the login modal from the navbar and signs in (Enter in the password field). */
export async function logIn(page: Page, password = demo.password) {
  await page.getByRole('button', { name: 'Enter to the Future' }).click()
  const dialog = page.getByRole('dialog', { name: 'Platform Access' })
  await dialog.getByLabel('User Name').fill(demo.username)
  await dialog.getByLabel('Password').fill(password)
  await dialog.getByLabel('Password').press('Enter')
  return dialog
}
