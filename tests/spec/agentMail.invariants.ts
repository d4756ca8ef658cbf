// What holds in every state of the console's outbox: checked by the property walks.
import { agentMailMachine } from '../../src/machines/agentMail.machine'
import { invariants } from '../walks/invariant'

export const agentMailInvariants = invariants(agentMailMachine, [
  {
    rule: 'a message is opened, shown or sent again only once one was asked for',
    holds: (snapshot) =>
      !['opening', 'openFailed', 'shown', 'resending'].some((state) =>
        snapshot.matches({ ready: state as 'idle' }),
      ) || snapshot.context.openId !== null,
  },
  {
    rule: 'a message shown is the one asked for',
    holds: (snapshot) => !snapshot.matches({ ready: 'shown' }) || snapshot.context.open !== null,
  },
  {
    rule: 'more is asked for only when there is a next page',
    holds: (snapshot) =>
      !snapshot.matches({ ready: 'loadingMore' }) || snapshot.context.next !== null,
  },
])
