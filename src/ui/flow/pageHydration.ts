import { useEffect, useSyncExternalStore } from 'react'

// React hydrates the prerendered page in two passes: first the shell (header, footer, the
// providers), whose effects then run, and later, at idle priority, the page inside the router's
// Suspense boundary. A navigation or any other state change in between reaches a page that is
// still the prerendered markup, and React throws that markup away (errors #422 and #520). So
// whatever acts on its own after load (the interview link's redirects, the end-to-end tests)
// waits for this signal, which the page itself gives once it has hydrated.

let pageHydrated = false
const listeners = new Set<() => void>()

function markPageHydrated() {
  if (pageHydrated) return
  pageHydrated = true
  // For scripts that must not act on the page before it responds (the end-to-end tests).
  document.documentElement.dataset.hydrated = ''
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Calls `listener` once the page has hydrated (at once if it has). */
export function onPageHydrated(listener: () => void): void {
  if (pageHydrated) listener()
  else {
    const once = () => {
      listeners.delete(once)
      listener()
    }
    listeners.add(once)
  }
}

/** True once the page under the shell has hydrated (at once after a client-side render). */
export function usePageHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pageHydrated,
    () => false,
  )
}

/** Rendered inside the page (by the page layout route, and by the not-found page the router
 *  shows for unknown paths outside it): its effect runs once the page has hydrated. */
export function PageHydrated() {
  useEffect(markPageHydrated, [])
  return null
}
