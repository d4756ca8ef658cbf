// The local mailbox of the e2e server (no SMTP_URL: each mail the worker delivers is a .eml
// file in <E2E_DATA_DIR>/mailbox, written by the outbox worker, which polls every 2 s).
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
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
