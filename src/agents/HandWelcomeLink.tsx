import { useState } from 'react'
import styles from './Console.module.css'

/** An approved request that left no address (a LinkedIn profile): its welcome link, shown this
 *  once for the agent to send by hand (only its hash is stored). Copying is a convenience the
 *  browser may refuse; the link stays selectable text. */
export function HandWelcomeLink({ link }: { link: string | undefined }) {
  const [copied, setCopied] = useState(false)
  if (!link) return null
  const copy = () =>
    navigator.clipboard?.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  return (
    <section className={`${styles.card} ${styles.stack}`} aria-labelledby="welcome-link">
      <h2 id="welcome-link" className={styles.subheading}>
        Send this welcome link by hand
      </h2>
      <p className={styles.hint}>
        This request left no address, so no mail went out. Send the person this link (a LinkedIn
        message, say). It is shown only now: copy it before you leave this page. It works once,
        until it expires.
      </p>
      <p className={styles.fieldValue}>
        <code>{link}</code>
      </p>
      <p>
        <button type="button" className="button button--ghost button--small" onClick={copy}>
          Copy the link
        </button>{' '}
        <span role="status">{copied ? 'Copied.' : ''}</span>
      </p>
    </section>
  )
}
