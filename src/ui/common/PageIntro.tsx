import type { ReactNode } from 'react'
import { Breadcrumb, type Crumb } from './Breadcrumb'
import styles from './PageIntro.module.css'

/** The top of a content page: optional breadcrumb, its one h1, and a lead paragraph. */
export function PageIntro({
  eyebrow,
  title,
  lead,
  breadcrumb,
  children,
}: {
  eyebrow?: string
  title: string
  lead?: ReactNode
  breadcrumb?: Crumb[]
  children?: ReactNode
}) {
  return (
    <header className={`container ${styles.intro}`}>
      {breadcrumb && <Breadcrumb trail={breadcrumb} />}
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 className={styles.title}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </header>
  )
}
