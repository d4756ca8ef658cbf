// Data directories for the fault tests: an empty, migrated PGlite database copied from the
// suite's build for each test, and the records a server holds, read with its operator token.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, inject } from 'vitest'
import { Client } from '../../../scripts/lib/client.ts'
import { operatorBase, recordList } from '../../../server/operator/contract.ts'
import { copyAsStarted, templateBeside } from '../../support/serverBuild.ts'

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

/**
 * A data directory holding an empty, migrated database: a copy of the build's template, which is
 * what the built server's first start makes (scripts/build-server.ts). Made by this process
 * instead (PGlite's initdb and every migration), it cost each file about 5 s of CPU.
 */
export function migratedDataDir(): string {
  const dir = emptyDataDir()
  copyAsStarted(templateBeside(inject('serverBuild')), join(dir, 'pglite'))
  return dir
}

/** The e-mail addresses of the records of `kind` ('subscriptions', 'registrations') at `url`. */
export async function storedEmails(url: string, dataDir: string, kind: string): Promise<string[]> {
  const client = await Client.connect(url)
  const token = readFileSync(join(dataDir, 'operator-token'), 'utf8')
  const response = await client.get(`${operatorBase}/records/${kind}`, { token })
  return recordList.parse(await response.json()).rows.map((row) => String(row.email))
}
