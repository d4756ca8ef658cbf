// What holds in every state of the NDA page: checked by the property walks (tests/walks).
import { ndaMachine } from '../../src/machines/nda.machine'
import { invariants } from '../walks/invariant'

export const ndaInvariants = invariants(ndaMachine, [
  {
    rule: 'Continue is possible only while the terms are accepted',
    holds: (snapshot) => !snapshot.can({ type: 'CONTINUE' }) || snapshot.matches('accepted'),
  },
  {
    rule: 'the terms cannot be withdrawn while onboarding completes',
    holds: (snapshot) => !snapshot.matches('completing') || !snapshot.can({ type: 'WITHDRAW' }),
  },
])
