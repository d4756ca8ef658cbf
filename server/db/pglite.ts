// The embedded database: PGlite in DATA_DIR/pglite, behind the data directory's lock, private
// to the server's user, and never initialised over files that are not a database.
import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite, types, type QueryOptions } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { sql } from 'drizzle-orm'
import type { Database } from './database.ts'
import { migrationsApplied, migrationsFolder } from './migrations.ts'
import { checkPgliteDirectory, damagedDatabaseError } from './pgliteDirectory.ts'
import { lockDataDir } from './lock.ts'
import { durableOptions } from './pgliteDurability.ts'
import { privateDirectory, privateTree } from './privateFiles.ts'
import { isStorageFault, watchStorageFaults } from './storageFault.ts'
import { beginStep } from '../startProgress.ts'
import { copyTemplate, markTemplate, templateDirectory, usableTemplate } from './pgliteTemplate.ts'

/** The extensions every opening of the database loads: the inbox's search by trigrams
 *  (server/agents/inbox.ts), as on PostgreSQL; its index is kept up by every write of a form. */
export const extensions = { pg_trgm }

/** The types Drizzle's PGlite driver keeps as text (it maps them to dates itself): timestamps,
 *  intervals, dates and arrays of them (1115, 1182, 1185, 1187) and of numerics (1231). */
const textTypes = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE]
const asText = Object.fromEntries(
  [...textTypes, 1231, 1115, 1185, 1187, 1182].map((type) => [type, (value: string) => value]),
)

/**
 * The driver passes those parsers with every query, and PGlite copies its whole table of
 * parsers into a new object for each query that brings its own (a quarter of a millisecond
 * a request). Given to PGlite once, they are dropped from each query: the same parsing for
 * nothing.
 */
function parsersOnce(client: PGlite): void {
  client.query = withoutParsers(client.query.bind(client))
  // A transaction's queries too (Drizzle runs those with the transaction's own `query`): a
  // subscription's three statements copied the table three times.
  const transaction = client.transaction.bind(client)
  client.transaction = (work) =>
    transaction((tx) => {
      tx.query = withoutParsers(tx.query.bind(tx))
      return work(tx)
    })
}

function withoutParsers(query: PGlite['query']): PGlite['query'] {
  return (text: string, params?: unknown[], options?: QueryOptions) =>
    query(text, params, options?.parsers ? { ...options, parsers: undefined } : options)
}

/** What the start banner says of the embedded database's durability. */
export const pgliteDurability =
  'commits synced to disk (fsync); one process only, for one small installation: ' +
  'use PostgreSQL (DATABASE_URL) to run several instances'

/** Opens (or creates) the embedded database of `dataDir`; a new one is a copy of `template`
 *  when that is a template of this PGlite (pgliteTemplate.ts). */
export async function openPglite(
  dataDir: string,
  template: string = templateDirectory,
): Promise<Database> {
  privateDirectory(dataDir)
  const unlock = await lockDataDir(dataDir)
  const directory = join(dataDir, 'pglite')
  try {
    checkPgliteDirectory(directory)
    let fresh = !existsSync(join(directory, 'PG_VERSION'))
    if (fresh && usableTemplate(template)) {
      const copied = beginStep(
        'database',
        `Creating the embedded database in ${directory} from the built template`,
      )
      await copyTemplate(template, directory)
      copied('Embedded database copied from the template')
      fresh = false
    }
    const opened = beginStep(
      'database',
      fresh
        ? `Creating the embedded database in ${directory}`
        : `Opening the embedded database in ${directory}`,
    )
    let client: PGlite
    try {
      client = await PGlite.create(directory, {
        parsers: asText,
        extensions,
        ...durableOptions(directory),
      })
    } catch (error) {
      throw damagedDatabaseError(directory, error)
    }
    opened(fresh ? 'Embedded database created' : 'Embedded database open', { fresh })
    parsersOnce(client)
    const storage = watchStorageFaults(client, ['query', 'exec', 'transaction'])
    const db = drizzle({ client })
    try {
      if (!(await migrationsApplied(db))) {
        const migrated = beginStep('migrations', 'Applying the database migrations')
        await migrate(db, { migrationsFolder })
        migrated('Database migrations applied')
      }
    } catch (error) {
      throw isStorageFault(error) ? damagedDatabaseError(directory, error) : error
    }
    // PGlite wrote its files with modes of its own (see privateFiles.ts), some at every open
    // (its relation caches' pg_internal.init files).
    await privateTree(dataDir)
    return {
      db,
      location: `${directory} (embedded PGlite)`,
      durability: pgliteDurability,
      // Reads still work on a disk that refuses writes: health must not say "ok" then.
      ping: async () => {
        const fault = storage.current()
        if (fault) throw fault
        await db.execute(sql`select 1`)
      },
      fatal: storage.fault,
      close: async () => {
        try {
          await client.close()
          await privateTree(dataDir)
        } finally {
          unlock()
        }
      },
    }
  } catch (error) {
    unlock()
    throw error
  }
}

/**
 * Makes `target` the template new data directories start from: an empty database with every
 * migration, closed (scripts/build-server.ts, at build time). Made by a real start in a
 * directory of its own, so it is exactly what a first start would have made.
 */
export async function makePgliteTemplate(target: string): Promise<void> {
  // Beside the target: the database is moved there by a rename, within one file system.
  const dataDir = mkdtempSync(`${target}.making-`)
  try {
    const database = await openPglite(dataDir, '')
    await database.close()
    rmSync(target, { recursive: true, force: true })
    renameSync(join(dataDir, 'pglite'), target)
    markTemplate(target)
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}
