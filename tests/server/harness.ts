// Starts real servers for the tests: on free ports, each on an empty store (a new data
// directory, and a new database on the PostgreSQL server of DATABASE_URL when it is set), with
// a small built site (made by global-setup.ts). A client keeps the CSRF cookie like a browser.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { loadConfig } from '../../server/config.ts'
import { Client } from '../../scripts/lib/client.ts'
import { startServer, type RunningServer } from '../../server/server.ts'
import { copyTree } from '../support/copyTree.ts'
import { letConnectionsGo } from '../support/connections.ts'

export const postgresUrl = process.env.DATABASE_URL
export const databaseName = postgresUrl ? 'PostgreSQL' : 'PGlite'

export interface TestStore {
  dataDir: string
  databaseUrl: string | undefined
}

const cleanups: (() => Promise<void> | void)[] = []

/** Removes what the test file made (servers, stores), last first: after every file, by
 *  setup.ts (this module is loaded once per worker, and a worker runs several files). */
export async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
}

/**
 * An empty store, removed after the test file: a data directory with an empty database (a copy
 * of the template of global-setup.ts, or none at all when `fresh`), and an empty database on
 * the PostgreSQL server when DATABASE_URL is set (unless `pglite`): migrated (a copy of the
 * template of global-setup.ts), or with no table at all when `fresh`. With `demo`, the
 * migrated database holds the demo data already (the demo template of global-setup.ts).
 */
export async function createStore({
  pglite = false,
  fresh = false,
  demo = false,
} = {}): Promise<TestStore> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nova-server-test-'))
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
  if (!postgresUrl || pglite) {
    const template = inject(demo && !postgresUrl ? 'pgliteDemoTemplate' : 'pgliteTemplate')
    if (!fresh) copyTree(template, join(dataDir, 'pglite'))
    return { dataDir, databaseUrl: undefined }
  }

  const name = `nova_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`
  const migrated = inject(demo ? 'postgresDemoTemplate' : 'postgresTemplate')
  const template = fresh ? '' : ` TEMPLATE ${migrated}`
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}${template}`))
  cleanups.push(async () => {
    await withAdmin((client) => client.query(`DROP DATABASE ${name} WITH (FORCE)`))
  })
  const url = new URL(postgresUrl)
  url.pathname = `/${name}`
  return { dataDir, databaseUrl: url.toString() }
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** The small built site of global-setup.ts, enough for the server to serve pages, assets and
 *  its 404. */
export const siteFixture = () => inject('siteFixture')

/** The suite's build of the server (global-setup.ts), main.js: what `npm start` runs, with
 *  plain node. A process started from it costs a third of the CPU of one that compiles
 *  server/main.ts with tsx. */
export const builtServer = () => inject('serverBuild')

export type Env = Record<string, string | undefined>

/** The environment a test server starts with: a free port, the store, the small site. */
export function testEnv(store: TestStore, env: Env = {}): Env {
  return {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: store.dataDir,
    DATABASE_URL: store.databaseUrl,
    CLIENT_DIR: siteFixture(),
    NODE_ENV: 'test',
    // No balancer checks a test server's readiness: its stop need not serve on for one.
    DRAIN_GRACE_MS: '0',
    ...env,
  }
}

export interface TestServer extends RunningServer {
  dataDir: string
  client: () => Promise<Client>
  operatorToken: () => string
}

/** No store: for reading what a configuration says before its store is made. */
const noStore: TestStore = { dataDir: '', databaseUrl: undefined }

/**
 * Starts a server on `store`, stopped after the test file. By default on a new store: one that
 * holds the demo data already when the server is to add it (global-setup.ts), so that only a
 * test that gives its own store pays for adding it (and sees it added).
 */
export async function startTestServer(
  options: { store?: TestStore; env?: Env } = {},
): Promise<TestServer> {
  const demo = loadConfig(testEnv(noStore, options.env)).demoData
  const store = options.store ?? (await createStore({ demo }))
  const server = await startServer(loadConfig(testEnv(store, options.env)))
  let closed = false
  const close = async () => {
    if (closed) return
    closed = true
    letConnectionsGo()
    await server.close()
  }
  cleanups.push(close)
  return {
    ...server,
    close,
    dataDir: store.dataDir,
    client: () => Client.connect(server.url),
    operatorToken: () => readFileSync(join(store.dataDir, 'operator-token'), 'utf8'),
  }
}

export type { Client }
/** The API path of an endpoint of the shared table, as the reference server mounts it. */
export { endpointPath as pathOf } from '../../server/api/context.ts'
