import { Link, type LinkProps } from '@tanstack/react-router'
import styles from './Breadcrumb.module.css'

export interface Crumb {
  label: string
  /** Absent on the current page, which is not a link. */
  to?: NonNullable<LinkProps['to']>
}

export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol className={styles.list}>
        {trail.map((crumb) => (
          <li key={crumb.label} className={styles.item}>
            {crumb.to ? (
              // Exact: a parent page's crumb must not be marked as the current page.
              <Link to={crumb.to} className={styles.link} activeOptions={{ exact: true }}>
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className={styles.current}>
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
