// What holds in every state of the newsletter box: checked by the property walks (tests/walks).
import { isValidEmail } from '../../src/lib/email'
import { subscribeMachine } from '../../src/machines/subscribe.machine'
import { invariants } from '../walks/invariant'

export const subscribeInvariants = invariants(subscribeMachine, [
  {
    rule: 'only a valid address is sent',
    holds: (snapshot) =>
      !snapshot.matches('loading') || isValidEmail(snapshot.context.email.trim()),
  },
  {
    rule: 'the address cannot change while it is being sent',
    holds: (snapshot) =>
      !snapshot.matches('loading') || !snapshot.can({ type: 'CHANGE', value: 'other@example.com' }),
  },
  {
    rule: 'a subscribed box is empty and takes nothing more',
    holds: (snapshot) =>
      !snapshot.matches('subscribed') ||
      (snapshot.context.email === '' && !snapshot.can({ type: 'SUBMIT' })),
  },
])
