import { render, screen, within } from '@testing-library/react'
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { createAppRouter } from '../../../src/router'

/** Renders the whole app at a path, as the browser would after loading it; returns the page's
 *  main landmark to query within. */
export async function renderRoute(path: string) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }))
  await router.load()
  render(<RouterProvider router={router} />)
  const main = within(screen.getByRole('main'))
  return { router, main }
}

/** The trail of a breadcrumb: its labels, and which one is the current page (not a link). */
export function breadcrumbOf(main: ReturnType<typeof within>) {
  const nav = main.getByRole('navigation', { name: 'Breadcrumb' })
  const items = within(nav).getAllByRole('listitem')
  return {
    labels: items.map((item) => item.textContent),
    links: within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
    current: nav.querySelector('[aria-current="page"]')?.textContent,
  }
}

/** The <section> a heading names. */
export function sectionOf(main: ReturnType<typeof within>, heading: string | RegExp) {
  return within(main.getByRole('region', { name: heading }))
}
