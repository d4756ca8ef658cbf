// What holds in every state of the welcome page: checked by the property walks (tests/walks).
import { welcomeProblems } from '../../src/machines/welcomeMember.rules'
import { welcomeMemberMachine } from '../../src/machines/welcomeMember.machine'
import { invariants } from '../walks/invariant'

export const welcomeMemberInvariants = invariants(welcomeMemberMachine, [
  {
    rule: 'an account is asked for only with a valid user name and password',
    holds: (snapshot) =>
      !snapshot.matches('submitting') ||
      Object.keys(welcomeProblems(snapshot.context)).length === 0,
  },
  {
    rule: 'nobody is greeted before the link is checked',
    holds: (snapshot) =>
      !(snapshot.matches('checking') || snapshot.matches('checkFailed')) ||
      snapshot.context.firstName === null,
  },
  {
    rule: 'the form takes no typing before the link is checked',
    holds: (snapshot) =>
      snapshot.matches('form') ||
      !snapshot.can({ type: 'CHANGE', field: 'username', value: 'robin.vale' }),
  },
])
