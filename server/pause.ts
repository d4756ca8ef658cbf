// A wait that can be cut short: the workers' polls (mail/worker.ts, agents/digestWorker.ts)
// sleep between looks and wake at once on a poke or a stop.
export interface Pause {
  /** Resolves after `ms`, or at the next `wake()`, whichever comes first. */
  for(ms: number): Promise<void>
  /** Ends the wait under way, if any (a wake with none under way is forgotten). */
  wake(): void
}

export function pause(): Pause {
  let wake = () => {}
  return {
    for: (ms) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(done, ms)
        function done() {
          clearTimeout(timer)
          wake = () => {}
          resolve()
        }
        wake = done
      }),
    wake: () => wake(),
  }
}
