// What holds in every state of the member registration form: checked by the property walks.
import {
  memberRegistrationMachine,
  registrationErrors,
} from '../../src/machines/memberRegistration.machine'
import { invariants } from '../walks/invariant'

export const memberRegistrationInvariants = invariants(memberRegistrationMachine, [
  {
    rule: 'a registration is sent only without a field in error',
    holds: (snapshot) =>
      !snapshot.matches('submitting') ||
      Object.keys(registrationErrors(snapshot.context)).length === 0,
  },
  {
    rule: 'the fields cannot change while the registration is being sent',
    holds: (snapshot) =>
      !snapshot.matches('submitting') ||
      !snapshot.can({ type: 'CHANGE', field: 'fullName', value: 'Another Name' }),
  },
])
