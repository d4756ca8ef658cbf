import { Link } from '@tanstack/react-router'
import { PageIntro } from '../common/PageIntro'
import { heroArt } from '../../content/heroArt'
import { noReferralSteps } from '../../content/noReferral'
import { SubscribeBox } from '../subscribe/SubscribeBox'
import { CornerLink, StepCards } from '../journey/TalentAgentJourney'
import styles from '../journey/Journey.module.css'

/** /no-token: the way in without a referral (SPEC.md 2.1, 2.3). Its steps are its own: how a
 *  Talent Agent helps and the application's four steps belong to /i-want-a-password. */
export function NoTokenPage() {
  return (
    <div className={styles.page}>
      <CornerLink to="/" label="Close" icon="close" />
      <PageIntro
        eyebrow="No referral yet?"
        title="Your way into the club starts here"
        lead="Contact a Talent Agent or request an invitation, complete a short skills assessment, and receive a personal token for full access."
        art={heroArt.noToken}
      >
        <p className="button-row">
          <Link to="/reach-out-a-talent-agent" className="button button--primary">
            Reach out to a Talent Agent
          </Link>
          <Link to="/i-want-a-password" className="button button--ghost">
            Request an invitation
          </Link>
        </p>
      </PageIntro>
      <div className={`container ${styles.body}`}>
        <section className={styles.section} aria-labelledby="no-referral-steps">
          <h2 id="no-referral-steps" className={styles.heading}>
            Without a referral, in three steps
          </h2>
          <StepCards steps={noReferralSteps} />
        </section>
        <section className={styles.subscribe} aria-labelledby="no-token-subscribe">
          <h2 id="no-token-subscribe" className={styles.heading}>
            Not ready yet? Stay in the loop
          </h2>
          <SubscribeBox idPrefix="no-token" />
        </section>
      </div>
    </div>
  )
}
