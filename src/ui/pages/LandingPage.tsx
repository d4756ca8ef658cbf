import { Link } from '@tanstack/react-router'
import { ApproachSlider } from '../sliders/ApproachSlider'
import { TalentAgentsSlider } from '../sliders/TalentAgentsSlider'
import { MembershipCta } from '../membership/MembershipCta'
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
      <div className={`container ${styles.section}`}>
        <ApproachSlider />
        <Link to="/our-platform" className="button button--ghost">
          Explore our platform
        </Link>
      </div>
      <div className={`container ${styles.section}`}>
        <TalentAgentsSlider />
        <Link to="/career-path" className="button button--ghost">
          Your career path
        </Link>
      </div>
      <MembershipCta tone="dark" />
    </>
  )
}
