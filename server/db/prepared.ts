// Statements of the busiest routes are built once, on first use (not when the app is made, so
// that making it runs no database code), and then run with new values: Drizzle builds their SQL
// one time, and on PostgreSQL they are named prepared statements that each connection parses
// once.
import { entityKind, fillPlaceholders, type Query } from 'drizzle-orm'
import type { Db } from './database.ts'

/** The value of `make()`, made on the first call and kept. */
export function builtOnce<T>(make: () => T): () => T {
  let built: T | undefined
  return () => (built ??= make())
}

/** A database or an open transaction (`db.transaction((tx) => …)` passes one). */
export type Session = Pick<Db, '_'>

/** What a driver answers: its rows, as the database names their columns. */
type Answer = Promise<{ rows: unknown[] }>

/** The driver's own client under a session, and how a statement is run on it. */
type Driver =
  | { kind: 'pg'; client: { query(config: object): Answer } }
  | { kind: 'pglite'; client: { query(text: string, params: unknown[]): Answer } }

/**
 * The client Drizzle's session holds (node-postgres' pool or the transaction's pooled
 * connection; PGlite or its transaction), found by the session's kind; undefined for any other
 * session (a test's stand-in), which then runs the statement through Drizzle.
 */
function driverOf(session: Session): Driver | undefined {
  const inner = session._.session as unknown as {
    client?: unknown
    constructor: { [entityKind]?: string }
  }
  const kind = inner.constructor[entityKind]
  if (kind === 'NodePgSession') return { kind: 'pg', client: inner.client as never }
  if (kind === 'PgliteSession') return { kind: 'pglite', client: inner.client as never }
  return undefined
}

/** node-postgres' parsers with Drizzle's exceptions (server/db/pglite.ts sets the same on
 *  PGlite): dates, times and intervals stay text, as Drizzle's driver leaves them. Loaded
 *  with pg, which only a PostgreSQL database loads (database.ts). */
const pgTypes = builtOnce(async () => {
  const { default: pg } = await import('pg')
  const text = new Set([
    pg.types.builtins.TIMESTAMPTZ,
    pg.types.builtins.TIMESTAMP,
    pg.types.builtins.DATE,
    pg.types.builtins.INTERVAL,
    1231,
    1115,
    1185,
    1187,
    1182,
  ])
  const asText = (value: string) => value
  return {
    getTypeParser: (type: number, format?: 'text' | 'binary') =>
      text.has(type) ? asText : pg.types.getTypeParser(type, format),
  }
})

/**
 * A statement run on the session it is given each time, a transaction's own (one prepared on
 * the database, as builtOnce's, would run outside the transaction), with its SQL built once by
 * `build` (on the first caller's database: every Db speaks PostgreSQL's dialect). On
 * PostgreSQL it is the named prepared statement `name`, which each connection parses and plans
 * once; built per transaction, Drizzle rebuilt its SQL and PostgreSQL parsed it each time.
 * It goes to the driver's client directly, as Drizzle's prepared query would send it, without
 * the query object, tracing spans and cache lookup Drizzle makes for every run (a
 * subscription with its mail runs five such statements: docs/performance.md).
 * Its rows come back as the database names their columns (`display_name`), not as Drizzle's
 * fields.
 */
export function builtOnceForSessions<Row>(
  name: string,
  build: (db: Db) => Query,
): (session: Session, values?: Record<string, unknown>) => Promise<Row[]> {
  let query: Query | undefined
  return async (session, values = {}) => {
    // A transaction is a Db too (Drizzle's PgTransaction extends its database's class).
    query ??= build(session as Db)
    const params = fillPlaceholders(query.params, values)
    const driver = driverOf(session)
    if (driver?.kind === 'pg') {
      const types = await pgTypes()
      return (await driver.client.query({ name, text: query.sql, values: params, types }))
        .rows as Row[]
    }
    if (driver?.kind === 'pglite')
      return (await driver.client.query(query.sql, params)).rows as Row[]
    const prepared = session._.session.prepareQuery(query, undefined, name, false)
    const { rows } = (await prepared.execute(values)) as { rows: Row[] }
    return rows
  }
}
