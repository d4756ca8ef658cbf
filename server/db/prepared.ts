// Statements of the busiest routes are built once, on first use (not when the app is made, so
// that making it runs no database code), and then run with new values: Drizzle builds their SQL
// one time, and on PostgreSQL they are named prepared statements that each connection parses
// once.
import type { Query } from 'drizzle-orm'
import type { Db } from './database.ts'

/** The value of `make()`, made on the first call and kept. */
export function builtOnce<T>(make: () => T): () => T {
  let built: T | undefined
  return () => (built ??= make())
}

/** `make(key)`, made on the first call for each key and kept as long as the key lives: the
 *  statements of a module that is given its database (tests open several). */
export function builtOncePer<Key extends object, T>(make: (key: Key) => T): (key: Key) => T {
  const built = new WeakMap<Key, T>()
  return (key) => {
    let value = built.get(key)
    if (value === undefined) built.set(key, (value = make(key)))
    return value
  }
}

/** A database or an open transaction (`db.transaction((tx) => …)` passes one). */
export type Session = Pick<Db, '_'>

/**
 * A statement run on the session it is given each time, a transaction's own (one prepared on
 * the database, as builtOnce's, would run outside the transaction), with its SQL built once by
 * `build` (on the first caller's database: every Db speaks PostgreSQL's dialect). On
 * PostgreSQL it is the named prepared statement `name`, which each connection parses and plans
 * once; built per transaction, Drizzle rebuilt its SQL and PostgreSQL parsed it each time.
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
    const prepared = session._.session.prepareQuery(query, undefined, name, false)
    const { rows } = (await prepared.execute(values)) as { rows: Row[] }
    return rows
  }
}
