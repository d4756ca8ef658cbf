// `npm run club -- migrate`: the server's migrations applied to the PostgreSQL database of
// DATABASE_URL, by the role that owns its tables. A server finds them applied at its start and
// changes no schema, so it may run as a role that may only read and write rows (the recipe in
// docs/operations.md, "PostgreSQL"); a start on a database that lacks a migration applies it
// itself, which that role may not.
import { migrateUnderLock } from '../db/postgres.ts'
import { migrationsFolder } from '../db/migrations.ts'

export async function migratePostgres(env: NodeJS.ProcessEnv): Promise<string> {
  const url = env.DATABASE_URL?.trim()
  if (!url) {
    throw new Error(
      'migrate is for PostgreSQL: set DATABASE_URL (the embedded database is migrated by the ' +
        'server at its start).',
    )
  }
  const started = Date.now()
  await migrateUnderLock(url, migrationsFolder)
  return `Migrated PostgreSQL database ${new URL(url).pathname.slice(1)} (${((Date.now() - started) / 1000).toFixed(1)} s).`
}
