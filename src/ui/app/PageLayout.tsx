import { Outlet } from '@tanstack/react-router'
import { PageHydrated } from '../flow/pageHydration'

/** The pathless layout every page route sits under (src/routes/_page): it renders the page and,
 *  inside the same Suspense boundary, the signal that the page has hydrated. */
export function PageLayout() {
  return (
    <>
      <Outlet />
      <PageHydrated />
    </>
  )
}
