// What holds for every item's life on the server: checked by the property walks (tests/walks).
import { itemLifecycleMachine } from '../../src/machines/itemLifecycle.machine'
import { invariants } from '../walks/invariant'

/** Which group of statuses each kind of item lives in (issue 30). */
const familyOfKind: Record<string, string> = {
  invitation: 'request',
  registration: 'request',
  message: 'message',
  subscription: 'subscription',
}

const inReview = (snapshot: { matches: (state: never) => boolean }) =>
  snapshot.matches({ request: 'inReview' } as never) ||
  snapshot.matches({ message: 'inReview' } as never)

export const itemLifecycleInvariants = invariants(itemLifecycleMachine, [
  {
    rule: 'an item in review has an owner',
    holds: (snapshot) => !inReview(snapshot) || snapshot.context.ownerId !== null,
  },
  {
    rule: 'a new or released item has no owner',
    holds: (snapshot) =>
      !(
        snapshot.matches({ request: 'new' }) ||
        snapshot.matches({ message: 'new' }) ||
        snapshot.matches('subscription')
      ) || snapshot.context.ownerId === null,
  },
  {
    rule: 'only its owner decides an item in review',
    holds: (snapshot) =>
      !inReview(snapshot) ||
      ['APPROVE', 'DECLINE', 'ANSWER', 'CLOSE'].every(
        (type) =>
          !snapshot.can({ type: type as 'APPROVE', by: { id: 999, role: 'agent' } }) &&
          !snapshot.can({ type: type as 'APPROVE', by: { id: 999, role: 'admin' } }),
      ),
  },
  {
    rule: 'an item is always of its kind’s family',
    holds: (snapshot) =>
      snapshot.matches('arriving') ||
      snapshot.matches(familyOfKind[snapshot.context.kind] as 'request'),
  },
])
