import type { Image } from './types'

/** The sections of /our-platform (SPEC.md 2.1): what members do on the platform. */
export interface PlatformSection {
  id: 'collaboration' | 'management' | 'productivity' | 'optimization'
  label: string
  title: string
  body: string
  features: string[]
  image: Image
}

const illustration = (id: PlatformSection['id'], alt: string): Image => ({
  src: `/images/platform/${id}.svg`,
  alt,
  width: 640,
  height: 480,
})

export const platformSections: PlatformSection[] = [
  {
    id: 'collaboration',
    label: 'Collaboration',
    title: 'Squads that find each other',
    body: 'Projects are staffed by small squads of members who complement each other. The platform shows who is on your squad, what they are working on and where they are in the day.',
    features: [
      'Shared squad boards for every project',
      'Overlap hours across time zones, at a glance',
      'Written handovers that stay with the project',
    ],
    image: illustration(
      'collaboration',
      'Four engraved portraits of a squad, joined by gold lines to a shared board and to each other',
    ),
  },
  {
    id: 'management',
    label: 'Management',
    title: 'Your work, in one place',
    body: 'Your personalised job board lists the projects that fit your skills and direction. Contracts, goals and the notes from your Talent Agent live beside them.',
    features: [
      'A personalised job board, matched to your stack',
      'Contracts and milestones for every engagement',
      'Quarterly goals set with your Talent Agent',
    ],
    image: illustration(
      'management',
      'An engraved portrait of a member beside a job board, one card lit in gold and ticked',
    ),
  },
  {
    id: 'productivity',
    label: 'Productivity',
    title: 'The admin does itself',
    body: 'Track your time with one click, and the platform turns it into invoices and payouts. No spreadsheets at the end of the month, no chasing late payments.',
    features: [
      'One-click time tracking',
      'Automatic invoicing to every client',
      'Payouts on a predictable schedule',
    ],
    image: illustration(
      'productivity',
      'An engraved portrait of a member beside a clock whose hour leads into a stack of coins',
    ),
  },
  {
    id: 'optimization',
    label: 'Optimization',
    title: 'Better every quarter',
    body: 'See how your work develops: skills you used, goals you reached, the recognition you earned and the Nova Points that came with it. Your Talent Agent uses the same view to plan your next step.',
    features: [
      'A record of skills, goals and client recognition',
      'Nova Points balance and rewards in one view',
      'Check-ins with your Talent Agent, scheduled for you',
    ],
    image: illustration(
      'optimization',
      'An engraved portrait of a member beside steps that climb towards a gold star',
    ),
  },
]
