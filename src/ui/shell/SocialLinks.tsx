import { config } from '../../lib/config'
import { SocialIcon, type SocialIconName } from './SocialIcon'
import styles from './SocialLinks.module.css'

interface SocialLink {
  label: string
  href: string
  icon: SocialIconName
}

const socialLinks: SocialLink[] = [
  { label: 'Nova Club on our video channel', href: config.videoChannelUrl, icon: 'video' },
  { label: 'Nova Club on LinkedIn', href: 'https://www.linkedin.com/', icon: 'linkedIn' },
  { label: 'Nova Club on X', href: 'https://x.com/', icon: 'x' },
  { label: 'Nova Club on Facebook', href: 'https://www.facebook.com/', icon: 'facebook' },
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
            <SocialIcon icon={link.icon} />
          </a>
        </li>
      ))}
    </ul>
  )
}
