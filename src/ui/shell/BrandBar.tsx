import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Logo } from './Logo'
import styles from './BrandBar.module.css'

/** The header of a page without a navbar (the invitation funnel and the NDA): the club's logo,
 *  linking home, centred between an optional control at the start (back) and one at the end
 *  (close). The same height, border and background as the navbar, so every page opens alike. */
export function BrandBar({ start, end }: { start?: ReactNode; end?: ReactNode }) {
  return (
    <header className={styles.bar}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.start}>{start}</div>
        <Link to="/" className={styles.brand} aria-label="Nova Club home">
          <Logo />
        </Link>
        <div className={styles.end}>{end}</div>
      </div>
    </header>
  )
}
