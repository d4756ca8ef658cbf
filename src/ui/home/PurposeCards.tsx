import { Link } from '@tanstack/react-router'
import { Illustration } from '../common/Illustration'
import { purposeCards } from '../../content/home'
import styles from './PurposeCards.module.css'

/** The three purpose cards: each image gives way to a second one on hover and on keyboard
 *  focus (CSS only). */
export function PurposeCards() {
  return (
    <ul className={styles.cards}>
      {purposeCards.map((card) => (
        <li key={card.title} className={`card ${styles.card}`}>
          <div className={styles.media}>
            <Illustration image={card.image} className={styles.rest} />
            <Illustration image={card.activeImage} className={styles.active} />
          </div>
          <div className={styles.body}>
            <h3 className={styles.title}>{card.title}</h3>
            <p className={styles.text}>{card.body}</p>
            <Link to={card.link.to} className={styles.link}>
              {card.link.label}
              <span aria-hidden="true"> →</span>
            </Link>
          </div>
        </li>
      ))}
    </ul>
  )
}
