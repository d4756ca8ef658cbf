import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** Signs in to the Talent Agents' console at /agents as `who`. */
export async function signInToConsole(page: Page, who: { username: string; password: string }) {
  await page.goto('/agents')
  await page.getByLabel('User name').fill(who.username)
  await page.getByLabel('Password').fill(who.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
}
