// What every test file shares, made once before any runs and removed after the last:
// - The built server (tests/support/serverBuild.ts) for the files that run it with plain node
//   (start.test.ts, drills.test.ts): one build, not one per file.
// - Creating a PGlite database takes seconds (it runs initdb); reopening a copy takes a fraction
//   of one. So the tests' stores start as copies of one empty, migrated database: the build's
//   template, which is what a first start makes (less the template's marker, as a start's copy).
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
import { buildTemplate, serverBuild, type ServerBuild } from '../support/serverBuild.ts'
import { copyTree } from '../support/copyTree.ts'
import { makeSiteFixture } from './siteFixture.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string
    /** The migrated database on DATABASE_URL's server new stores copy; '' without one. */
    postgresTemplate: string
    siteFixture: string
  }
}

/** The build's template, copied as a start copies it: without the marker that names it one. */
function pgliteTemplate(build: ServerBuild): { path: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'nova-pglite-template-'))
  const path = join(dir, 'pglite')
  copyTree(buildTemplate(build), path)
  rmSync(join(path, 'nova-template.json'))
  return { path, remove: () => rmSync(dir, { recursive: true, force: true }) }
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
  // Side by side: the PostgreSQL server works while the build's initdb keeps this process busy.
  const [build, postgres] = await Promise.all([
    serverBuild(),
    postgresUrl ? postgresTemplate(postgresUrl) : undefined,
  ])
  const pglite = pgliteTemplate(build)
  const site = makeSiteFixture()
  project.provide('serverBuild', join(build.dir, 'main.js'))
  project.provide('pgliteTemplate', pglite.path)
  project.provide('postgresTemplate', postgres?.name ?? '')
  project.provide('siteFixture', site)
  return async () => {
    pglite.remove()
    build.remove()
    rmSync(site, { recursive: true, force: true })
    await postgres?.remove()
  }
}
