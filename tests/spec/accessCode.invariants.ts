// What holds in every state of the access code's modal: checked by the property walks.
import { accessCodeMachine, isSendableCode } from '../../src/machines/accessCode.machine'
import { invariants } from '../walks/invariant'

export const accessCodeInvariants = invariants(accessCodeMachine, [
  {
    rule: 'a code is checked only when it can be sent',
    holds: (snapshot) => !snapshot.matches('checking') || isSendableCode(snapshot.context.code),
  },
  {
    rule: 'no code is typed before the guidelines are acknowledged',
    holds: (snapshot) => !snapshot.matches('guidelines') || snapshot.context.code === '',
  },
])
