import { Illustration } from '../common/Illustration'
import { partners } from '../../content/partners'
import styles from './PartnerLogos.module.css'

/** The nine logos; the copy that makes the loop seamless is hidden from screen readers. */
function LogoList({ copy = false }: { copy?: boolean }) {
  return (
    <ul className={`${styles.logos} ${copy ? styles.copy : ''}`} aria-hidden={copy || undefined}>
      {partners.map((partner) => (
        <li key={partner.name} className={styles.logo}>
          <Illustration image={copy ? { ...partner.logo, alt: '' } : partner.logo} />
        </li>
      ))}
    </ul>
  )
}

/** The companies members work with: a slowly scrolling band of their logos (SPEC.md 2.2).
 *  For signed-in members only; the session decides where it is mounted. Screen readers read
 *  the list once. Under prefers-reduced-motion the band stands still and wraps. */
export function PartnerLogos() {
  return (
    <section className={`section--tight ${styles.partners}`} aria-labelledby="partners-heading">
      <div className="container">
        <h2 id="partners-heading" className={`label ${styles.heading}`}>
          Members of the club work with
        </h2>
      </div>
      <div className={styles.viewport}>
        <div className={styles.track}>
          <LogoList />
          <LogoList copy />
        </div>
      </div>
    </section>
  )
}
