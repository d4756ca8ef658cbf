// Opens the database and applies the committed migrations: embedded PGlite in the data
// directory by default, or a PostgreSQL server when a DATABASE_URL is given. Both run the
// same Drizzle code (Drizzle's own PGlite driver: its pg adapter over PGlite hangs). Only the
// driver in use is loaded: each half is imported when it is chosen (pg and Drizzle's
// node-postgres driver take about 150 ms to load, time a PGlite start has no use for).
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type pg from 'pg'
/** Drizzle's database without its relational API (`db.query.<table>`), which nothing uses:
 *  given the schema, Drizzle builds a query builder for every table in each transaction it
 *  opens (a subscription's, one a request). Queries name their tables (server/db/schema.ts). */
export type Db = PgDatabase<PgQueryResultHKT>

export interface Database {
  db: Db
  /** Where the data lives, for people: a directory, or the server (without its password). */
  location: string
  /** When a write is safe from a power cut, for the start banner. */
  durability: string
  /** Resolves when the database answers a trivial query; rejects when it cannot be reached. */
  ping(): Promise<void>
  /** The pool where the rate limits keep their counters on PostgreSQL; none for PGlite. */
  limitsPool?: pg.Pool
  /** Resolves when this process can no longer use the database (the embedded one's disk
   *  refuses writes): the server must stop so that its supervisor starts it again. */
  fatal?: Promise<Error>
  close(): Promise<void>
}

export async function openDatabase(options: {
  dataDir: string
  databaseUrl: string | undefined
}): Promise<Database> {
  return options.databaseUrl
    ? (await import('./postgres.ts')).openPostgres(options.databaseUrl)
    : (await import('./pglite.ts')).openPglite(options.dataDir)
}
