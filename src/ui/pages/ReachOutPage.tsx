import { PageIntro } from '../common/PageIntro'
import { heroArt } from '../../content/heroArt'
import { ReachOutForm } from '../reachOut/ReachOutForm'
import { ReachOutNext } from '../journey/ReachOutNext'
import { CornerLink } from '../journey/TalentAgentJourney'
import journey from '../journey/Journey.module.css'
import styles from './ReachOutPage.module.css'

/** /reach-out-a-talent-agent: a message to a Talent Agent (SPEC.md 2.3), and what happens
 *  next beside it. */
export function ReachOutPage() {
  return (
    <div className={journey.page}>
      <CornerLink to="/no-token" label="Close" icon="close" />
      <PageIntro
        eyebrow="Talk to a person"
        title="Reach out to a Talent Agent"
        lead="Tell us who you are and what you are looking for; a Talent Agent answers every message."
        art={heroArt.reachOut}
      />
      <div className={`container ${styles.layout}`}>
        <ReachOutForm />
        <ReachOutNext />
      </div>
    </div>
  )
}
