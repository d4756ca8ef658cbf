// What a backup of 100,000 rows costs on each engine (a one-off measurement for
// docs/operations.md, not part of npm test): the file's size, the time, and the peak memory of
// the operator command that makes it (`npm run club -- backup`, run as a child under GNU time:
// its maximum resident set, pg_dump's included as its child), then the same for the restore.
// The rows are written as a server writes them, in many small transactions, so the embedded
// database's write-ahead log is as a running server leaves it.
// Run: npx tsx scripts/measure-backups.ts [rows]
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { openDatabase, type Database } from '../server/db/database.ts'
import { startThrowawayPostgres, stopOnExit } from './lib/throwaway-postgres.ts'

const rows = Number(process.argv[2] ?? 100_000)
const rowsPerCommit = 50
const scratch = mkdtempSync(join(tmpdir(), 'nova-measure-backups-'))
process.once('exit', () => rmSync(scratch, { recursive: true, force: true }))

async function fill(database: Database): Promise<void> {
  for (let first = 1; first <= rows; first += rowsPerCommit) {
    const last = Math.min(rows, first + rowsPerCommit - 1)
    await database.db.execute(
      `insert into subscriptions (email) select 'row-' || n || '@example.com'
       from generate_series(${first}, ${last}) as n`,
    )
  }
}

/** Runs the operator command under GNU time: its seconds and peak memory (MB). */
function club(args: string[], env: Record<string, string>): { seconds: number; peakMb: number } {
  const { stderr: report, status } = spawnSync(
    '/usr/bin/time',
    ['-v', process.execPath, '--import', 'tsx', 'server/operator/main.ts', ...args],
    { env: { ...process.env, ...env }, encoding: 'utf8' },
  )
  if (status !== 0) throw new Error(`club ${args.join(' ')} failed:\n${report}`)
  const field = (name: string) => new RegExp(`${name}: (.+)`).exec(report)?.[1] ?? '?'
  const [minutes, seconds] = field('Elapsed \\(wall clock\\) time \\(h:mm:ss or m:ss\\)')
    .split(':')
    .map(Number)
  return {
    seconds: Math.round(((minutes ?? 0) * 60 + (seconds ?? 0)) * 10) / 10,
    peakMb: Math.round(Number(field('Maximum resident set size \\(kbytes\\)')) / 1024),
  }
}

const megabytes = (file: string) => Math.round((statSync(file).size / 1024 / 1024) * 10) / 10
const du = (path: string) => execFileSync('du', ['-sm', path], { encoding: 'utf8' }).split('\t')[0]

function report(engine: string, file: string, made: ReturnType<typeof club>) {
  console.log(
    `${engine}, ${rows} rows: backup ${megabytes(file)} MB in ${made.seconds} s, ` +
      `peak ${made.peakMb} MB`,
  )
}

// PGlite
const dataDir = join(scratch, 'data')
const embedded = await openDatabase({ dataDir, databaseUrl: undefined })
await fill(embedded)
await embedded.close()
console.log(
  `PGlite data directory: ${du(join(dataDir, 'pglite'))} MB ` +
    `(base ${du(join(dataDir, 'pglite', 'base'))} MB, pg_wal ${du(join(dataDir, 'pglite', 'pg_wal'))} MB)`,
)
const pgliteFile = join(scratch, 'pglite.backup')
report('PGlite', pgliteFile, club(['backup', pgliteFile], { DATA_DIR: dataDir, DATABASE_URL: '' }))
const pgliteRestore = club(['restore', pgliteFile], {
  DATA_DIR: join(scratch, 'restored'),
  DATABASE_URL: '',
})
console.log(`PGlite restore: ${pgliteRestore.seconds} s, peak ${pgliteRestore.peakMb} MB`)

// PostgreSQL
const cluster = await startThrowawayPostgres({ durable: true })
stopOnExit(cluster)
const admin = new pg.Client({ connectionString: cluster.url })
await admin.connect()
await admin.query('create database measure_source')
await admin.query('create database measure_restored')
await admin.query('create database measure_moved')
await admin.end()
const url = (name: string) => cluster.url.replace(/\/postgres$/, `/${name}`)
const source = await openDatabase({ dataDir: scratch, databaseUrl: url('measure_source') })
await fill(source)
await source.close()
const pgFile = join(scratch, 'postgres.backup')
report(
  `PostgreSQL ${cluster.version}`,
  pgFile,
  club(['backup', pgFile], { DATA_DIR: scratch, DATABASE_URL: url('measure_source') }),
)
const pgRestore = club(['restore', pgFile], {
  DATA_DIR: scratch,
  DATABASE_URL: url('measure_restored'),
})
console.log(`PostgreSQL restore: ${pgRestore.seconds} s, peak ${pgRestore.peakMb} MB`)
const moved = club(['restore', pgliteFile], {
  DATA_DIR: scratch,
  DATABASE_URL: url('measure_moved'),
})
console.log(`PGlite backup moved into PostgreSQL: ${moved.seconds} s, peak ${moved.peakMb} MB`)
cluster.stop()
