import { clubEvents } from '../../content/thinkTank'
import styles from './EventList.module.css'

/** The club's recurring events. */
export function EventList() {
  return (
    <ul className={styles.events}>
      {clubEvents.map((event) => (
        <li key={event.title} className={`card ${styles.event}`}>
          <p className={styles.cadence}>{event.cadence}</p>
          <h3 className={styles.title}>{event.title}</h3>
          <p className={styles.format}>{event.format}</p>
          <p className={styles.description}>{event.description}</p>
        </li>
      ))}
    </ul>
  )
}
