// Data directories for the fault tests: an empty, migrated PGlite database made once per file
// and copied for each test, and the records a server holds, read with its operator token.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll } from 'vitest'
import { Client } from '../../../scripts/lib/client.ts'
import { copyTree } from '../../support/copyTree.ts'
import { openDatabase } from '../../../server/db/database.ts'
import { operatorBase, recordList } from '../../../server/operator/contract.ts'

const directories: string[] = []
afterAll(() => {
  for (const dir of directories) rmSync(dir, { recursive: true, force: true })
})

/** A new, empty directory, removed after the test file. */
export function emptyDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'nova-faults-'))
  directories.push(dir)
  return dir
}

let template: string | undefined

/** A data directory holding an empty, migrated database. */
export async function migratedDataDir(): Promise<string> {
  if (!template) {
    template = emptyDataDir()
    await (await openDatabase({ dataDir: template, databaseUrl: undefined })).close()
  }
  const dir = emptyDataDir()
  copyTree(template, dir)
  return dir
}

/** The e-mail addresses of the records of `kind` ('subscriptions', 'registrations') at `url`. */
export async function storedEmails(url: string, dataDir: string, kind: string): Promise<string[]> {
  const client = await Client.connect(url)
  const token = readFileSync(join(dataDir, 'operator-token'), 'utf8')
  const response = await client.get(`${operatorBase}/records/${kind}`, { token })
  return recordList.parse(await response.json()).rows.map((row) => String(row.email))
}
