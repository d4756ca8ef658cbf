// What holds in every state of one outbox delivery: checked by the property walks (tests/walks).
import { MAX_ATTEMPTS, outboxDeliveryMachine } from '../../src/machines/outboxDelivery.machine'
import { invariants } from '../walks/invariant'

export const outboxDeliveryInvariants = invariants(outboxDeliveryMachine, [
  {
    rule: 'a retry is scheduled only while attempts are left',
    holds: (snapshot) =>
      !(snapshot.matches('recordingRetry') || snapshot.matches('retryScheduled')) ||
      snapshot.context.attempt < MAX_ATTEMPTS,
  },
  {
    rule: 'a failure is recorded with the error that caused it',
    holds: (snapshot) =>
      !(snapshot.matches('recordingFailure') || snapshot.matches('failed')) ||
      snapshot.context.lastError !== null,
  },
  {
    rule: 'a sent message carries no error',
    holds: (snapshot) =>
      !(snapshot.matches('recordingSent') || snapshot.matches('sent')) ||
      snapshot.context.lastError === null,
  },
])
