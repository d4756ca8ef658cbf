import type { Campaign } from '../../api/schemas'
import { sanitizeHtml } from './sanitizeHtml'
import styles from './InterviewOverlay.module.css'

/** Step 2: the position's rich text, sanitized before it reaches the DOM (its name is the row
 *  above, under the heading Position: InterviewOverlayView). */
export function PositionDetails({ id, campaign }: { id: string; campaign: Campaign }) {
  const sections = [
    ['Project & Key Responsibilities', campaign.keyResponsibilities],
    ['Must Skills', campaign.mustHaveTechnologies],
    ['Nice to Have', campaign.niceToHaveTechnologies],
  ] as const
  return (
    <div id={id} className={styles.details}>
      {sections.map(([heading, html], index) => (
        <section key={heading} aria-labelledby={`position-section-${index}`}>
          <h3 id={`position-section-${index}`} className={styles.detailsHeading}>
            {heading}
          </h3>
          <div
            className={styles.richText}
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
          />
        </section>
      ))}
    </div>
  )
}
