import { PageIntro } from '../common/PageIntro'
import { heroArt } from '../../content/heroArt'
import { ReachOutForm } from '../reachOut/ReachOutForm'
import { CornerLink } from '../journey/TalentAgentJourney'
import styles from '../journey/Journey.module.css'

/** /reach-out-a-talent-agent: a message to a Talent Agent (SPEC.md 2.3). */
export function ReachOutPage() {
  return (
    <div className={styles.page}>
      <CornerLink to="/no-token" label="Close" icon="close" />
      <PageIntro
        eyebrow="Talk to a person"
        title="Reach out to a Talent Agent"
        lead="Tell us who you are and what you are looking for; a Talent Agent answers every message."
        art={heroArt.reachOut}
      />
      <div className={`container ${styles.narrow}`}>
        <ReachOutForm />
      </div>
    </div>
  )
}
