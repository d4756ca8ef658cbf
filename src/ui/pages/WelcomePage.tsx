import { PageIntro } from '../common/PageIntro'
import { heroArt } from '../../content/heroArt'
import { CornerLink } from '../journey/TalentAgentJourney'
import { WelcomeMember } from '../welcome/WelcomeMember'
import styles from '../journey/Journey.module.css'

/** /welcome/<token>: the welcome mail's personal link, where an approved person chooses a user
 *  name and a password and becomes a member (issue 31; SPEC.md 2.3). */
export function WelcomePage({ token }: { token: string }) {
  return (
    <div className={styles.page}>
      <CornerLink to="/" label="Back to the home page" icon="back" />
      <PageIntro
        eyebrow="Your welcome invitation"
        title="Become a member of Nova Club"
        lead="Once a Talent Agent approves a request, its personal link opens this page: choose your user name and password here, then sign in."
        art={heroArt.invitation}
      />
      <div className={`container ${styles.narrow}`}>
        <WelcomeMember token={token} />
      </div>
    </div>
  )
}
