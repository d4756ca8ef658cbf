// Operations figures for docs/operations.md (a bounded script, not a test): PGlite's writes a
// second with and without syncing commits to the disk, and backup and restore times of a
// database of 100,000 rows on PGlite and on a throwaway PostgreSQL.
// Run: npx tsx scripts/bench-operations.ts [writes] [rows]
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { openDatabase } from '../server/db/database.ts'
import { durableOptions } from '../server/db/pgliteDurability.ts'
import { backup, restore } from '../server/operator/backup.ts'
import { startThrowawayPostgres, stopOnExit } from './lib/throwaway-postgres.ts'

const writes = Number(process.argv[2] ?? 500)
const rows = Number(process.argv[3] ?? 100_000)
const scratch = mkdtempSync(join(tmpdir(), 'nova-bench-ops-'))
process.once('exit', () => rmSync(scratch, { recursive: true, force: true }))

async function writesPerSecond(durable: boolean): Promise<number> {
  const dir = join(scratch, durable ? 'durable' : 'relaxed')
  const client = await PGlite.create(dir, durable ? durableOptions(dir) : {})
  await client.exec('create table t (id serial primary key, v text not null)')
  const started = performance.now()
  for (let n = 0; n < writes; n++) await client.query('insert into t (v) values ($1)', [`${n}`])
  const seconds = (performance.now() - started) / 1000
  await client.close()
  return Math.round(writes / seconds)
}

const fill = `insert into subscriptions (email) select 'row-' || n || '@example.com'
  from generate_series(1, ${rows}) as n`

console.log(`PGlite, ${writes} one-row commits:`)
console.log(`  without fsync (PGlite's default): ${await writesPerSecond(false)} writes/s`)
console.log(`  with fsync on commit (the server): ${await writesPerSecond(true)} writes/s`)

const pgliteDir = join(scratch, 'data')
const embedded = await openDatabase({ dataDir: pgliteDir, databaseUrl: undefined })
await embedded.db.execute(fill)
await embedded.close()
const pgliteFile = join(scratch, 'pglite.backup')
const pgliteBackup = await backup(pgliteFile, { dataDir: pgliteDir, databaseUrl: undefined })
const pgliteRestore = await restore(pgliteFile, {
  dataDir: join(scratch, 'restored'),
  databaseUrl: undefined,
})
console.log(`PGlite, ${rows} rows: backup ${pgliteBackup.ms} ms (${pgliteBackup.message})`)
console.log(`PGlite, ${rows} rows: restore ${pgliteRestore.ms} ms`)

const cluster = await startThrowawayPostgres({ durable: true })
stopOnExit(cluster)
const admin = new pg.Client({ connectionString: cluster.url })
await admin.connect()
await admin.query('create database bench_source')
await admin.query('create database bench_restored')
await admin.end()
const url = (name: string) => cluster.url.replace(/\/postgres$/, `/${name}`)
const source = await openDatabase({
  dataDir: join(scratch, 'pg'),
  databaseUrl: url('bench_source'),
})
await source.db.execute(fill)
await source.close()
const pgFile = join(scratch, 'postgres.backup')
const pgBackup = await backup(pgFile, { dataDir: scratch, databaseUrl: url('bench_source') })
const pgRestore = await restore(pgFile, { dataDir: scratch, databaseUrl: url('bench_restored') })
console.log(
  `PostgreSQL ${cluster.version}, ${rows} rows: backup ${pgBackup.ms} ms (${pgBackup.message})`,
)
console.log(`PostgreSQL ${cluster.version}, ${rows} rows: restore ${pgRestore.ms} ms`)
cluster.stop()
