// @vitest-environment happy-dom
// The item lifecycle has no screen (the server runs it: server/agents/lifecycle.ts): every
// generated path runs against the actor, from each kind's start, with three senders (the agent
// who takes the item, another agent, an administrator).
import { expect } from 'vitest'
import { statusesOfKind } from '../../src/agents/contract'
import { familyOfKind } from '../../src/machines/itemLifecycle.machine'
import { describeModel } from './describeModel'
import { itemLifecycleModel } from './models'

describeModel(itemLifecycleModel, {
  actor: {
    states: {
      // Whatever the path, the status is one of its kind's, and only the owner-to-be owns.
      request: ({ context, value }) => {
        const status = (value as { request: string }).request
        expect(familyOfKind[context.kind]).toBe('request')
        expect(statusesOfKind[context.kind]).toContain(status)
        if (status === 'new') expect(context.ownerId).toBeNull()
        if (status === 'inReview') expect(context.ownerId).not.toBeNull()
      },
      message: ({ context, value }) => {
        const status = (value as { message: string }).message
        expect(statusesOfKind[context.kind]).toContain(status)
        if (status === 'new') expect(context.ownerId).toBeNull()
        if (status === 'inReview') expect(context.ownerId).not.toBeNull()
      },
      subscription: ({ context, value }) => {
        expect(statusesOfKind[context.kind]).toContain(
          (value as { subscription: string }).subscription,
        )
        expect(context.ownerId).toBeNull()
      },
    },
  },
})
