import { Link } from '@tanstack/react-router'
import { PageIntro } from '../common/PageIntro'
import { heroArt } from '../../content/heroArt'
import { PageSection } from '../common/PageSection'
import { MembershipCta } from '../membership/MembershipCta'
import { MembershipDialogButton } from '../membership/MembershipDialogButton'
import { SubscribeBox } from '../subscribe/SubscribeBox'
import { membershipLevels } from '../../content/memberships'
import { freeJoining } from '../../content/home'
import styles from './MembershipsPage.module.css'

/** The membership levels (SPEC.md 2.1, 2.6), Nova Points and the newsletter. */
export function MembershipsPage() {
  return (
    <>
      <PageIntro
        eyebrow="Memberships"
        title="Premium, Master, Elite"
        lead="Three membership levels, one promise: joining is completely free, with no fees and no hidden costs. You grow from one level to the next with the work you do and the help you give."
        art={heroArt.memberships}
      >
        <div className="button-row">
          <MembershipDialogButton step={2}>I want to be a Member</MembershipDialogButton>
          <Link to="/memberships-how-to-earn" className="button button--ghost">
            How to Earn Nova Points
          </Link>
        </div>
      </PageIntro>

      <PageSection
        id="levels"
        headingId="levels-heading"
        eyebrow="Membership levels"
        title="Every level is free. Every level is earned."
        centered
      >
        <ul className={styles.levels}>
          {membershipLevels.map((level, index) => (
            <li key={level.name} className={`card ${styles.level}`} data-level={index + 1}>
              <p className="label">{level.tagline}</p>
              <h3 className={styles.name}>{level.name}</h3>
              <p className={styles.description}>{level.description}</p>
              <ul className={styles.benefits}>
                {level.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
              <p className={styles.reach}>{level.reach}</p>
            </li>
          ))}
        </ul>
        <p className={styles.free}>
          <strong>{freeJoining.title}</strong> {freeJoining.body}
        </p>
      </PageSection>

      <PageSection
        headingId="points-heading"
        surface="raised"
        eyebrow="Nova Points"
        title="Your work earns more than a salary"
        lead="Members earn Nova Points for the things that make the club better, and redeem them for rewards that give time and attention back."
      >
        <div className={styles.points}>
          <article className={styles.pointsCard}>
            <h3>Earn</h3>
            <p>
              Refer talent, interview candidates, reach your goals, earn client recognition, host
              events and mentor others.
            </p>
            <Link to="/memberships-how-to-earn" className="button button--ghost">
              How to Earn Nova Points
            </Link>
          </article>
          <article className={styles.pointsCard}>
            <h3>Redeem</h3>
            <p>Turn your points into time off, premium perks and exclusive subscriptions.</p>
            <Link to="/memberships-redeem" className="button button--ghost">
              See the rewards
            </Link>
          </article>
        </div>
      </PageSection>

      <PageSection headingId="newsletter-heading">
        {(headingId) => (
          <div className={styles.newsletter}>
            <div>
              <h2 id={headingId} className={styles.newsletterHeading}>
                Hear from the club first
              </h2>
              <p className={styles.newsletterText}>
                New levels, rewards and Think Tank releases, in one short email a month.
              </p>
            </div>
            <SubscribeBox idPrefix="memberships" />
          </div>
        )}
      </PageSection>

      <MembershipCta tone="light" />
    </>
  )
}
