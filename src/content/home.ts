import type { Image, PageLink } from './types'

/** The copy of the landing page (SPEC.md 2.2). */
export const homeHero = {
  eyebrow: 'Invitation only · Free to join',
  title: 'The private club for brilliant minds in tech',
  lead: 'Work remotely on projects for ambitious companies around the world, with a Talent Agent at your side from day one.',
  art: {
    src: '/images/home/hero-nova.svg',
    alt: '',
    width: 560,
    height: 560,
  } satisfies Image,
}

/** A purpose card: its image changes on hover and on keyboard focus. */
export interface PurposeCard {
  title: string
  body: string
  link: PageLink
  image: Image
  activeImage: Image
}

const purposeImage = (name: string, state: 'rest' | 'active'): Image => ({
  src: `/images/purpose/${name}-${state}.svg`,
  alt: '',
  width: 480,
  height: 360,
})

export const purposeSection = {
  eyebrow: 'Our purpose',
  title: 'A club built around the people who build',
  lead: 'Talent is everywhere; opportunity is not. We bring the two together, and we stay with you afterwards.',
}

export const purposeCards: PurposeCard[] = [
  {
    title: 'Work that moves the world',
    body: 'Remote projects for large companies on every continent, chosen for the craft they ask of you, not only for the rate.',
    link: { label: 'See how the platform works', to: '/our-platform' },
    image: purposeImage('projects', 'rest'),
    activeImage: purposeImage('projects', 'active'),
  },
  {
    title: 'A guide, not a gatekeeper',
    body: 'Your Talent Agent, an AI-assisted career guide, helps you set goals, find the right project and grow from one to the next.',
    link: { label: 'Meet the Talent Agents', to: '/career-path' },
    image: purposeImage('guide', 'rest'),
    activeImage: purposeImage('guide', 'active'),
  },
  {
    title: 'Rewards that respect your time',
    body: 'You earn a salary and Nova Points. Redeem them for time off, premium perks and exclusive subscriptions.',
    link: { label: 'Explore the rewards', to: '/memberships-redeem' },
    image: purposeImage('rewards', 'rest'),
    activeImage: purposeImage('rewards', 'active'),
  },
]

export const freeJoining = {
  title: 'Joining is completely free.',
  body: 'No fees, no hidden costs, not now and not later. You bring your talent; the club brings the projects, the tools and a Talent Agent at your side.',
}

export const approachTeaser = {
  link: { label: 'Explore our platform', to: '/our-platform' } satisfies PageLink,
}

export const agentsTeaser = {
  link: { label: 'Discover your career path', to: '/career-path' } satisfies PageLink,
}

export const thinkTankTeaser = {
  eyebrow: 'Think Tank',
  title: 'Ideas from inside the club',
  lead: 'Essays, videos, a podcast and a free book by members who build the future for a living.',
  link: { label: 'Visit the Think Tank', to: '/think-tank' } satisfies PageLink,
}
