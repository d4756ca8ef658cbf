/** The four Talent Agents of the home page slider and the career path page (SPEC.md 2.7). */
export interface TalentAgent {
  title: 'The Connector' | 'The Insightful' | 'The Explorer' | 'The Architect'
  name: string
  role: string
  quote: string
}

export const talentAgents: TalentAgent[] = [
  {
    title: 'The Connector',
    name: 'Maya',
    role: 'Talent Agent for matching and onboarding',
    quote: 'I know who needs whom. My job is to put you in the room where your skills matter most.',
  },
  {
    title: 'The Insightful',
    name: 'Theo',
    role: 'Talent Agent for goals and reviews',
    quote: 'I read the signals in your work and help you see the next step before you ask for it.',
  },
  {
    title: 'The Explorer',
    name: 'Iris',
    role: 'Talent Agent for new fields and technologies',
    quote:
      'When a new field opens up, I map it for you and find the first project that gets you in.',
  },
  {
    title: 'The Architect',
    name: 'Jonas',
    role: 'Talent Agent for long-term career design',
    quote:
      'I help you design a career the way you design systems: deliberately, and built to last.',
  },
]
