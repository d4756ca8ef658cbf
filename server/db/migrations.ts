// The committed migrations, and the one query that tells whether a database has them all: a
// start on a current database (every start but the first after an upgrade) skips Drizzle's
// migrator, which creates its schema and table if missing, reads its last row and opens a
// transaction (four round trips, and the migration files read and hashed).
import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { serverFile } from '../files.ts'
import type { Db } from './database.ts'

export const migrationsFolder = serverFile('migrations')

/** When the newest committed migration was made: Drizzle records it as the row's created_at. */
function newestMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
    entries: { when: number }[]
  }
  return Math.max(...journal.entries.map((entry) => entry.when))
}

/** True when the database has applied every committed migration (false when it has none, its
 *  migrations table missing included: the migrator then does what Drizzle does). */
export async function migrationsApplied(db: Db): Promise<boolean> {
  try {
    const result = await db.execute<{ newest: string | null }>(
      sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    )
    const newest = (result as unknown as { rows: { newest: string | null }[] }).rows[0]?.newest
    return newest != null && Number(newest) >= newestMigrationMillis()
  } catch {
    return false
  }
}
