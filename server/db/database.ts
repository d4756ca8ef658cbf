// Opens the database and applies the committed migrations: embedded PGlite in the data
// directory by default, or a PostgreSQL server when a DATABASE_URL is given. Both run the
// same Drizzle code (Drizzle's own PGlite driver: its pg adapter over PGlite hangs).
import { fileURLToPath } from 'node:url'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { openPglite } from './pglite.ts'
import * as schema from './schema.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  /** Where the data lives, for people: a directory, or the server (without its password). */
  location: string
  /** Resolves when the database answers a trivial query; rejects when it cannot be reached. */
  ping(): Promise<void>
  /** Resolves when this process can no longer use the database (the embedded one's disk
   *  refuses writes): the server must stop so that its supervisor starts it again. */
  fatal?: Promise<Error>
  close(): Promise<void>
}

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url))

export async function openDatabase(options: {
  dataDir: string
  databaseUrl: string | undefined
}): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir)
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  try {
    const db = drizzlePostgres({ client: pool, schema })
    await migratePostgres(db, { migrationsFolder })
    return {
      db,
      location: `PostgreSQL at ${withoutPassword(url)}`,
      ping: () => selectOne(db),
      close: () => pool.end(),
    }
  } catch (error) {
    await pool.end()
    throw error
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
