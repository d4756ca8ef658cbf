import { Link } from '@tanstack/react-router'
import { PageSection } from '../common/PageSection'
import { JoinOrPlatform } from './JoinOrPlatform'
import type { PageLink } from '../../content/types'
import styles from './EntranceBlock.module.css'

/** A closing invitation: a heading, a line of text, a link onwards and 'I want to be a Member'
 *  (which opens the membership dialog at its invitation step). */
export function EntranceBlock({
  id,
  eyebrow,
  title,
  text,
  link,
}: {
  id: string
  eyebrow: string
  title: string
  text: string
  link: PageLink
}) {
  return (
    <PageSection headingId={id} surface="light" containerClassName={styles.entrance}>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
      <div className="button-row">
        <Link to={link.to} hash={link.hash} className="button button--ghost">
          {link.label}
        </Link>
        <JoinOrPlatform>I want to be a Member</JoinOrPlatform>
      </div>
    </PageSection>
  )
}
