import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
for (const [w, h] of [[375, 812]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } })
  await page.goto('http://127.0.0.1:9600/')
  const csrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')
  await page.request.post('http://127.0.0.1:9600/api/recruiting/email', { data: { fullName: 'Quinn Harbour', email: `quinnb${w}@example.com`, content: 'I lead a small platform team and would like to know how the club\nworks with people who are not looking to move yet.' }, headers: { 'X-XSRF-TOKEN': csrf?.value ?? '' } })
  await page.goto('http://127.0.0.1:9600/agents')
  await page.getByLabel('User name').fill('demo.admin')
  await page.getByLabel('Password').fill('Club-Agents-2025!')
  await page.getByRole('button', { name: /sign in/i }).click()
  await page.waitForTimeout(3000)
  await page.getByLabel('Search names and addresses').fill(`quinnb${w}@example.com`)
  await page.waitForTimeout(2500)
  await page.screenshot({ path: `/tmp/shots/inbox-${w}.png`, fullPage: true }); await page.getByRole("button", { name: new RegExp(`quinnb${w}`) }).first().click()
  await page.waitForTimeout(2500)
  const take = page.getByRole('button', { name: 'Take it' })
  if (await take.count()) { await take.click(); await page.waitForTimeout(2000) }
  const box = page.getByLabel('Your answer')
  if (await box.count()) await box.fill('Thank you for writing. I would be glad to talk next week: reply with two times that suit you.')
  await page.screenshot({ path: `/tmp/shots/answer-before-${w}.png`, fullPage: true })
  const send = page.getByRole('button', { name: 'Send the answer' })
  if (await send.count()) { await send.click(); await page.waitForTimeout(2500) }
  await page.screenshot({ path: `/tmp/shots/answer-after-${w}.png`, fullPage: true })
  await page.close()
}
await browser.close()
