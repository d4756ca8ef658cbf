import { Link } from '@tanstack/react-router'
import { PageIntro } from '../common/PageIntro'
import { heroArt } from '../../content/heroArt'
import { SubscribeBox } from '../subscribe/SubscribeBox'
import { ApplicationTimeline, CornerLink, TalentAgentHelps } from '../journey/TalentAgentJourney'
import styles from '../journey/Journey.module.css'

/** /no-token: how to join without a referral (SPEC.md 2.1, 2.3). */
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
        <p>
          <Link to="/reach-out-a-talent-agent" className="button button--primary">
            Reach out to a Talent Agent
          </Link>
        </p>
      </PageIntro>
      <div className={`container ${styles.body}`}>
        <TalentAgentHelps />
        <ApplicationTimeline />
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
