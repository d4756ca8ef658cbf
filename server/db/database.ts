// Opens the database and applies the committed migrations: embedded PGlite in the data
// directory by default, or a PostgreSQL server when a DATABASE_URL is given. Both run the
// same Drizzle code (Drizzle's own PGlite driver: its pg adapter over PGlite hangs).
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { sql } from 'drizzle-orm'
import type pg from 'pg'
import { serverFile } from '../files.ts'
import { StartError } from '../startError.ts'
import { openPglite } from './pglite.ts'
import { createPool, migrateUnderLock } from './postgres.ts'
import { isDatabaseUnavailable } from './unavailable.ts'
import * as schema from './schema.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  /** Where the data lives, for people: a directory, or the server (without its password). */
  location: string
  /** Resolves when the database answers a trivial query; rejects when it cannot be reached. */
  ping(): Promise<void>
  /** The pool where the rate limits keep their counters on PostgreSQL; none for PGlite. */
  limitsPool?: pg.Pool
  /** Resolves when this process can no longer use the database (the embedded one's disk
   *  refuses writes): the server must stop so that its supervisor starts it again. */
  fatal?: Promise<Error>
  close(): Promise<void>
}

const migrationsFolder = serverFile('migrations')

export async function openDatabase(options: {
  dataDir: string
  databaseUrl: string | undefined
}): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir)
}

async function openPostgres(url: string): Promise<Database> {
  try {
    await migrateUnderLock(url, migrationsFolder)
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error
    throw new StartError(
      `PostgreSQL at ${withoutPassword(url)} cannot be reached (${(error as Error).message}): ` +
        'start it, or correct DATABASE_URL.',
    )
  }
  const pool = createPool(url)
  const limitsPool = createPool(url, { asyncCommit: true })
  const db = drizzlePostgres({ client: pool, schema })
  return {
    db,
    location: `PostgreSQL at ${withoutPassword(url)}`,
    ping: () => selectOne(db),
    limitsPool,
    close: async () => {
      await Promise.all([pool.end(), limitsPool.end()])
    },
  }
}

async function selectOne(db: Db): Promise<void> {
  await db.execute(sql`select 1`)
}

function withoutPassword(url: string): string {
  const parsed = new URL(url)
  if (parsed.password) parsed.password = '***'
  return parsed.toString()
}
