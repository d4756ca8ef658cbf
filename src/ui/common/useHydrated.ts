import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/** False while React hydrates the prerendered page (and while prerendering), true afterwards.
 *  A view whose first render would depend on the browser (the URL's query, for instance)
 *  renders what the prerendered page shows until this turns true, so hydration matches. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
