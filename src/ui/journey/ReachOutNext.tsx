import { Link } from '@tanstack/react-router'
import { reachOutNext } from '../../content/reachOutNext'
import { StepCards } from './TalentAgentJourney'
import styles from './ReachOutNext.module.css'

/** What becomes of a message to a Talent Agent, beside the reach-out form. */
export function ReachOutNext() {
  return (
    <aside className={styles.aside} aria-labelledby="reach-out-next">
      <h2 id="reach-out-next" className={styles.heading}>
        What happens next
      </h2>
      <StepCards steps={reachOutNext} />
      <p>
        <Link to="/i-want-a-password" className="button button--ghost">
          Request an invitation
        </Link>
      </p>
    </aside>
  )
}
