import type { JourneyStep } from '../../content/journey'
import styles from './Timeline.module.css'

/** Numbered steps, side by side on wide screens and one under another on phones. Place it
 *  under an h2: each step is an h3. */
export function Timeline({ steps }: { steps: JourneyStep[] }) {
  return (
    <ol className={styles.timeline}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.marker} aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className={styles.title}>{step.title}</h3>
          <p className={styles.body}>{step.body}</p>
        </li>
      ))}
    </ol>
  )
}
