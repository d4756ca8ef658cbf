// The local mailbox of the e2e server (no SMTP_URL: each mail the worker delivers is a .eml
// file in <E2E_DATA_DIR>/mailbox, written by the outbox worker, which polls every 2 s).
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from '@playwright/test'
import { partOf } from '../server/mail/mime'
import { expect } from './fixtures'

const mailbox = join(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data', 'mailbox')

function mailFiles(): string[] {
  try {
    return readdirSync(mailbox).filter((name) => name.endsWith('.eml'))
  } catch {
    return [] // no mail delivered yet
  }
}

/** The first match of `pattern` in a mail to `address`, once the worker has delivered one
 *  that has it. The .eml is the SMTP bytes: quoted-printable soft breaks and `=3D` are undone. */
export async function findInMailTo(address: string, pattern: RegExp): Promise<RegExpExecArray> {
  let found: RegExpExecArray | null = null
  await expect
    .poll(
      () => {
        for (const name of mailFiles()) {
          const eml = readFileSync(join(mailbox, name), 'utf8')
          if (!eml.includes(address)) continue
          found = pattern.exec(eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=')) ?? found
        }
        return found
      },
      { timeout: 20_000, intervals: [250] },
    )
    .not.toBeNull()
  return found!
}

/** The HTML part and the text twin of the mail to `address` whose subject starts with
 *  `subject`, once the worker has delivered it. */
export async function mailTo(
  address: string,
  subject: string,
): Promise<{ html: string; text: string }> {
  let found: { html: string; text: string } | undefined
  await expect
    .poll(
      () => {
        for (const name of mailFiles()) {
          const eml = readFileSync(join(mailbox, name), 'utf8')
          const head = eml.split(/\r?\n\r?\n/)[0]!
          if (!eml.includes(address) || !head.includes(`Subject: ${subject}`)) continue
          const html = partOf(eml, 'text/html')
          const text = partOf(eml, 'text/plain')
          if (html && text) found = { html, text }
        }
        return found
      },
      { timeout: 20_000, intervals: [250] },
    )
    .toBeDefined()
  return found!
}

/**
 * The address of the button named `name` in a mail's HTML part, read as the person sees it:
 * the HTML drawn in a page of its own (no script runs in it, as in a mail client) and the
 * button found by its role and name, visible. The text twin must give the same address, on a
 * line of its own.
 */
export async function buttonLinkOf(
  browser: Browser,
  mail: { html: string; text: string },
  name: string,
): Promise<string> {
  const context = await browser.newContext({ javaScriptEnabled: false })
  try {
    const page = await context.newPage()
    await page.setContent(mail.html)
    const button = page.getByRole('link', { name, exact: true })
    await expect(button).toBeVisible()
    const href = (await button.getAttribute('href'))!
    expect(mail.text.split('\n')).toContain(href)
    return href
  } finally {
    await context.close()
  }
}
