// The move from the embedded database to PostgreSQL: a PGlite backup restored into an empty
// PostgreSQL database (`DATABASE_URL=… npm run club -- restore pglite.backup`).
//
// The backup is a copy of PGlite's data directory, which PostgreSQL cannot read; so it is opened
// in a scratch directory with PGlite (and migrated there, as a server start would: a backup of
// an older version moves too), the PostgreSQL database gets the same schema from the same
// migrations, and every table's rows are copied across in one transaction: all or nothing.
// Rows travel as JSON (json_agg on one side, json_populate_recordset on the other): each
// column's text form, which both ends of one PostgreSQL version read alike.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { extensions, openPglite } from '../db/pglite.ts'
import { migrateUnderLock } from '../db/postgres.ts'
import { migrationsFolder } from '../db/migrations.ts'

/** Rows sent to PostgreSQL per statement: a few MB of JSON at most. */
const rowsPerInsert = 2_000

export interface Moved {
  /** Rows copied, by table. */
  rows: Record<string, number>
}

/**
 * Copies the PGlite backup `file` into the empty PostgreSQL database at `url`; `restoreInto`
 * unpacks the backup into a data directory (the PGlite half of restore).
 */
export async function movePgliteBackup(
  file: string,
  url: string,
  restoreInto: (file: string, dataDir: string) => Promise<void>,
): Promise<Moved> {
  const scratch = mkdtempSync(join(tmpdir(), 'nova-move-'))
  try {
    await restoreInto(file, scratch)
    // Brings the copy to this version's schema, as a server start would, then lets it go.
    await (await openPglite(scratch)).close()
    await migrateUnderLock(url, migrationsFolder)
    const source = await PGlite.create(join(scratch, 'pglite'), { extensions })
    const target = new pg.Client({ connectionString: url })
    await target.connect()
    try {
      return { rows: await copyTables(source, target) }
    } finally {
      await target.end()
      await source.close()
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

async function copyTables(source: PGlite, target: pg.Client): Promise<Record<string, number>> {
  const rows: Record<string, number> = {}
  await target.query('begin')
  try {
    const tables = await tablesInOrder(target)
    // The rows the migrations wrote (the copy has them too), and the triggers that keep derived
    // tables (counts) up to date: those tables are copied as they are. Foreign keys stay on.
    await target.query(`truncate ${tables.map(quoted).join(', ')}`)
    for (const table of tables) {
      await target.query(`alter table ${quoted(table)} disable trigger user`)
    }
    for (const table of tables) {
      const columns = await insertableColumns(target, table)
      const list = columns.map(quoted).join(', ')
      const { rows: result } = await source.query<{ rows: unknown[] | null }>(
        `select json_agg(t) as rows from (select ${list} from ${quoted(table)}) t`,
      )
      const all = result[0]?.rows ?? []
      for (let at = 0; at < all.length; at += rowsPerInsert) {
        await target.query(
          `insert into ${quoted(table)} (${list}) overriding system value ` +
            `select ${list} from json_populate_recordset(null::${quoted(table)}, $1::json)`,
          [JSON.stringify(all.slice(at, at + rowsPerInsert))],
        )
      }
      rows[table] = all.length
      await advanceSequences(target, table)
    }
    for (const table of tables) {
      await target.query(`alter table ${quoted(table)} enable trigger user`)
    }
    await target.query('commit')
  } catch (error) {
    await target.query('rollback')
    throw error
  }
  return rows
}

/** The server's tables, each after the tables its foreign keys point at. */
async function tablesInOrder(target: pg.Client): Promise<string[]> {
  const { rows: tables } = await target.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )
  const { rows: references } = await target.query<{ child: string; parent: string }>(
    `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
     from pg_constraint c join pg_namespace n on n.oid = c.connamespace
     where c.contype = 'f' and n.nspname = 'public' and c.conrelid <> c.confrelid`,
  )
  const ordered: string[] = []
  const place = (table: string, path: string[]) => {
    if (ordered.includes(table) || path.includes(table)) return
    for (const { parent } of references.filter((reference) => reference.child === table)) {
      place(unquoted(parent), [...path, table])
    }
    ordered.push(table)
  }
  for (const { name } of tables) place(name, [])
  return ordered
}

/** Every column but generated ones, which PostgreSQL computes itself. */
async function insertableColumns(target: pg.Client, table: string): Promise<string[]> {
  const { rows } = await target.query<{ name: string }>(
    `select column_name as name from information_schema.columns
     where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
     order by ordinal_position`,
    [table],
  )
  return rows.map((row) => row.name)
}

/** Moves each serial column's sequence past the copied rows: new rows get new ids. */
async function advanceSequences(target: pg.Client, table: string): Promise<void> {
  const { rows } = await target.query<{ name: string; sequence: string }>(
    `select column_name as name, pg_get_serial_sequence($1, column_name) as sequence
     from information_schema.columns
     where table_schema = 'public' and table_name = $2
       and pg_get_serial_sequence($1, column_name) is not null`,
    [quoted(table), table],
  )
  for (const { name, sequence } of rows) {
    await target.query(
      `select setval($1, coalesce((select max(${quoted(name)}) from ${quoted(table)}), 0) + 1, false)`,
      [sequence],
    )
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`
const unquoted = (name: string) => name.replace(/^"(.*)"$/, '$1').replaceAll('""', '"')
