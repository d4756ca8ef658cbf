import { Link } from '@tanstack/react-router'
import styles from './LandingPage.module.css'

/** The landing screen of / and /home (SPEC.md 2.2). */
export function LandingPage() {
  return (
    <>
      <section className={styles.hero}>
        <div className="container">
          <p className={styles.eyebrow}>Invitation only · Free to join</p>
          <h1 className={styles.title}>The private club for brilliant minds in tech</h1>
          <p className={styles.lead}>
            Work remotely on projects for ambitious companies around the world, with a Talent Agent
            at your side from day one.
          </p>
          <div className={styles.actions}>
            <Link to="/our-platform" className="button button--primary">
              Discover the platform
            </Link>
            <Link to="/career-path" className="button button--ghost">
              Meet the Talent Agents
            </Link>
          </div>
        </div>
      </section>
    </>
  )
}
