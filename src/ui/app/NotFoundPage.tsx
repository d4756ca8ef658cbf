import { Link } from '@tanstack/react-router'
import { PageHydrated } from '../flow/pageHydration'
import styles from './StatusPage.module.css'

/** The 404 page, for /not-found and for any path no route matches (SPEC.md 2.1). */
export function NotFoundPage() {
  return (
    <section className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>OOPS! PAGE NOT FOUND</h1>
      <p className={styles.detail}>WE ARE SORRY, BUT THE PAGE YOU REQUESTED WAS NOT FOUND</p>
      <Link to="/" className="button button--primary">
        Back to the home page
      </Link>
    </section>
  )
}

/** The 404 page for paths no route matches: the root renders it outside the page layout, so it
 *  gives the page-hydrated signal itself. */
export function UnmatchedPathPage() {
  return (
    <>
      <NotFoundPage />
      <PageHydrated />
    </>
  )
}
