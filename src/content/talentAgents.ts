import type { Image } from './types'

/** The four Talent Agents of the home page slider and the career path page (SPEC.md 2.7). */
export interface TalentAgent {
  title: 'The Connector' | 'The Insightful' | 'The Explorer' | 'The Architect'
  name: string
  role: string
  quote: string
  /** An illustrated portrait of our own. */
  photo: Image
}

const portrait = (name: string, title: string, file: string): Image => ({
  src: `/images/agents/${file}.svg`,
  alt: `Illustrated portrait of ${name}, ${title}`,
  width: 480,
  height: 560,
})

export const talentAgents: TalentAgent[] = [
  {
    title: 'The Connector',
    name: 'Maya',
    role: 'Talent Agent for matching and onboarding',
    quote: 'I know who needs whom. My job is to put you in the room where your skills matter most.',
    photo: portrait('Maya', 'The Connector', 'connector'),
  },
  {
    title: 'The Insightful',
    name: 'Theo',
    role: 'Talent Agent for goals and reviews',
    quote: 'I read the signals in your work and help you see the next step before you ask for it.',
    photo: portrait('Theo', 'The Insightful', 'insightful'),
  },
  {
    title: 'The Explorer',
    name: 'Iris',
    role: 'Talent Agent for new fields and technologies',
    quote:
      'When a new field opens up, I map it for you and find the first project that gets you in.',
    photo: portrait('Iris', 'The Explorer', 'explorer'),
  },
  {
    title: 'The Architect',
    name: 'Jonas',
    role: 'Talent Agent for long-term career design',
    quote:
      'I help you design a career the way you design systems: deliberately, and built to last.',
    photo: portrait('Jonas', 'The Architect', 'architect'),
  },
]
