import { SocialIcon, type SocialIconName } from '../shell/SocialIcon'
import styles from './Share.module.css'

/** Share the page on LinkedIn, X and Facebook: each link carries the encoded page address and
 *  opens in a new tab. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const page = encodeURIComponent(url)
  const networks: { name: string; icon: SocialIconName; href: string }[] = [
    {
      name: 'LinkedIn',
      icon: 'linkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${page}`,
    },
    {
      name: 'X',
      icon: 'x',
      href: `https://x.com/intent/post?url=${page}&text=${encodeURIComponent(title)}`,
    },
    {
      name: 'Facebook',
      icon: 'facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${page}`,
    },
  ]
  return (
    <ul className={styles.networks}>
      {networks.map((network) => (
        <li key={network.name}>
          <a
            className={styles.button}
            href={network.href}
            target="_blank"
            rel="noopener noreferrer"
          >
            <SocialIcon icon={network.icon} />
            <span className="visually-hidden">Share on </span>
            {network.name}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
