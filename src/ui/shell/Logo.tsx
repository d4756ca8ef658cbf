import { config } from '../../lib/config'
import styles from './Logo.module.css'

/** The club's mark (a four-point nova) and wordmark. `collapsible`: smaller on phones, leaving
 *  the header room for its buttons (the name always shows). */
export function Logo({ collapsible = false }: { collapsible?: boolean }) {
  return (
    <span
      className={`${styles.logo} ${collapsible ? styles.collapsible : ''}`}
      role="img"
      aria-label={config.siteName}
    >
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
        <path
          d="M16 1 19.2 12.8 31 16 19.2 19.2 16 31 12.8 19.2 1 16 12.8 12.8Z"
          fill="var(--color-accent)"
        />
        <circle cx="16" cy="16" r="3.2" fill="var(--color-bg)" />
      </svg>
      <svg
        className={styles.wordmark}
        viewBox="0 0 108 32"
        width="108"
        height="32"
        aria-hidden="true"
      >
        <text
          x="0"
          y="22"
          fill="currentColor"
          fontFamily="var(--font-display)"
          fontSize="19"
          fontWeight="600"
          textLength="104"
          lengthAdjust="spacingAndGlyphs"
        >
          NOVA CLUB
        </text>
      </svg>
    </span>
  )
}
