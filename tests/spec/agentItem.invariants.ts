// What holds in every state of an item's page in the console: checked by the property walks.
import { agentItemMachine } from '../../src/machines/agentItem.machine'
import { invariants } from '../walks/invariant'

export const agentItemInvariants = invariants(agentItemMachine, [
  {
    rule: 'an item is acted on only once it is loaded',
    holds: (snapshot) => !snapshot.matches('ready') || snapshot.context.detail !== null,
  },
  {
    rule: 'only an event the item allows is sent',
    holds: (snapshot) =>
      !snapshot.matches({ ready: 'sending' }) ||
      (snapshot.context.sending !== null &&
        snapshot.context.detail!.allowedEvents.includes(snapshot.context.sending.event)),
  },
  {
    rule: 'a refusal always says why',
    holds: (snapshot) =>
      !(snapshot.matches({ ready: 'stale' }) || snapshot.matches({ ready: 'notAllowed' })) ||
      snapshot.context.refusal !== null,
  },
])
