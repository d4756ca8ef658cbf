import { beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router'
import { routerDefaults } from '../../src/router'
import { describeError } from '../../src/ui/app/ErrorPage'

function renderAt(path: string, failure: unknown) {
  const root = createRootRoute({ component: Outlet })
  const failing = createRoute({
    getParentRoute: () => root,
    path: '/failing',
    loader: () => {
      throw failure
    },
  })
  const router = createRouter({
    routeTree: root.addChildren([failing]),
    history: createMemoryHistory({ initialEntries: [path] }),
    ...routerDefaults,
  })
  render(<RouterProvider router={router} />)
}

describe('router fallbacks', () => {
  beforeEach(() => {
    // React and the router report the thrown errors on the console; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('shows the error fallback with the message of what was thrown', async () => {
    renderAt('/failing', new Error('The archive is unreachable'))
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument()
    expect(screen.getByText('The archive is unreachable')).toBeInTheDocument()
  })

  it('shows the status of a failed response', async () => {
    renderAt('/failing', { status: 503, statusText: 'Service Unavailable' })
    expect(await screen.findByText('503 Service Unavailable')).toBeInTheDocument()
  })

  it('shows the 404 page for a path no route matches', async () => {
    renderAt('/no/such/page', null)
    expect(await screen.findByRole('heading', { name: 'OOPS! PAGE NOT FOUND' })).toBeInTheDocument()
    expect(
      screen.getByText('WE ARE SORRY, BUT THE PAGE YOU REQUESTED WAS NOT FOUND'),
    ).toBeInTheDocument()
  })
})

describe('describeError', () => {
  it.each([
    [{ status: 500 }, '500'],
    ['plain text', 'plain text'],
    [undefined, 'Unknown error'],
    [{}, 'Unknown error'],
  ])('describes %j as %s', (error, text) => {
    expect(describeError(error)).toBe(text)
  })
})
