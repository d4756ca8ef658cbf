// What the migration tests share: the migrations folder as it was before a given migration, and
// an empty database (PGlite, or PostgreSQL when DATABASE_URL is set) to migrate step by step.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { sql } from 'drizzle-orm'
import { drizzle as pgliteDrizzle } from 'drizzle-orm/pglite'
import { migrate as pgliteMigrate } from 'drizzle-orm/pglite/migrator'
import { drizzle as pgDrizzle } from 'drizzle-orm/node-postgres'
import { migrate as pgMigrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { migrationsFolder } from '../../server/db/migrations.ts'
import { createStore } from './harness.ts'

/** A copy of the migrations folder with the migrations before number `idx` only. */
export function foldersBefore(idx: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'nova-migrations-'))
  cpSync(migrationsFolder, dir, { recursive: true })
  const journalFile = join(dir, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] }
  journal.entries = journal.entries.filter((entry) => entry.idx < idx)
  writeFileSync(journalFile, JSON.stringify(journal))
  return dir
}

/** An empty database and its migrate(folder); what closes it is pushed onto `closers`. */
export async function migrationDatabase(closers: (() => Promise<unknown>)[]) {
  const store = await createStore({ fresh: true })
  if (store.databaseUrl) {
    const pool = new pg.Pool({ connectionString: store.databaseUrl })
    closers.push(() => pool.end())
    const db = pgDrizzle({ client: pool })
    return { db, migrate: (folder: string) => pgMigrate(db, { migrationsFolder: folder }) }
  }
  const client = new PGlite()
  closers.push(() => client.close())
  const db = pgliteDrizzle({ client })
  return { db, migrate: (folder: string) => pgliteMigrate(db, { migrationsFolder: folder }) }
}

type MigrationDb = Awaited<ReturnType<typeof migrationDatabase>>['db']

export const rowsOf = async (db: MigrationDb, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows
