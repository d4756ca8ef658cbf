// One statement at a time per rate-limit key, and the requests that arrive meanwhile together in
// the next one. On PostgreSQL every request of one client counts on that client's row of
// `rate_limits`, and the row's lock lets one statement through at a time whatever this process
// does: sending them one by one costs no concurrency, and a burst of n requests then takes a
// few statements instead of n statements queued on one lock. Counting stays exact, across
// instances too: a batch adds its points in one atomic statement and each request learns its
// own place in the count.

interface Waiting<Item, Outcome> {
  item: Item
  resolve: (outcome: Outcome) => void
  reject: (error: unknown) => void
}

/**
 * `run(key, items)` for the items of one key, answering each item's outcome in order; the
 * returned function queues an item and resolves with its outcome (or rejects with the batch's
 * error: a database failure fails every request that waited on that statement).
 */
export function keyedBatches<Item, Outcome>(
  run: (key: string, items: Item[]) => Promise<Outcome[]>,
): (key: string, item: Item) => Promise<Outcome> {
  /** The keys whose statement is running, with the items waiting for the next one. */
  const next = new Map<string, Waiting<Item, Outcome>[]>()

  /** Runs `batch`, then whatever queued meanwhile, until a statement finds nobody waiting. */
  async function drain(key: string, batch: Waiting<Item, Outcome>[]): Promise<void> {
    for (let current = batch; current.length > 0;) {
      try {
        const outcomes = await run(
          key,
          current.map((waiting) => waiting.item),
        )
        current.forEach((waiting, index) => waiting.resolve(outcomes[index]!))
      } catch (error) {
        for (const waiting of current) waiting.reject(error)
      }
      current = next.get(key)!
      next.set(key, [])
    }
    next.delete(key)
  }

  return (key, item) =>
    new Promise<Outcome>((resolve, reject) => {
      const waiting = next.get(key)
      if (waiting) {
        waiting.push({ item, resolve, reject })
        return
      }
      next.set(key, [])
      void drain(key, [{ item, resolve, reject }])
    })
}
