// A candidate's progress only goes forward: checked by the property walks (tests/walks).
import { candidateProgressMachine } from '../../src/machines/candidateProgress.machine'
import { invariants } from '../walks/invariant'

/** The event that reports each step (issue 31). */
const reportOf: Record<
  string,
  'LINK_OPENED' | 'POSITION_VIEWED' | 'CODE_ACCEPTED' | 'INTERVIEW_STARTED'
> = {
  linkOpened: 'LINK_OPENED',
  positionViewed: 'POSITION_VIEWED',
  codeAccepted: 'CODE_ACCEPTED',
  interviewStarted: 'INTERVIEW_STARTED',
}

export const candidateProgressInvariants = invariants(candidateProgressMachine, [
  {
    rule: 'the step a candidate is at is not reported again',
    holds: (snapshot) => {
      const report = reportOf[snapshot.value as string]
      return report === undefined || !snapshot.can({ type: report })
    },
  },
  {
    rule: 'an opened link is reported only for a candidate who was just invited',
    holds: (snapshot) => snapshot.matches('invited') || !snapshot.can({ type: 'LINK_OPENED' }),
  },
])
