import { CornerLink } from '../journey/TalentAgentJourney'
import { WelcomeMember } from '../welcome/WelcomeMember'
import styles from '../welcome/Welcome.module.css'

/** /welcome/<token>: the welcome mail's personal link, where an approved person chooses a user
 *  name and a password and becomes a member (issue 31; SPEC.md 2.3). No hero: the page speaks
 *  to the one person who holds the link, and on a phone its form is in the first screen
 *  (issue 47). */
export function WelcomePage({ token }: { token: string }) {
  return (
    <div className={styles.page}>
      <CornerLink to="/" label="Home" name="Back to the home page" icon="back" />
      <div className={`container ${styles.column}`}>
        <WelcomeMember token={token} />
      </div>
    </div>
  )
}
