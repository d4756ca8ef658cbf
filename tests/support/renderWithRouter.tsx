import type { ReactNode } from 'react'
import { act, render } from '@testing-library/react'
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router'

/** Renders `ui` inside a router, for views that contain links. */
export async function renderWithRouter(ui: ReactNode, path = '/') {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  await act(() => router.load())
  return { router, ...render(<RouterProvider router={router} />) }
}
