// What every test file shares, made once before any runs and removed after the last:
// - Creating a PGlite database takes seconds (it runs initdb); reopening a copy takes a fraction
//   of one. So the tests' stores start as copies of one empty, migrated database made here.
// - Likewise on PostgreSQL (DATABASE_URL): a migrated database the stores are created from
//   (CREATE DATABASE … TEMPLATE), instead of each server applying every migration at its start.
// - The small built site the servers serve (made here and not by each file: with the worker
//   reused across files, a file's cleanup must not remove what the next one uses).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../server/db/database.ts'
import { makeSiteFixture } from './siteFixture.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string
    /** The migrated database on DATABASE_URL's server new stores copy; '' without one. */
    postgresTemplate: string
    siteFixture: string
  }
}

async function pgliteTemplate(): Promise<{ path: string; remove: () => void }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nova-pglite-template-'))
  const database = await openDatabase({ dataDir, databaseUrl: undefined })
  await database.close()
  return {
    path: join(dataDir, 'pglite'),
    remove: () => rmSync(dataDir, { recursive: true, force: true }),
  }
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

async function postgresTemplate(
  url: string,
): Promise<{ name: string; remove: () => Promise<void> }> {
  const name = `nova_template_${process.pid}`
  await withAdmin(url, (client) => client.query(`CREATE DATABASE ${name}`))
  const templateUrl = new URL(url)
  templateUrl.pathname = `/${name}`
  // Migrated the way a server does it; closed, as a template must have no connections.
  const database = await openDatabase({ dataDir: '', databaseUrl: templateUrl.toString() })
  await database.close()
  return {
    name,
    remove: async () => {
      await withAdmin(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
    },
  }
}

export default async function setup(project: TestProject) {
  const postgresUrl = process.env.DATABASE_URL
  // Side by side: the PostgreSQL server works while PGlite's initdb keeps this process busy.
  const [pglite, postgres] = await Promise.all([
    pgliteTemplate(),
    postgresUrl ? postgresTemplate(postgresUrl) : undefined,
  ])
  const site = makeSiteFixture()
  project.provide('pgliteTemplate', pglite.path)
  project.provide('postgresTemplate', postgres?.name ?? '')
  project.provide('siteFixture', site)
  return async () => {
    pglite.remove()
    rmSync(site, { recursive: true, force: true })
    await postgres?.remove()
  }
}
