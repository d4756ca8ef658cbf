// Statements of the busiest routes are built once, on first use (not when the app is made, so
// that making it runs no database code), and then run with new values: Drizzle builds their SQL
// one time, and on PostgreSQL they are named prepared statements that each connection parses
// once.

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
