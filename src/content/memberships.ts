/** The membership levels (SPEC.md 1, 9). Joining is free at every level. */
export interface MembershipLevel {
  name: 'Premium' | 'Master' | 'Elite'
  tagline: string
  description: string
  benefits: string[]
  /** How a member reaches the level. */
  reach: string
}

export const membershipLevels: MembershipLevel[] = [
  {
    name: 'Premium',
    tagline: 'Where every member starts',
    description:
      'Everything you need to work remotely on projects worth your time, from your very first day in the club.',
    benefits: [
      'A Talent Agent from day one',
      'Your personalised job board',
      'Time tracking, automatic invoicing and payouts',
      'Nova Points on everything you do for the club',
    ],
    reach: 'Accepted members start here.',
  },
  {
    name: 'Master',
    tagline: 'For members with a track record',
    description:
      'Priority on the projects that match your direction, and a bigger voice in how the club grows.',
    benefits: [
      'Everything in Premium',
      'First look at new projects in your stack',
      'Invitations to the quarterly Think Tank Salon',
      'Interviewer and mentor roles, with their points',
    ],
    reach: 'Reached after completed projects and goals with strong client recognition.',
  },
  {
    name: 'Elite',
    tagline: 'For the members who shape the club',
    description:
      'Lead squads, shape the Think Tank and help choose the companies and members the club works with.',
    benefits: [
      'Everything in Master',
      'Squad lead roles on multi-member projects',
      'A seat on the Think Tank editorial circle',
      'The richest rewards, and a say in new ones',
    ],
    reach: 'By invitation of the Talent Agents, for sustained excellence and generosity.',
  },
]
