// What holds in every state of the console's sign-in: checked by the property walks.
import { agentSignInMachine } from '../../src/machines/agentSignIn.machine'
import { invariants } from '../walks/invariant'

export const agentSignInInvariants = invariants(agentSignInMachine, [
  {
    rule: 'a signed-in agent always has a session',
    holds: (snapshot) =>
      !(snapshot.matches('signedIn') || snapshot.matches('signingOut')) ||
      snapshot.context.session !== null,
  },
  {
    rule: 'a signed-out agent has no session',
    holds: (snapshot) => !snapshot.matches('signedOut') || snapshot.context.session === null,
  },
  {
    rule: 'the password is not kept once signed in',
    holds: (snapshot) => !snapshot.matches('signedIn') || snapshot.context.password === '',
  },
])
