import type { Campaign } from '../../api/schemas'
import { sanitizeHtml } from './sanitizeHtml'
import styles from './InterviewOverlay.module.css'

/** Step 2: the position and its rich text, sanitized before it reaches the DOM. */
export function PositionDetails({ id, campaign }: { id: string; campaign: Campaign }) {
  const sections = [
    ['Project & Key Responsibilities', campaign.keyResponsibilities],
    ['Must Skills', campaign.mustHaveTechnologies],
    ['Nice to Have', campaign.niceToHaveTechnologies],
  ] as const
  return (
    <div id={id} className={styles.details}>
      <section aria-labelledby="position-heading">
        <h3 id="position-heading" className={styles.detailsHeading}>
          Position
        </h3>
        <p className={styles.richText}>{campaign.positionName}</p>
      </section>
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
