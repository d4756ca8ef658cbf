import { useRef } from 'react'
import { Link } from '@tanstack/react-router'
import { Logo } from './Logo'
import { MembershipDialogButton } from '../membership/MembershipDialogButton'
import { AccountChip } from '../session/AccountChip'
import { useSignedIn } from '../session/SessionProvider'
import { navbarActions, navbarLinks, type NavLink, type NavbarVariant } from './navigation'
import styles from './SiteHeader.module.css'

function NavItem({ link, onNavigate }: { link: NavLink; onNavigate?: () => void }) {
  return (
    <li>
      <Link
        to={link.to}
        hash={link.hash}
        // A link drawn as a button is the ghost pill: the bar's one gold pill is its action.
        className={
          link.button ? `button button--ghost button--small ${styles.pillLink}` : styles.link
        }
        onClick={onNavigate}
      >
        {link.label}
      </Link>
    </li>
  )
}

/** The navbar in its SPEC.md 2.2 variants; the mobile menu is a native popover. A signed-in
 *  member sees the initials chip in place of the buttons that open the membership dialog. */
export function SiteHeader({ variant }: { variant: Exclude<NavbarVariant, 'none'> }) {
  const menu = useRef<HTMLDivElement>(null)
  const links = navbarLinks[variant]
  const signedIn = useSignedIn()
  const actions = signedIn ? [] : navbarActions[variant]
  const closeMenu = () => menu.current?.hidePopover()

  return (
    <header className={styles.header} data-variant={variant}>
      <div className={`container ${styles.bar}`}>
        <Link to="/" className={styles.brand} aria-label="Nova Club home">
          <Logo collapsible />
        </Link>
        <nav aria-label="Main" className={styles.desktopNav}>
          <ul className={styles.links}>
            {links
              .filter((link) => !link.mobileOnly)
              .map((link) => (
                <NavItem key={link.label} link={link} />
              ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          {signedIn && <AccountChip />}
          {actions.map((action, i) => (
            <MembershipDialogButton
              key={action.label}
              step={action.step}
              // The bar's buttons are the small pills (every variant): the bar is one family,
              // and the club's six links and two buttons fit the content grid at 1280 px.
              className={`button button--small ${i === 0 ? 'button--primary' : `button--ghost ${styles.secondaryAction}`} ${styles.action}`}
            >
              {action.label}
            </MembershipDialogButton>
          ))}
          <button
            type="button"
            className={styles.menuButton}
            popoverTarget="mobile-menu"
            aria-label="Menu"
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
      </div>
      <div id="mobile-menu" ref={menu} popover="auto" className={styles.mobileMenu}>
        <nav aria-label="Mobile">
          <ul className={styles.mobileLinks}>
            {links.map((link) => (
              <NavItem key={link.label} link={link} onNavigate={closeMenu} />
            ))}
            {actions.map((action, i) => (
              // The second button is in the menu on phones; the club navbar's long first one
              // too, on the narrowest phones, where the bar keeps the club's name instead.
              <li key={action.label} className={i === 0 ? styles.menuPrimary : undefined}>
                <MembershipDialogButton
                  step={action.step}
                  className={`button ${i === 0 ? 'button--primary' : 'button--ghost'}`}
                >
                  {action.label}
                </MembershipDialogButton>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  )
}
