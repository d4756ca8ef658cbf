// An embedded database whose disk stops taking writes (full, read-only, permissions taken
// away) fails every later write while it still answers reads, so it looks healthy. Such a
// fault ends the process: a supervisor restarts it, and the next start recovers the committed
// data from the write-ahead log once the disk is fixed.

/** Errors of PostgreSQL's own storage layer, and SQLSTATEs that say the same. */
const storageMessage =
  /^could not (open|create|write|extend|read|truncate|fsync|seek|rename|remove|unlink|link)\b/
const storageCodes = new Set(['53100', '58030', '58P01', 'XX001', 'XX002'])

/** Whether `error` (or one of its causes) means the database can no longer use its files. */
export function isStorageFault(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    if (cause instanceof WebAssembly.RuntimeError) return true
    const code = (cause as { code?: unknown }).code
    if (typeof code === 'string' && storageCodes.has(code)) return true
    if (storageMessage.test(cause.message)) return true
    cause = cause.cause
  }
  return false
}

export interface FaultWatch {
  /** Resolves with the first storage fault. */
  fault: Promise<Error>
  /** The first storage fault so far. */
  current(): Error | undefined
}

type Method = (...args: never[]) => Promise<unknown>

/** Watches the calls `names` of `target` (replaced in place) for storage faults. */
export function watchStorageFaults<T extends object>(target: T, names: (keyof T)[]): FaultWatch {
  let current: Error | undefined
  let report = (_error: Error) => {}
  const fault = new Promise<Error>((resolve) => (report = resolve))
  const watch = (error: unknown) => {
    if (!current && isStorageFault(error)) {
      current = error as Error
      report(current)
    }
    throw error
  }
  for (const name of names) {
    const original = (target[name] as Method).bind(target)
    // Every query passes here: a handler on its promise, not an async function around it.
    const watched = (...args: never[]) => original(...args).catch(watch)
    Object.assign(target, { [name]: watched })
  }
  return { fault, current: () => current }
}
