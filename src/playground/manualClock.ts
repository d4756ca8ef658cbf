// The playground's clock: a machine's delays (fades, 'after 3 s') elapse only when the person
// says so, one at a time, so that a shared link replays to exactly the same state.

interface Timer {
  id: number
  due: number
  run: () => void
}

export class ManualClock {
  private now = 0
  private nextId = 1
  private timers = new Map<number, Timer>()

  setTimeout(run: (...args: unknown[]) => void, ms: number): number {
    const id = this.nextId++
    this.timers.set(id, { id, due: this.now + ms, run })
    return id
  }

  clearTimeout(id: unknown): void {
    this.timers.delete(id as number)
  }

  /** How long the next delay is from now, or undefined when none is pending. */
  nextDelayMs(): number | undefined {
    const next = this.next()
    return next && next.due - this.now
  }

  /** Lets time pass up to `ms` without running any delay due by then: a replay's clock follows
   *  the recorded times, so that delays started at different moments elapse in the recorded
   *  order; the recording says when each ran (src/playground/replay.ts). */
  passTo(ms: number): void {
    this.now = Math.max(this.now, ms)
  }

  /** Lets time pass until the next delay elapses, and runs it. */
  advance(): void {
    const next = this.next()
    if (!next) return
    this.timers.delete(next.id)
    this.now = next.due
    next.run()
  }

  private next(): Timer | undefined {
    let earliest: Timer | undefined
    for (const timer of this.timers.values())
      if (!earliest || timer.due < earliest.due) earliest = timer
    return earliest
  }
}
