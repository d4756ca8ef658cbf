import type { Image } from './types'

/** Four-step journeys shown as timelines: how a Talent Agent works with a member, and how a
 *  visitor without a referral gets in (SPEC.md 1, 2.1). */
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

/** How a visitor without a referral joins (the no-token and invitation request pages). */
export const applicationSteps: JourneyStep[] = [
  {
    title: 'Reach out',
    body: 'Request an invitation or write to a Talent Agent. Tell us who you are and the work you love doing.',
  },
  {
    title: 'Skills assessment',
    body: 'Complete a short assessment in your own stack. It takes less than an hour and there are no trick questions.',
  },
  {
    title: 'Review by Talent Agents',
    body: 'A Talent Agent reviews your application and your assessment, and gets back to you personally.',
  },
  {
    title: 'Welcome to the club',
    body: 'Once approved, you receive your welcome invitation and a personal token that opens the whole site.',
  },
]

/** The hero of the pages for visitors without a referral: how the Talent Agent helps. */
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
