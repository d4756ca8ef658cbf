// The outbox's delivery of one message runs on the server and has no view: its model runs
// against the actor only (describeModel without `view`).
import { expect } from 'vitest'
import { describeModel } from './describeModel'
import { outboxDeliveryModel } from './models'

describeModel(outboxDeliveryModel, {
  actor: {
    states: {
      sending: (snapshot) => expect(Object.keys(snapshot.children)).toEqual(['deliver']),
      retryScheduled: (snapshot) => {
        expect(snapshot.context.lastError).toMatch(/^451 /)
        expect(snapshot.status).toBe('done')
      },
      failed: (snapshot) => expect(snapshot.status).toBe('done'),
      sent: (snapshot) => expect(snapshot.status).toBe('done'),
      released: (snapshot) => expect(snapshot.status).toBe('done'),
    },
  },
})
