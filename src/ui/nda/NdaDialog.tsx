import { useRef, type ReactNode } from 'react'
import { ndaAgreement } from '../../content/nda'
import { useModalDialog } from '../common/useModalDialog'
import styles from './Nda.module.css'

/**
 * The agreement's dialog, its title and text, with `children` (its form) below: no flow of its
 * own; its form's flow arrives after the page has hydrated (src/ui/lazy/lazyFlow.ts).
 */
export function NdaDialog({ children }: { children: ReactNode }) {
  // The prerendered page shows the agreement as an open, non-modal dialog so it paints before
  // any script runs; once hydrated it becomes modal (focus trap, inert page behind it). Focus
  // starts on the title, so the long text is read from its start (WAI-ARIA APG dialog pattern).
  // Escape does nothing: accepting, or leaving by the link, is the way on.
  const title = useRef<HTMLHeadingElement>(null)
  const modal = useModalDialog({ state: 'open', initialFocus: title })
  return (
    <dialog {...modal} open className={styles.dialog} aria-labelledby="nda-title">
      <h1 id="nda-title" ref={title} className={styles.title} tabIndex={-1}>
        {ndaAgreement.title}
      </h1>
      <div className={styles.agreement} role="region" tabIndex={0} aria-label="Agreement text">
        <p>{ndaAgreement.intro}</p>
        {ndaAgreement.clauses.map((clause) => (
          <section key={clause.heading}>
            <h2 className={styles.clause}>{clause.heading}</h2>
            <p>{clause.text}</p>
          </section>
        ))}
      </div>
      {children}
    </dialog>
  )
}
