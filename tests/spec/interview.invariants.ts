// What holds in every state of the candidate's interview overlay: checked by the property walks.
import { interviewMachine } from '../../src/machines/interview.machine'
import { invariants } from '../walks/invariant'

export const interviewInvariants = invariants(interviewMachine, [
  {
    rule: 'the interview is unlocked or started only once the position was viewed',
    holds: (snapshot) =>
      !(
        snapshot.matches({ shown: { panel: 'details' } }) ||
        snapshot.matches({ shown: { panel: 'unlocking' } }) ||
        snapshot.matches({ shown: { panel: 'start' } })
      ) || snapshot.context.viewed,
  },
  {
    rule: 'the step behind the access code is remembered exactly while the code is asked for',
    holds: (snapshot) =>
      (snapshot.context.startedFrom !== null) ===
      snapshot.matches({ shown: { panel: 'unlocking' } }),
  },
  {
    rule: 'the overlay shows only for an interview link',
    holds: (snapshot) => !snapshot.matches('shown') || snapshot.context.link !== null,
  },
])
