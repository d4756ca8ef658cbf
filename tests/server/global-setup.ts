// Creating a PGlite database takes seconds (it runs initdb); reopening a copy takes a fraction
// of one. So the tests' stores start as copies of one empty, migrated database made here.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../server/db/database.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'nova-pglite-template-'))
  const database = await openDatabase({ dataDir, databaseUrl: undefined })
  await database.close()
  project.provide('pgliteTemplate', join(dataDir, 'pglite'))
  return () => rmSync(dataDir, { recursive: true, force: true })
}
