import { Link } from '@tanstack/react-router'
import { config } from '../../lib/config'
import type { MembershipDialogStep } from '../../machines/membershipDialog.machine'
import styles from './MembershipDialog.module.css'

/** What the dialog shows at each step. */
export function MembershipDialogContent({ step }: { step: MembershipDialogStep }) {
  if (step === 1) {
    return (
      <div className={styles.body}>
        <h2 id="membership-dialog-title" className={styles.title}>
          Platform Access
        </h2>
        <p>Members sign in on the club's platform.</p>
        <a className="button button--primary" href={`${config.platformUrl}/login`}>
          Go to the Platform
        </a>
      </div>
    )
  }
  return (
    <div className={styles.body}>
      <h2 id="membership-dialog-title" className={styles.title}>
        Start your Journey
      </h2>
      <p>Joining is free. Request an invitation and a Talent Agent will get in touch.</p>
      <Link className="button button--primary" to="/i-want-a-password">
        Request an Invitation
      </Link>
    </div>
  )
}
