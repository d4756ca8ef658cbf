import { RegistrationSidebar } from '../registration/RegistrationSidebar'
import { ApplicationTimeline, CornerLink, TalentAgentHelps } from '../journey/TalentAgentJourney'
import journey from '../journey/Journey.module.css'
import styles from './InvitationRequestPage.module.css'

/**
 * /i-want-a-password: the request form in the first screen (on a phone right under the
 * page's heading, on a wide screen beside it; the form's own title and line say the rest), then
 * how a Talent Agent helps and the four steps (SPEC.md 2.1, 2.3; issue 47). The back link to /
 * says where it goes, in words.
 */
export function InvitationRequestPage() {
  return (
    <div className={journey.page}>
      <CornerLink to="/" label="Home" name="Back to the home page" icon="back" />
      <div className={`container ${styles.layout}`}>
        <h1 className={styles.title}>Your Talent Agent, from the first day</h1>
        <RegistrationSidebar />
        <div className={`${journey.body} ${styles.body}`}>
          <TalentAgentHelps />
          <ApplicationTimeline />
        </div>
      </div>
    </div>
  )
}
