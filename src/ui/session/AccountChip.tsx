import { initialsOf } from '../../lib/initials'
import { config } from '../../lib/config'
import { useSessionFlow, useSessionState } from './SessionProvider'
import styles from './AccountChip.module.css'

/** The signed-in member's circular chip with their initials (SPEC.md 2.2); its menu (a native
 *  popover: Escape and a click outside close it) opens the platform or logs out. */
export function AccountChip() {
  const session = useSessionFlow()
  const userLogin = useSessionState((snapshot) => snapshot?.context.session?.user_login)
  if (!userLogin) return null
  const fullName = `${userLogin.first_name} ${userLogin.last_name}`.trim()
  return (
    <div className={styles.account}>
      <button
        type="button"
        className={styles.chip}
        popoverTarget="account-menu"
        aria-label={`Account of ${fullName}`}
      >
        <span aria-hidden="true">{initialsOf(userLogin)}</span>
      </button>
      <div id="account-menu" popover="auto" className={styles.menu}>
        <p className={styles.name}>{fullName}</p>
        <ul className={styles.items}>
          <li>
            <a
              className={styles.item}
              href={config.platformUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              Go to the Platform
            </a>
          </li>
          <li>
            <button
              type="button"
              className={styles.item}
              onClick={() => session.current()?.send({ type: 'LOG_OUT' })}
            >
              Log Out
            </button>
          </li>
        </ul>
      </div>
    </div>
  )
}
