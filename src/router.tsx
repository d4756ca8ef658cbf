import {
  createRouter,
  type AnyRouter,
  type RouterHistory,
  type RouterOptions,
} from '@tanstack/react-router'
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

type ScrollOptions = Pick<RouterOptions<typeof routeTree, 'never'>, 'scrollRestoration'>

/** One factory for the browser (default history) and the prerenderer (memory history). */
export function createAppRouter(history?: RouterHistory, scroll: ScrollOptions = {}) {
  return createRouter({ routeTree, ...(history ? { history } : {}), ...routerDefaults, ...scroll })
}

/**
 * Scroll restoration (the router's documented option: back and forward return to where the
 * visitor was, a new page starts at the top), except for the first page it renders: that one is
 * the prerendered page the visitor may already have scrolled or typed in.
 */
export function keepScrollOfFirstPage(): ScrollOptions {
  let first = true
  return {
    scrollRestoration: () => {
      const restore = !first
      first = false
      return restore
    },
  }
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
  }
}
