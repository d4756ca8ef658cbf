// The copy of /no-token: the way in for a visitor without a referral (SPEC.md 1: contact a
// Talent Agent or request an invitation, a short skills assessment, then a personal token). A
// module of its own: the pages that share the journey's sections load none of it.
import type { JourneyStep } from './journey'

export const noReferralSteps: JourneyStep[] = [
  {
    title: 'Start a conversation',
    body: 'Write to a Talent Agent, or request an invitation. A few lines about you and your work are enough.',
  },
  {
    title: 'Show what you do best',
    body: 'Your Talent Agent invites you to a short skills assessment, at a time that suits you.',
  },
  {
    title: 'Receive your personal token',
    body: 'Once it is done, a personal token opens the whole club to you.',
  },
]
