// The embedded database: PGlite in DATA_DIR/pglite, behind the data directory's lock, private
// to the server's user, and never initialised over files that are not a database.
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { sql } from 'drizzle-orm'
import type { Database } from './database.ts'
import { checkPgliteDirectory, damagedDatabaseError } from './pgliteDirectory.ts'
import { lockDataDir } from './lock.ts'
import { privateDirectory, privateTree } from './privateFiles.ts'
import { isStorageFault, watchStorageFaults } from './storageFault.ts'
import * as schema from './schema.ts'

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url))

export async function openPglite(dataDir: string): Promise<Database> {
  privateDirectory(dataDir)
  const unlock = await lockDataDir(dataDir)
  const directory = join(dataDir, 'pglite')
  try {
    checkPgliteDirectory(directory)
    let client: PGlite
    try {
      client = await PGlite.create(directory)
    } catch (error) {
      throw damagedDatabaseError(directory, error)
    }
    const storage = watchStorageFaults(client, ['query', 'exec', 'transaction'])
    const db = drizzle({ client, schema })
    try {
      await migrate(db, { migrationsFolder })
    } catch (error) {
      throw isStorageFault(error) ? damagedDatabaseError(directory, error) : error
    }
    // PGlite wrote its files with modes of its own (see privateFiles.ts).
    privateTree(dataDir)
    return {
      db,
      location: `${directory} (embedded PGlite)`,
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
          privateTree(dataDir)
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
