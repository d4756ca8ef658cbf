import { createRouter, type RouterHistory } from '@tanstack/react-router'
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

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
  interface StaticDataRouteOption {
    /** Which navbar the page shows (SPEC.md 2.2); the public one when absent. */
    navbar?: NavbarVariant
  }
}
