import type { LinkProps } from '@tanstack/react-router'
import type { MembershipDialogStep } from '../../machines/membershipDialog.machine'

export type NavbarVariant = 'public' | 'memberships' | 'club' | 'none'

export interface NavLink {
  label: string
  to: NonNullable<LinkProps['to']>
  hash?: string
  /** Shown in the mobile menu only (SPEC.md 2.2: the mobile menu adds Home). */
  mobileOnly?: boolean
  /** Drawn as a button rather than a text link. */
  button?: boolean
}

/** The links of each navbar variant of SPEC.md 2.2. */
export const navbarLinks: Record<NavbarVariant, NavLink[]> = {
  public: [
    { label: 'Home', to: '/', mobileOnly: true },
    { label: 'Career Path', to: '/career-path' },
    { label: 'Think Tank', to: '/think-tank' },
    { label: 'Our Platform', to: '/our-platform' },
    { label: 'Discover Memberships', to: '/memberships', mobileOnly: true, button: true },
  ],
  memberships: [
    { label: 'Rewards', to: '/memberships-redeem' },
    { label: 'Contact Us', to: '/reach-out-a-talent-agent' },
    { label: 'Discover Memberships', to: '/memberships', button: true },
  ],
  club: [
    { label: 'The Club', to: '/' },
    { label: 'Home', to: '/home' },
    { label: 'About Us', to: '/career-path' },
    { label: 'Membership Levels', to: '/memberships', hash: 'levels' },
    { label: 'Insights', to: '/think-tank' },
    { label: 'Your Journey', to: '/memberships-how-to-earn', hash: 'journey' },
  ],
  none: [],
}

export interface NavAction {
  label: string
  /** The membership dialog step the button opens. */
  step: MembershipDialogStep
}

/** The buttons of each navbar variant that open the membership dialog (SPEC.md 2.2). */
export const navbarActions: Record<NavbarVariant, NavAction[]> = {
  public: [{ label: 'Enter to the Future', step: 1 }],
  memberships: [{ label: 'Platform Access', step: 1 }],
  club: [
    { label: 'Apply to Become a Member', step: 2 },
    { label: 'Log In', step: 1 },
  ],
  none: [],
}

export const footerLinks: { heading: string; links: NavLink[] }[] = [
  {
    heading: 'The Club',
    links: [
      { label: 'Home', to: '/' },
      { label: 'Career Path', to: '/career-path' },
      { label: "Member's Testimonials", to: '/testimonials' },
      { label: 'Our Platform', to: '/our-platform' },
    ],
  },
  {
    heading: 'Think Tank',
    links: [
      { label: 'Think Tank', to: '/think-tank' },
      { label: 'All Podcast', to: '/think-tank-all-podcast' },
      { label: 'All Articles', to: '/our-ecosystem-all-articles' },
      { label: 'Audiobook', to: '/think-tank-audio-book-1' },
    ],
  },
  {
    heading: 'Memberships',
    links: [
      { label: 'Discover Memberships', to: '/memberships' },
      { label: 'How to Earn Nova Points', to: '/memberships-how-to-earn' },
      { label: 'Redeem Points', to: '/memberships-redeem' },
      { label: 'Reach out to a Talent Agent', to: '/reach-out-a-talent-agent' },
    ],
  },
]
