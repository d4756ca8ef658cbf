// When a page fetches the code its controls need: once it has hydrated and the main thread is
// idle, so the fetch neither delays the first paint nor competes with hydration, and yet is
// done while the visitor reads: their first tap then finds the code in (a phone has no hover
// that could announce it).
//
// One task at a time, each in an idle period of its own, the next once the last has settled
// (its chunk fetched, evaluated and its actor started). All at once, on a phone 4x slower than
// a laptop, the tasks' chunks arrived together and were evaluated, compiled and started in one
// task of 680 ms (and appending their modulepreload links took 100 ms more): Lighthouse's Total
// Blocking Time went from about 150 to 620-700 ms (issue 46; docs/performance.md, "The main
// thread after hydration"). A control used meanwhile does not wait for the queue: its flow
// starts at once (lazyFlow.ts).
import { startTransition, useEffect, useState } from 'react'
import { onPageHydrated } from '../flow/pageHydration'

/** Longest wait for an idle moment before the task runs anyway: on a slow phone the main
 *  thread stays busy for a while after hydration, and a visitor may reach for a control then. */
const IDLE_TIMEOUT_MS = 300

/** The longest the queue waits for a task to settle before it runs the next. */
const TASK_WAIT_MS = 5000

/** A task run while the visitor reads; the next waits for the promise it returns. */
export type IdleTask = () => void | Promise<unknown>

/** The platform's scheduler where the browser has one (Chromium 94+, Firefox 142+). */
interface Scheduler {
  postTask: (task: () => void, options: { priority: 'background' }) => Promise<void>
}
const platformScheduler = (): Scheduler | undefined =>
  (globalThis as { scheduler?: Scheduler }).scheduler

/** Resolves in the browser's next idle period, in a task of its own: with requestIdleCallback
 *  (bounded by IDLE_TIMEOUT_MS); else the scheduler's background priority; else a timer. */
function nextIdlePeriod(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS })
    else {
      const scheduler = platformScheduler()
      if (scheduler) void scheduler.postTask(resolve, { priority: 'background' })
      else setTimeout(resolve, 1)
    }
  })
}

/** What nearly every task's code imports: the statecharts' runtime (the `flows` chunk) and zod
 *  with the contract's schemas (`schemas`: the session's cookie check, the HTTP client and the
 *  forms parse with them; every page has the session). Queued ahead of the first task, each
 *  is evaluated in an idle period of its own: with the first flow's module they made one task
 *  of 200 to 700 ms on a slow phone. */
const sharedChunks: IdleTask[] = [
  // One export named of each: the whole namespace would keep every export in the build.
  () => import('xstate').then(({ createActor }) => createActor),
  () => import('../../api/schemas').then(({ isWellFormedText }) => isWellFormedText),
]

const queue: IdleTask[] = [...sharedChunks]
let draining = false

/** Runs the queued tasks, one per idle period, each after the last has settled (a failed one
 *  is left to the view that needs its code, which asks again). */
async function drain(): Promise<void> {
  if (draining) return
  draining = true
  try {
    for (let task = queue.shift(); task; task = queue.shift()) {
      await nextIdlePeriod()
      const settled = Promise.resolve()
        .then(task)
        .catch(() => {})
      // A fetch that hangs holds the queue no longer than this.
      await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, TASK_WAIT_MS))])
    }
  } finally {
    draining = false
  }
}

/** Runs `task` in the browser once the page has hydrated and the browser is idle, after the
 *  tasks queued before it have settled; never on the server. */
export function whenIdle(task: IdleTask): void {
  if (typeof window === 'undefined') return
  onPageHydrated(() => {
    queue.push(task)
    void drain()
  })
}

let idleReached = false
let idleQueued = false
const idleListeners = new Set<() => void>()

/** True once the page has hydrated and the browser has been idle (never while prerendering):
 *  for a view that mounts what it fetches then (the interview flow). The change is rendered
 *  as a transition, which React yields from every few milliseconds: the interview overlay it
 *  mounts was one task of 120 ms on a slow phone. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(idleReached)
  useEffect(() => {
    if (idle) return
    const reached = () => startTransition(() => setIdle(true))
    idleListeners.add(reached)
    if (!idleQueued) {
      idleQueued = true
      whenIdle(() => {
        idleReached = true
        idleListeners.forEach((notify) => notify())
      })
    }
    return () => void idleListeners.delete(reached)
  }, [idle])
  return idle
}
