// The copy of /i-want-a-password: how a Talent Agent helps, and the application in four steps
// (SPEC.md 1: a form, a review by Talent Agents, a short skills assessment, then the welcome
// invitation with a personal token). /no-token's own steps: noReferral.ts.
import type { JourneyStep } from './journey'

/** How a Talent Agent helps a new member. */
export const talentAgentHelps: JourneyStep[] = [
  {
    title: 'A guide from day one',
    body: 'Your Talent Agent is an AI-assisted career guide who walks you through onboarding and sets your first goals with you.',
  },
  {
    title: 'Projects that fit you',
    body: 'They match you with remote projects for companies around the world, chosen for your skills and your ambitions.',
  },
  {
    title: 'Check-ins that keep you growing',
    body: 'Regular conversations keep your goals current, and every step forward earns you Nova Points.',
  },
]

/** How a visitor without a referral joins. */
export const applicationSteps: JourneyStep[] = [
  {
    title: 'Reach out',
    body: 'Write to a Talent Agent or request an invitation: a few lines about you are enough.',
  },
  {
    title: 'Fill out the form',
    body: 'Share your name, your role and, if someone referred you, their name.',
  },
  {
    title: 'Review and skills assessment',
    body: 'Talent Agents review your application and invite you to a short skills assessment.',
  },
  {
    title: 'Your welcome invitation',
    body: 'Once approved, you receive your invitation and a personal token for full access to the club.',
  },
]
