// What holds in every state of the login modal: checked by the property walks (tests/walks).
import { isValidEmail } from '../../src/lib/email'
import { loginModalMachine } from '../../src/machines/loginModal.machine'
import { invariants } from '../walks/invariant'

export const loginModalInvariants = invariants(loginModalMachine, [
  {
    rule: 'an invitation is requested only with contact information',
    holds: (snapshot) =>
      !snapshot.matches({ invitation: 'submitting' }) || snapshot.context.contactInfo.trim() !== '',
  },
  {
    rule: 'an invitation by email is requested only with a valid address',
    holds: (snapshot) =>
      !snapshot.matches({ invitation: 'submitting' }) ||
      !snapshot.context.byEmail ||
      isValidEmail(snapshot.context.contactInfo.trim()),
  },
  {
    rule: 'the thanks step takes no more typing',
    holds: (snapshot) =>
      !snapshot.matches('thanks') ||
      !snapshot.can({ type: 'CHANGE_CONTACT', value: 'robin@example.com' }),
  },
])
