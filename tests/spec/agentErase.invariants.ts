// What holds in every state of the console's erasure: checked by the property walks.
import { agentEraseMachine, sameContact } from '../../src/machines/agentErase.machine'
import { invariants } from '../walks/invariant'

export const agentEraseInvariants = invariants(agentEraseMachine, [
  {
    rule: 'nothing is erased unless the address was typed twice the same',
    holds: (snapshot) =>
      !(snapshot.matches('confirming') || snapshot.matches('erasing')) ||
      sameContact(snapshot.context),
  },
  {
    rule: 'what was erased is shown only once erased',
    holds: (snapshot) => (snapshot.context.erased !== null) === snapshot.matches('erased'),
  },
])
