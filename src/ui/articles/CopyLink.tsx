import { useEffect, useId, useRef, useState } from 'react'
import { SocialIcon } from '../shell/SocialIcon'
import styles from './Share.module.css'

/** Copies the page's address. A confirmation says so; when the browser refuses the clipboard,
 *  the address appears in a read-only field, selected, to copy by hand. Presentational state
 *  only: no timer, no request. */
export function CopyLink() {
  const [outcome, setOutcome] = useState<'idle' | 'copied' | 'refused'>('idle')
  const [address, setAddress] = useState('')
  const field = useRef<HTMLInputElement>(null)
  const fieldId = useId()

  useEffect(() => {
    // Focus and select the address, so that Ctrl+C (⌘C) copies it at once.
    if (outcome === 'refused') {
      field.current?.focus()
      field.current?.select()
    }
  }, [outcome])

  async function copy() {
    const href = window.location.href
    setAddress(href)
    try {
      if (!navigator.clipboard) throw new Error('No clipboard in this browser')
      await navigator.clipboard.writeText(href)
      setOutcome('copied')
    } catch {
      setOutcome('refused')
    }
  }

  return (
    <div className={styles.copy}>
      <button type="button" className={styles.button} onClick={copy}>
        <SocialIcon icon="link" />
        Copy link
      </button>
      <p role="status" className={styles.status}>
        {outcome === 'copied' && 'Copied'}
      </p>
      {outcome === 'refused' && (
        <div className={styles.fallback}>
          <label htmlFor={fieldId}>
            Your browser did not allow copying. The address is selected: copy it with Ctrl+C or ⌘C.
          </label>
          <input
            ref={field}
            id={fieldId}
            className={styles.field}
            type="text"
            readOnly
            value={address}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      )}
    </div>
  )
}
