// What holds in every state of the inbox's bulk actions: checked by the property walks.
import { agentBulkMachine } from '../../src/machines/agentBulk.machine'
import { invariants } from '../walks/invariant'

export const agentBulkInvariants = invariants(agentBulkMachine, [
  {
    rule: 'the bar shows only with items selected',
    holds: (snapshot) =>
      !['selecting', 'confirming', 'sending', 'failed'].some((state) =>
        snapshot.matches(state as 'idle'),
      ) || snapshot.context.selected.length > 0,
  },
  {
    rule: 'nothing is selected when idle, nor once the results are in',
    holds: (snapshot) =>
      !(snapshot.matches('idle') || snapshot.matches('done')) ||
      snapshot.context.selected.length === 0,
  },
  {
    rule: 'an action is confirmed, sent or retried only once chosen',
    holds: (snapshot) =>
      !['confirming', 'sending', 'failed'].some((state) => snapshot.matches(state as 'idle')) ||
      snapshot.context.action !== null,
  },
])
