import type { ReactNode } from 'react'
import { Breadcrumb, type Crumb } from './Breadcrumb'
import { Illustration } from './Illustration'
import type { Image } from '../../content/types'
import styles from './PageIntro.module.css'

/** The top of a content page: optional breadcrumb, its one h1, a lead paragraph, actions
 *  (children) and an optional illustration beside them on wide screens. */
export function PageIntro({
  eyebrow,
  title,
  lead,
  breadcrumb,
  art,
  children,
}: {
  eyebrow?: string
  title: string
  lead?: ReactNode
  breadcrumb?: Crumb[]
  art?: Image
  children?: ReactNode
}) {
  return (
    <header className={styles.intro}>
      <div className={`container ${styles.inner} ${art ? styles.withArt : ''}`}>
        <div className={styles.text}>
          {breadcrumb && <Breadcrumb trail={breadcrumb} />}
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h1 className={styles.title}>{title}</h1>
          {lead && <p className={styles.lead}>{lead}</p>}
          {children}
        </div>
        {art && <Illustration image={art} priority className={styles.art} />}
      </div>
    </header>
  )
}
