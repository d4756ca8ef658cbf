import { Link } from '@tanstack/react-router'
import { MembershipDialogButton } from './MembershipDialogButton'
import styles from './MembershipCta.module.css'

/** The membership call to action, light or dark (SPEC.md 2.3): 'I want to be a Member' opens
 *  the membership dialog at its invitation step. */
export function MembershipCta({ tone }: { tone: 'light' | 'dark' }) {
  const headingId = `membership-cta-${tone}`
  return (
    <section aria-labelledby={headingId} className={`${styles.cta} ${styles[tone]}`}>
      <div className={`container ${styles.inner}`}>
        <div>
          <h2 id={headingId} className={styles.title}>
            Become a member. It is free.
          </h2>
          <p className={styles.text}>
            No fees and no hidden costs: a Talent Agent from day one, projects worth your time and
            Nova Points for everything you give back to the club.
          </p>
        </div>
        <div className={styles.actions}>
          <MembershipDialogButton step={2} className={`button ${styles.primary}`}>
            I want to be a Member
          </MembershipDialogButton>
          <Link to="/memberships" className={`button ${styles.secondary}`}>
            Discover Memberships
          </Link>
        </div>
      </div>
    </section>
  )
}
