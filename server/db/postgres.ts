// The PostgreSQL half of the database: a pool that survives lost connections (each one is
// logged and replaced on the next query; requests meanwhile fail with an error the app answers
// with 503), and migrations that several instances starting at once apply one at a time.
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { StartError } from '../startError.ts'
import type { Database, Db } from './database.ts'
import { migrationsApplied, migrationsFolder } from './migrations.ts'
import { isDatabaseUnavailable, logDatabaseUnavailable } from './unavailable.ts'
import { beginStep } from '../startProgress.ts'

/** The key of the advisory lock the migrations run under (any constant of our own). */
export const migrationLockKey = 7_340_211

/** A request waits this long for a connection before it fails (and answers 503). */
const connectTimeoutMs = 5000

/**
 * A pool of connections to `url`. `asyncCommit`: its commits do not wait for the disk (a crash
 * of PostgreSQL may lose the last few; the server's own failure never does). For the rate
 * limits' counters, which are counted before every limited request while every request of one
 * address waits on the same row: waiting for the disk there cost most of a request's time.
 * `logLoss`: where a lost connection is logged, the process's log unless a test brings its own
 * (the process's leaves out a message it logged in the last ten seconds, whoever lost it).
 */
export function createPool(
  url: string,
  { asyncCommit = false, logLoss = logDatabaseUnavailable } = {},
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: connectTimeoutMs,
    options: asyncCommit ? '-c synchronous_commit=off' : undefined,
  })
  // Without these listeners a connection killed by the server (pg_terminate_backend, a restart,
  // a failover) is an unhandled 'error' event that ends the process. The pool reports idle
  // clients; a client that is checked out (a transaction) reports on itself.
  pool.on('error', (error) => logLoss(error))
  pool.on('connect', (client) => client.on('error', (error) => logLoss(error)))
  return pool
}

/**
 * Applies the committed migrations under a session-level advisory lock on a dedicated
 * connection: instances that start together wait for each other instead of racing to create
 * the same tables. Closing the connection releases the lock, whatever happened.
 */
export async function migrateUnderLock(url: string, migrationsFolder: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  client.on('error', (error) => logDatabaseUnavailable(error))
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey])
    await migrate(drizzle({ client }), { migrationsFolder })
  } finally {
    await client.end()
  }
}

/** The database on the PostgreSQL server at `url`, its migrations applied. */
export async function openPostgres(url: string): Promise<Database> {
  const pool = createPool(url)
  const limitsPool = createPool(url, { asyncCommit: true })
  const db = drizzlePostgres(pool)
  try {
    // Current (the usual start): one query, without the lock's own connection.
    const connected = beginStep('database', `Connecting to PostgreSQL at ${withoutPassword(url)}`)
    const current = await migrationsApplied(db)
    // (Unreachable counts as not current here: the migrations' connection then says why.)
    connected(current ? 'PostgreSQL has every migration' : 'PostgreSQL needs migrations')
    if (!current) {
      const migrated = beginStep('migrations', 'Applying the database migrations (under a lock)')
      await migrateUnderLock(url, migrationsFolder)
      migrated('Database migrations applied')
    }
  } catch (error) {
    await Promise.all([pool.end(), limitsPool.end()])
    if (!isDatabaseUnavailable(error)) throw error
    throw new StartError(
      `PostgreSQL at ${withoutPassword(url)} cannot be reached (${(error as Error).message}): ` +
        'start it, or correct DATABASE_URL.',
    )
  }
  return {
    db,
    location: `PostgreSQL at ${withoutPassword(url)}`,
    durability: "the PostgreSQL server's (synchronous_commit, fsync)",
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    limitsPool,
    close: async () => {
      await Promise.all([pool.end(), limitsPool.end()])
    },
  }
}

const drizzlePostgres = (client: pg.Pool): Db => drizzle({ client })

function withoutPassword(url: string): string {
  const parsed = new URL(url)
  if (parsed.password) parsed.password = '***'
  return parsed.toString()
}
