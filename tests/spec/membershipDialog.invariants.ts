// What holds in every state of the membership dialog: checked by the property walks.
import { membershipDialogMachine } from '../../src/machines/membershipDialog.machine'
import { invariants } from '../walks/invariant'

export const membershipDialogInvariants = invariants(membershipDialogMachine, [
  {
    rule: 'the login modal runs only while the dialog is shown',
    holds: (snapshot) => snapshot.children.loginModal === undefined || snapshot.matches('shown'),
  },
  {
    rule: 'the dialog opens at step 1 or 2',
    holds: ({ context }) => context.step === 1 || context.step === 2,
  },
])
