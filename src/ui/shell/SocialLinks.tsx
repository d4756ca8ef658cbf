import { config } from '../../lib/config'
import styles from './SocialLinks.module.css'

interface SocialLink {
  label: string
  href: string
  /** A 24×24 path of our own drawing, not a network's trademark. */
  icon: string
}

const socialLinks: SocialLink[] = [
  {
    label: 'Nova Club on our video channel',
    href: config.videoChannelUrl,
    icon: 'M4 6h16v12H4z M10 9v6l5-3z',
  },
  {
    label: 'Nova Club on LinkedIn',
    href: 'https://www.linkedin.com/',
    icon: 'M5 9h3v10H5z M6.5 4.5a1.7 1.7 0 1 1 0 3.4 1.7 1.7 0 0 1 0-3.4 M11 9h3v1.6c.5-1 1.7-1.8 3.3-1.8 2.6 0 3.7 1.6 3.7 4.4V19h-3v-5.2c0-1.4-.5-2.2-1.7-2.2S14 12.5 14 13.8V19h-3z',
  },
  {
    label: 'Nova Club on X',
    href: 'https://x.com/',
    icon: 'M4 4h4.5l11.5 16h-4.5z M18.5 4 5.5 20',
  },
  {
    label: 'Nova Club on Facebook',
    href: 'https://www.facebook.com/',
    icon: 'M13.5 21v-7h2.4l.4-3h-2.8V9.2c0-.9.3-1.5 1.6-1.5h1.4V5.1A19 19 0 0 0 14.4 5c-2.1 0-3.6 1.3-3.6 3.7V11H8.5v3h2.3v7z',
  },
]

/** The club's social channels; each opens in a new tab. */
export function SocialLinks() {
  return (
    <ul className={styles.list}>
      {socialLinks.map((link) => (
        <li key={link.label}>
          <a
            className="icon-button"
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={link.label}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d={link.icon} fill="none" stroke="currentColor" strokeWidth="1.6" />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  )
}
