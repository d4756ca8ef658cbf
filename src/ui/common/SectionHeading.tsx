import type { ReactNode } from 'react'
import styles from './SectionHeading.module.css'

export type SectionHeadingProps = {
  id: string
  eyebrow?: string
  title: string
  lead?: ReactNode
  centered?: boolean
  /** A link to the rest (a secondary button), at the heading's end on wide screens. */
  action?: ReactNode
}

/** The eyebrow, h2 and lead that open a section; `id` names the section (aria-labelledby). */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  centered = false,
  action,
}: SectionHeadingProps) {
  const heading = (
    <div className={`${styles.heading} ${centered ? styles.centered : ''}`}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {lead && <p className={styles.lead}>{lead}</p>}
    </div>
  )
  if (!action) return heading
  return (
    <div className={styles.withAction}>
      {heading}
      {action}
    </div>
  )
}
