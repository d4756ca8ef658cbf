// What holds in every state of the member's session: checked by the property walks.
import { sessionMachine } from '../../src/machines/session.machine'
import { invariants } from '../walks/invariant'

export const sessionInvariants = invariants(sessionMachine, [
  {
    rule: 'a signed-in member always has a session',
    holds: (snapshot) => !snapshot.matches('signedIn') || snapshot.context.session !== null,
  },
  {
    rule: 'a visitor has no session',
    holds: (snapshot) => !snapshot.matches('anonymous') || snapshot.context.session === null,
  },
  {
    rule: 'the session is renewed only while a member is signed in',
    holds: (snapshot) =>
      snapshot.children.refreshSession === undefined ||
      snapshot.matches({ signedIn: 'refreshing' }),
  },
])
