// What holds in every state of the interview link's keeper: checked by the property walks.
import { interviewLinkMachine } from '../../src/machines/interviewLink.machine'
import { invariants } from '../walks/invariant'

export const interviewLinkInvariants = invariants(interviewLinkMachine, [
  {
    rule: 'a campaign is known only with the interview link it came from',
    holds: (snapshot) =>
      snapshot.context.campaign === null || snapshot.context.interviewLink !== null,
  },
  {
    rule: 'nothing is restored or fetched before the first route change',
    holds: (snapshot) => snapshot.matches('waiting') || snapshot.context.path !== null,
  },
  {
    rule: 'a routing decision is never a resting state',
    holds: (snapshot) => !snapshot.matches('routing'),
  },
])
