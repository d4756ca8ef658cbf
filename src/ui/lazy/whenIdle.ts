// When a page fetches the code its controls need: once it has hydrated and the main thread is
// idle, so the fetch neither delays the first paint nor competes with hydration, and yet is
// done while the visitor reads: their first tap then finds the code in (a phone has no hover
// that could announce it).
import { useSyncExternalStore } from 'react'
import { onPageHydrated } from '../flow/pageHydration'

/** Longest wait for an idle moment before the task runs anyway: on a slow phone the main
 *  thread stays busy for a while after hydration, and a visitor may reach for a control then. */
const IDLE_TIMEOUT_MS = 300

const onceIdle = (task: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
    : setTimeout(task, 1)

/** Runs `task` in the browser once the page has hydrated and the browser is idle (at once
 *  when both are already so); never on the server. */
export function whenIdle(task: () => void): void {
  if (typeof window === 'undefined') return
  onPageHydrated(() => onceIdle(task))
}

let idleReached = false
const idleListeners = new Set<() => void>()

/** True once the page has hydrated and the browser has been idle (never while prerendering):
 *  for a view that mounts what it fetches then (the interview flow). */
export function useIdle(): boolean {
  return useSyncExternalStore(
    (listener) => {
      idleListeners.add(listener)
      whenIdle(() => {
        idleReached = true
        idleListeners.forEach((notify) => notify())
      })
      return () => idleListeners.delete(listener)
    },
    () => idleReached,
    () => false,
  )
}
