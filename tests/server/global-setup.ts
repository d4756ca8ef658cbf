// What every test file shares, made once before any runs and removed after the last:
// - Creating a PGlite database takes seconds (it runs initdb); reopening a copy takes a fraction
//   of one. So the tests' stores start as copies of one empty, migrated database made here.
// - Likewise on PostgreSQL (DATABASE_URL): a migrated database the stores are created from
//   (CREATE DATABASE … TEMPLATE), instead of each server applying every migration at its start.
// - The small built site the servers serve (made here and not by each file: with the worker
//   reused across files, a file's cleanup must not remove what the next one uses).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../server/db/database.ts'
import { overlayPreviewPositionMarker } from '../../src/lib/campaignInPage.ts'

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

/** A built site of a few files, enough for the server to serve pages, assets and its 404. */
function siteFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'nova-site-'))
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>Home</title><h1>Home page</h1>',
    'career-path/index.html': '<!doctype html><title>Career</title><h1>Career Path</h1>',
    'interview/index.html': '<!doctype html><title>Interview</title><h1>Interview</h1>',
    'interview/overlay-preview.html': `<div data-overlay-preview inert aria-hidden="true"><b>${overlayPreviewPositionMarker}</b></div>`,
    '404.html': '<!doctype html><title>Not found</title><h1>OOPS! PAGE NOT FOUND</h1>',
    'assets/index-abc123.js': 'console.log("site")',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'prerendered.json': JSON.stringify({
      pages: { '/': 'index.html', '/career-path': 'career-path/index.html' },
      prefixes: { '/interview/': 'interview/index.html' },
      notFound: '404.html',
      overlayPreview: 'interview/overlay-preview.html',
    }),
  }
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    writeFileSync(join(dir, file), content)
  }
  return dir
}

export default async function setup(project: TestProject) {
  const postgresUrl = process.env.DATABASE_URL
  // Side by side: the PostgreSQL server works while PGlite's initdb keeps this process busy.
  const [pglite, postgres] = await Promise.all([
    pgliteTemplate(),
    postgresUrl ? postgresTemplate(postgresUrl) : undefined,
  ])
  const site = siteFixture()
  project.provide('pgliteTemplate', pglite.path)
  project.provide('postgresTemplate', postgres?.name ?? '')
  project.provide('siteFixture', site)
  return async () => {
    pglite.remove()
    rmSync(site, { recursive: true, force: true })
    await postgres?.remove()
  }
}
