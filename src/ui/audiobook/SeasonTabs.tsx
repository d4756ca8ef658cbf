import { Link } from '@tanstack/react-router'
import { seasons, type Season } from '../../content/seasons'
import styles from './SeasonTabs.module.css'

/** The four seasons as tabs: links to the other seasons, the current one marked, not linked. */
export function SeasonTabs({ current }: { current: Season['number'] }) {
  return (
    <nav aria-label="Audiobook seasons" className={styles.tabs}>
      <ul className={styles.list}>
        {seasons.map((season) => (
          <li key={season.number}>
            {season.number === current ? (
              <span className={`${styles.tab} ${styles.current}`} aria-current="page">
                <span className={styles.number}>Season {season.number}</span>
                {season.title}
              </span>
            ) : (
              <Link to={season.path} className={styles.tab}>
                <span className={styles.number}>Season {season.number}</span>
                {season.title}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
