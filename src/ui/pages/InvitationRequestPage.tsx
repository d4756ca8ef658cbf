import { PageIntro } from '../common/PageIntro'
import { heroArt } from '../../content/heroArt'
import { RegistrationSidebar } from '../registration/RegistrationSidebar'
import { ApplicationTimeline, CornerLink, TalentAgentHelps } from '../journey/TalentAgentJourney'
import journey from '../journey/Journey.module.css'
import styles from './InvitationRequestPage.module.css'

/** /i-want-a-password: how a Talent Agent helps, the four steps, and the request form in a
 *  collapsible sidebar (SPEC.md 2.1, 2.3). */
export function InvitationRequestPage() {
  return (
    <div className={journey.page}>
      <CornerLink to="/" label="Back to the home page" icon="back" />
      <PageIntro
        eyebrow="Request an invitation"
        title="Your Talent Agent, from the first day"
        lead="Fill out the form, let our Talent Agents review it, and receive your welcome invitation."
        art={heroArt.invitation}
      />
      {/* The form first (on a phone, right under the intro; on a desktop, the right column),
          then what a Talent Agent does and the four steps. */}
      <div className={`container ${styles.layout}`}>
        <RegistrationSidebar />
        <div className={`${journey.body} ${styles.body}`}>
          <TalentAgentHelps />
          <ApplicationTimeline />
        </div>
      </div>
    </div>
  )
}
