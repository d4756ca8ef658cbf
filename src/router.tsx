import { createRouter, type AnyRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import { ErrorPage } from './ui/app/ErrorPage'
import { UnmatchedPathPage } from './ui/app/NotFoundPage'
import type { NavbarVariant } from './ui/shell/navigation'

/** How every route behaves unless it says otherwise (also used by the router tests). */
export const routerDefaults = {
  defaultPreload: 'intent',
  defaultErrorComponent: ErrorPage,
  defaultNotFoundComponent: UnmatchedPathPage,
  notFoundMode: 'root',
} as const

/** One factory for the browser (default history) and the prerenderer (memory history). */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({ routeTree, ...(history ? { history } : {}), ...routerDefaults })
}

/**
 * The router scrolls to the top once it has rendered a location (a navigation's reset). Not the
 * first time in a prerendered page: the visitor may have scrolled, or be typing in the footer,
 * before it hydrated. Its documented option (`scrollRestoration` as a function) would also keep
 * every page's scroll in session storage, which a sign-out must leave empty (SPEC.md 3), so this
 * sets the private flag that option would: tests/unit/routerHydration.test.tsx fails if an
 * upgrade changes it.
 */
export function keepScrollOfFirstPage(router: AnyRouter): void {
  ;(router as unknown as { _scroll: { n: boolean } })._scroll.n = false
}

/**
 * Tells the router that the page's markup came from a server render, as its own SSR client
 * does from the state TanStack Start writes into a page: the router then renders its matches
 * without the root Suspense boundary a client render has, so hydration matches. Our pages are
 * prerendered without that state (scripts/prerender.ts), and the router has no public setter
 * for it: tests/unit/routerHydration.test.tsx fails if an upgrade changes what this relies on.
 */
export function markServerRendered(router: AnyRouter): void {
  router.ssr = { manifest: undefined }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
  interface StaticDataRouteOption {
    /** Which navbar the page shows (SPEC.md 2.2); the public one when absent. */
    navbar?: NavbarVariant
    /** False on a page with a subscribe form of its own: the footer leaves its box out, so
     *  one screen never shows two. */
    footerSubscribe?: false
  }
}
