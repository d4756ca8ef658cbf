// The router's behaviour that src/main.tsx relies on to hydrate a prerendered page: these fail
// when an upgrade of @tanstack/react-router changes it (src/router.tsx says why it is needed).
import { describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router'
import { keepScrollOfFirstPage, markServerRendered } from '../../src/router'

async function loadedRouter() {
  const root = createRootRoute({ component: () => <Outlet /> })
  const page = createRoute({ getParentRoute: () => root, path: '/', component: () => <p>Page</p> })
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  await router.load()
  return router
}

/** The Suspense boundaries in markup React rendered (it marks each with this comment). */
const boundaries = (html: string) => html.split('<!--$-->').length - 1

describe('a prerendered page hydrates as the router renders it', () => {
  it('marked as server-rendered, the router leaves out the root Suspense boundary of a client render', async () => {
    const client = renderToString(<RouterProvider router={await loadedRouter()} />)
    const router = await loadedRouter()
    markServerRendered(router)
    const marked = renderToString(<RouterProvider router={router} />)
    expect(boundaries(client)).toBeGreaterThan(0)
    expect(boundaries(marked)).toBe(boundaries(client) - 1)
    expect(marked).toContain('<p>Page</p>')
  })
})

describe('the first page keeps its scroll', () => {
  it('the router scrolls to the top once it has rendered a location, unless told not to', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    render(<RouterProvider router={await loadedRouter()} />)
    await vi.waitFor(() => expect(scrollTo).toHaveBeenCalled())

    scrollTo.mockClear()
    const router = await loadedRouter()
    keepScrollOfFirstPage(router)
    render(<RouterProvider router={router} />)
    await screen.findAllByText('Page')
    await act(async () => {})
    expect(scrollTo).not.toHaveBeenCalled()
  })
})
