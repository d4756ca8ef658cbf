import { Link } from '@tanstack/react-router'
import { BackIcon } from '../forms/Icons'
import { RegistrationSidebar } from '../registration/RegistrationSidebar'
import { ApplicationTimeline, TalentAgentHelps } from '../journey/TalentAgentJourney'
import { BrandBar } from '../shell/BrandBar'
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
      <BrandBar
        start={
          <Link
            to="/"
            className={`button button--ghost button--small ${styles.back}`}
            aria-label="Back to the home page"
          >
            <BackIcon />
            <span>Home</span>
          </Link>
        }
      />
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
