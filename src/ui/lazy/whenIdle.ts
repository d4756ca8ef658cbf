// When a page fetches the code its controls need: once it has hydrated and the main thread is
// idle, so the fetch neither delays the first paint nor competes with hydration, and yet is
// done while the visitor reads: their first tap then finds the code in (a phone has no hover
// that could announce it).
//
// One task started per idle period, in the order queued; a `first` task (the session's, whose
// code brings what nearly every flow imports: the statecharts' runtime, zod and the contract's
// schemas, the HTTP client) before every other, which start once it has settled. All at once,
// on a phone 4x slower than a laptop, the tasks' chunks arrived together and were evaluated,
// compiled and started in one task of up to 700 ms (and appending their modulepreload links
// took 100 ms more): Lighthouse's Total Blocking Time went from about 150 to 620-700 ms (issue
// 46; docs/performance.md, "The main thread after hydration"). Each task waiting for the last
// to settle kept the tasks short but fetched the last flow's code seconds later, and a tap then
// waited for it: so the tasks' fetches overlap, and each chunk is evaluated in the task in
// which it arrives. A control used meanwhile does not wait for the queue: its flow starts at
// once (lazyFlow.ts).
import { useEffect, useState } from 'react'
import { onPageHydrated } from '../flow/pageHydration'

/** Longest wait for an idle moment before the task runs anyway: on a slow phone the main
 *  thread stays busy for a while after hydration, and a visitor may reach for a control then. */
const IDLE_TIMEOUT_MS = 300

/** A task run while the visitor reads (what it returns is not waited for). */
export type IdleTask = () => unknown

/** Resolves in the browser's next idle period, in a task of its own. Safari has no
 *  requestIdleCallback, and no `scheduler.postTask` either (every browser that has the latter
 *  has the former): a timer there. */
const nextIdlePeriod = () =>
  new Promise((resolve) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(resolve, { timeout: IDLE_TIMEOUT_MS })
      : setTimeout(resolve, 1),
  )

const queue: IdleTask[] = []
let draining: Promise<void> | undefined

let firstTask: IdleTask | undefined

/** Starts the queued tasks, one per idle period, the others once the first has settled. A
 *  failed task is left to the view that needs its code, which asks again. */
async function drain(): Promise<void> {
  while (queue.length) {
    await nextIdlePeriod()
    // Taken only now: a first task queued meanwhile goes before it.
    const task = queue.shift()!
    const started = Promise.resolve()
      .then(task)
      .catch(() => {})
    if (task === firstTask) await started
  }
  draining = undefined
}

/** Runs `task` once the page has hydrated and the browser is idle, after the tasks queued
 *  before it have started; `first`, before every other, which wait until it has settled. For
 *  effects, which never run on the server. */
export function whenIdle(task: IdleTask, first?: boolean): void {
  onPageHydrated(() => {
    if (first) queue.unshift((firstTask = task))
    else queue.push(task)
    draining ??= drain()
  })
}

let idleReached = false

/** True once the page has hydrated and the browser has been idle (never while prerendering):
 *  for a view that mounts what it fetches then (the interview flow). */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(idleReached)
  useEffect(() => {
    if (!idle) whenIdle(() => setIdle((idleReached = true)))
  }, [idle])
  return idle
}
