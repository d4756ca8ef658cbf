import type { Image } from './types'

/** A step of a journey: how a Talent Agent works with a member (below), how a visitor without
 *  a referral gets in (talentAgentJourney.ts), SPEC.md 1, 2.1. */
export interface JourneyStep {
  title: string
  body: string
}

/** What the Talent Agent does from day one (the career path page). */
export const agentSupportSteps: JourneyStep[] = [
  {
    title: 'Onboarding',
    body: 'Your agent walks you through the club, the platform and the way projects work, and learns what you are great at.',
  },
  {
    title: 'Goal setting',
    body: 'Together you set up to three goals a quarter: skills to grow, kinds of projects to try, recognition to earn.',
  },
  {
    title: 'Matching',
    body: 'Your agent matches you to projects that fit your stack and your direction, and introduces you to the squad.',
  },
  {
    title: 'Check-ins',
    body: 'Short, regular check-ins keep your goals honest and catch problems early, before they become a bad month.',
  },
]

/** How the Talent Agent helps, as a hero's copy; /career-path shows its art. */
export const agentHelpHero = {
  eyebrow: 'Your Talent Agent',
  title: 'A guide at your side, from the first day',
  lead: 'Every member has a Talent Agent, an AI-assisted career guide who helps with onboarding, goals, matching to projects and regular check-ins. It starts before you join: an agent reads every request personally.',
  art: {
    src: '/images/home/agent-guide.svg',
    alt: '',
    width: 480,
    height: 480,
  } satisfies Image,
}
