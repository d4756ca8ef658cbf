import { Link } from '@tanstack/react-router'
import { useSignedIn } from '../session/SessionProvider'
import { JoinOrPlatform } from './JoinOrPlatform'
import styles from './MembershipCta.module.css'

/** The membership call to action, light or dark (SPEC.md 2.3): 'I want to be a Member' opens
 *  the membership dialog at its invitation step. A signed-in member is already in: the same
 *  band welcomes them and leads to the platform. */
export function MembershipCta({ tone }: { tone: 'light' | 'dark' }) {
  const headingId = `membership-cta-${tone}`
  const member = useSignedIn()
  return (
    <section aria-labelledby={headingId} className={`${styles.cta} ${styles[tone]}`}>
      <div className={`container ${styles.inner}`}>
        <div>
          <h2 id={headingId} className={styles.title}>
            {member ? 'Welcome back to the club.' : 'Become a member. It is free.'}
          </h2>
          <p className={styles.text}>
            {member
              ? 'Your Talent Agent, your projects and your Nova Points are waiting on the platform.'
              : 'No fees and no hidden costs: a Talent Agent from day one, projects worth your time and Nova Points for everything you give back to the club.'}
          </p>
        </div>
        <div className={styles.actions}>
          <JoinOrPlatform className={`button ${styles.primary}`}>
            I want to be a Member
          </JoinOrPlatform>
          <Link to="/memberships" className={`button ${styles.secondary}`}>
            Discover Memberships
          </Link>
        </div>
      </div>
    </section>
  )
}
