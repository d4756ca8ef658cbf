import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'

const demo = { username: 'demo.member', password: 'Club-Demo-2025!' }

async function logIn(page: Page, password = demo.password) {
  await page.getByRole('button', { name: 'Enter to the Future' }).click()
  const dialog = page.getByRole('dialog', { name: 'Platform Access' })
  await dialog.getByLabel('User Name').fill(demo.username)
  await dialog.getByLabel('Password').fill(password)
  await dialog.getByLabel('Password').press('Enter')
  return dialog
}

test('a member logs in, lands on /nda, accepts, reaches /home with the chip, and logs out', async ({
  page,
}) => {
  await page.goto('/')
  await logIn(page)
  await expect(page).toHaveURL(/\/nda$/)
  const nda = page.getByRole('dialog', { name: 'Confidentiality Agreement' })
  await nda.getByRole('checkbox', { name: 'Accept Terms and Conditions.' }).check()
  await nda.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/home$/)
  const chip = page.getByRole('button', { name: 'Account of Avery Stone' })
  await expect(chip).toHaveText('AS')
  await chip.click()
  await page.getByRole('button', { name: 'Log Out' }).click()
  await expect(page.getByRole('button', { name: 'Enter to the Future' })).toBeVisible()
})
