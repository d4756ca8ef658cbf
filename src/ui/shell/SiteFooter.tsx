import { Link, useMatches } from '@tanstack/react-router'
import { Logo } from './Logo'
import { SocialLinks } from './SocialLinks'
import { footerLinks } from './navigation'
import { SubscribeBox } from '../subscribe/SubscribeBox'
import styles from './SiteFooter.module.css'

/** Site links, social channels, the 'Subscribe to Us!' box (not on a page with a subscribe
 *  form of its own) and the legal line (SPEC.md 2.2). */
export function SiteFooter() {
  const subscribe = useMatches({
    select: (matches) => !matches.some((match) => match.staticData?.footerSubscribe === false),
  })
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.about}>
          <Logo />
          <p className={styles.tagline}>
            A private, invitation-only club for brilliant minds in technology. Joining is free.
          </p>
          <SocialLinks />
        </div>
        <nav aria-label="Footer" className={styles.sitemap}>
          {footerLinks.map((group) => (
            <div key={group.heading}>
              <h2 className={styles.heading}>{group.heading}</h2>
              <ul className={styles.links}>
                {group.links.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to} className={styles.link}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        {subscribe && (
          <section className={styles.subscribe} aria-labelledby="footer-subscribe-heading">
            <h2 id="footer-subscribe-heading" className={styles.heading}>
              Subscribe to Us!
            </h2>
            <SubscribeBox idPrefix="footer" />
          </section>
        )}
      </div>
      <div className={`container ${styles.legal}`}>
        <p>© 2025 Nova Club. All rights reserved</p>
        <ul className={styles.legalLinks}>
          <li>Terms of Use</li>
          <li>Privacy Policy</li>
        </ul>
      </div>
    </footer>
  )
}
