import { describe, expect, it } from 'vitest'
import { createMemoryHistory } from '@tanstack/react-router'
import { createAppRouter, routerDefaults } from '../../src/router'
import { UnmatchedPathPage } from '../../src/ui/app/NotFoundPage'

// Only a page under the page layout tells the app it has hydrated (src/ui/flow/pageHydration.ts);
// a route elsewhere would never send the interview link its first route change.
describe('the page layout', () => {
  it('is the parent of every page route', () => {
    const router = createAppRouter(createMemoryHistory())
    const routes = Object.values(router.routesById).filter((route) => !route.isRoot)
    const pages = routes.filter((route) => route.id !== '/_page')
    expect(routes.length - pages.length).toBe(1)
    expect(pages.length).toBeGreaterThanOrEqual(24)
    for (const page of pages) expect(page.id).toMatch(/^\/_page\//)
  })

  it('leaves the Talent Agents’ console out: it has a router and an entry of its own', () => {
    const router = createAppRouter(createMemoryHistory())
    expect(Object.keys(router.routesById).filter((id) => id.startsWith('/agents'))).toEqual([])
  })

  it('is also given by the 404 page the root shows for unknown paths', () => {
    expect(routerDefaults.defaultNotFoundComponent).toBe(UnmatchedPathPage)
  })
})
