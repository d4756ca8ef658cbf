// What every test file shares, made once before any runs and removed after the last:
// - The built server (tests/support/serverBuild.ts) for the files that run it with plain node
//   (start.test.ts, drills.test.ts): one build, not one per file.
// - Creating a PGlite database takes seconds (it runs initdb); reopening a copy takes a fraction
//   of one. So the tests' stores start as copies of one empty, migrated database: the build's
//   template, which is what a first start makes (less the template's marker, as a start's copy).
// - Likewise on PostgreSQL (DATABASE_URL): a migrated database the stores are created from
//   (CREATE DATABASE … TEMPLATE), instead of each server applying every migration at its start.
// - Adding the demo data costs a server about 0.6 s of CPU (three argon2 hashes, the demo inbox
//   in one transaction), and most test servers start with it (NODE_ENV=test). So a second
//   template holds it, added once the way a start adds it (server/demo/seed.ts): a server that
//   starts on a copy finds it there and only points the demo links at itself, as it does on any
//   start after its first (harness.ts takes it for the stores startTestServer makes itself).
// - The small built site the servers serve (made here and not by each file: with the worker
//   reused across files, a file's cleanup must not remove what the next one uses).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase, type Db } from '../../server/db/database.ts'
import { addDemoData } from '../../server/demo/seed.ts'
import {
  buildTemplate,
  copyAsStarted,
  serverBuild,
  type ServerBuild,
} from '../support/serverBuild.ts'
import { copyTree } from '../support/copyTree.ts'
import { makeSiteFixture } from './siteFixture.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string
    /** The same with the demo data (on a PGlite run only; '' on PostgreSQL). */
    pgliteDemoTemplate: string
    /** The migrated database on DATABASE_URL's server new stores copy; '' without one. */
    postgresTemplate: string
    /** The same with the demo data; '' without DATABASE_URL. */
    postgresDemoTemplate: string
    siteFixture: string
  }
}

/** The build's template, copied as a start copies it: without the marker that names it one. */
function pgliteTemplate(build: ServerBuild): { path: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'nova-pglite-template-'))
  const path = join(dir, 'pglite')
  copyAsStarted(buildTemplate(build), path)
  return { path, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/** Where the demo templates' links point before a server points them at itself. */
const demoTemplateUrl = 'http://127.0.0.1'

/** A copy of `template` (a PGlite database) with the demo data added. */
async function pgliteDemoTemplate(template: string): Promise<{ path: string; remove: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'nova-pglite-demo-template-'))
  const path = join(dir, 'pglite')
  copyTree(template, path)
  const database = await openDatabase({ dataDir: dir, databaseUrl: undefined })
  try {
    await addDemoData(database.db, demoTemplateUrl)
  } finally {
    await database.close()
  }
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

interface PostgresTemplate {
  name: string
  remove: () => Promise<void>
}

/** A database on `url`'s server, copied from `from` when given, changed by `work` on a server's
 *  connection (migrated the way a server does it on opening); closed, as a template must have no
 *  connections. */
async function postgresTemplate(
  url: string,
  name: string,
  options: { from?: string; work?: (db: Db) => Promise<unknown> } = {},
): Promise<PostgresTemplate> {
  const copy = options.from ? ` TEMPLATE ${options.from}` : ''
  await withAdmin(url, (client) => client.query(`CREATE DATABASE ${name}${copy}`))
  const templateUrl = new URL(url)
  templateUrl.pathname = `/${name}`
  const database = await openDatabase({ dataDir: '', databaseUrl: templateUrl.toString() })
  try {
    await options.work?.(database.db)
  } finally {
    await database.close()
  }
  return {
    name,
    remove: async () => {
      await withAdmin(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
    },
  }
}

/** The migrated template on DATABASE_URL's server, and its copy with the demo data. */
async function postgresTemplates(url: string): Promise<PostgresTemplate[]> {
  const migrated = await postgresTemplate(url, `nova_template_${process.pid}`)
  const demo = await postgresTemplate(url, `nova_demo_template_${process.pid}`, {
    from: migrated.name,
    work: (db) => addDemoData(db, demoTemplateUrl),
  })
  return [migrated, demo]
}

export default async function setup(project: TestProject) {
  const postgresUrl = process.env.DATABASE_URL
  // Side by side: the PostgreSQL server works while the build's initdb keeps this process busy.
  const [build, postgres = []] = await Promise.all([
    serverBuild(),
    postgresUrl ? postgresTemplates(postgresUrl) : undefined,
  ])
  const pglite = pgliteTemplate(build)
  // The PostgreSQL run's stores with the demo data are PostgreSQL's.
  const pgliteDemo = postgresUrl ? undefined : await pgliteDemoTemplate(pglite.path)
  const site = makeSiteFixture()
  project.provide('serverBuild', join(build.dir, 'main.js'))
  project.provide('pgliteTemplate', pglite.path)
  project.provide('pgliteDemoTemplate', pgliteDemo?.path ?? '')
  project.provide('postgresTemplate', postgres[0]?.name ?? '')
  project.provide('postgresDemoTemplate', postgres[1]?.name ?? '')
  project.provide('siteFixture', site)
  return async () => {
    pgliteDemo?.remove()
    pglite.remove()
    build.remove()
    rmSync(site, { recursive: true, force: true })
    for (const template of postgres) await template.remove()
  }
}
