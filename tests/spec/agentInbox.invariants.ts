// What holds in every state of the console's inbox: checked by the property walks (tests/walks).
import { agentInboxMachine } from '../../src/machines/agentInbox.machine'
import { invariants } from '../walks/invariant'

export const agentInboxInvariants = invariants(agentInboxMachine, [
  {
    rule: 'the keyboard is always on an item shown (or at the top of an empty list)',
    holds: ({ context }) =>
      context.items.length === 0
        ? context.selected === 0
        : context.selected >= 0 && context.selected < context.items.length,
  },
  {
    rule: 'more is asked for only when there is a next page',
    holds: (snapshot) =>
      !snapshot.matches({ ready: 'loadingMore' }) || snapshot.context.next !== null,
  },
  {
    rule: 'nothing opens before the list is shown',
    holds: (snapshot) => snapshot.matches('ready') || !snapshot.can({ type: 'OPEN' }),
  },
])
