/** The five slides of the home page's approach slider (SPEC.md 2.7). */
export interface ApproachSlide {
  tab: 'Collaborative' | 'Remote' | 'Growth' | 'Goals' | 'Projects'
  title: string
  body: string
}

export const approachSlides: ApproachSlide[] = [
  {
    tab: 'Collaborative',
    title: 'Teams that choose each other',
    body: 'Members form small squads around a project and share what they learn with the whole club.',
  },
  {
    tab: 'Remote',
    title: 'Work from where you think best',
    body: 'Every engagement is remote by design, with overlap hours agreed up front instead of offices.',
  },
  {
    tab: 'Growth',
    title: 'A career that compounds',
    body: 'Mentorships, the Think Tank and Nova Points reward the skills you add, not the hours you log.',
  },
  {
    tab: 'Goals',
    title: 'Goals you set with your agent',
    body: 'Your Talent Agent turns ambitions into quarterly goals and checks in on them with you.',
  },
  {
    tab: 'Projects',
    title: 'Projects worth your time',
    body: 'Engagements with ambitious companies worldwide, matched to your stack and your direction.',
  },
]
