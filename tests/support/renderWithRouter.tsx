import type { ReactNode } from 'react'
import { act, render } from '@testing-library/react'
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router'
import { PageHydrated } from '../../src/ui/flow/pageHydration'

/** Renders `ui` inside a router, for views that contain links. Like every page of the app, it
 *  gives the page-hydrated signal (src/ui/flow/pageHydration.ts). */
export async function renderWithRouter(ui: ReactNode, path = '/') {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <>
          {ui}
          <PageHydrated />
        </>
      ),
    }),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  await act(() => router.load())
  return { router, ...render(<RouterProvider router={router} />) }
}
