// The smallest host for views that live in the site's router (links, the current location): a
// TanStack router on a memory history whose one route renders the children given now. The
// router is made once per mount; the children reach it through context, so a re-render of the
// playground re-renders the view without a new router (and without a new navigation).
import { createContext, use, useState, type ReactNode } from 'react'
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router'

const Children = createContext<ReactNode>(null)

function RouteContent() {
  return use(Children)
}

const createHostRouter = () =>
  createRouter({
    routeTree: createRootRoute({ component: RouteContent }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })

export function InRouter({ children }: { children: ReactNode }) {
  const [router] = useState(createHostRouter)
  return (
    <Children value={children}>
      <RouterProvider router={router} />
    </Children>
  )
}
