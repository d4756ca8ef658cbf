// What holds in every state of the reach-out form, whatever a person does in whatever order:
// checked after every step of the property walks (tests/walks).
import { isReachOutComplete, reachOutMachine } from '../../src/machines/reachOut.machine'
import { invariants } from '../walks/invariant'

export const reachOutInvariants = invariants(reachOutMachine, [
  {
    rule: 'a sent form is never editable',
    holds: (snapshot) =>
      !snapshot.matches('submitted') ||
      !snapshot.can({ type: 'CHANGE', field: 'fullName', value: 'Another Name' }),
  },
  {
    rule: 'a message is sent only when the name, email and message are valid',
    holds: (snapshot) =>
      !(snapshot.matches('submitting') || snapshot.matches('submitted')) ||
      isReachOutComplete(snapshot.context),
  },
  {
    rule: 'the message never holds more than 500 characters',
    holds: (snapshot) => snapshot.context.content.length <= 500,
  },
])
