import type { ReactNode } from 'react'
import styles from './SectionHeading.module.css'

/** The eyebrow, h2 and lead that open a section; `id` names the section (aria-labelledby). */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  centered = false,
}: {
  id: string
  eyebrow?: string
  title: string
  lead?: ReactNode
  centered?: boolean
}) {
  return (
    <div className={`${styles.heading} ${centered ? styles.centered : ''}`}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {lead && <p className={styles.lead}>{lead}</p>}
    </div>
  )
}
