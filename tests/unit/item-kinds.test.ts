// The inbox's kinds as declared once (src/agents/kinds.ts, issue 43): what the contract, the
// console and the operator command derive from the declarations is what they held by hand.
import { describe, expect, it } from 'vitest'
import * as contract from '../../src/agents/contract'
import { kindLabels } from '../../src/agents/format'
import { itemKindDeclarations, itemKinds, lifecycleOfKind } from '../../src/agents/kinds'
import { recordKinds } from '../../server/operator/contract'

describe('the kinds the contract derives from their declarations', () => {
  it('lists the kinds in their declared order: those that need a person first', () => {
    expect(contract.itemKinds).toEqual(['invitation', 'registration', 'message', 'subscription'])
  })

  it('lists every status once, in the lifecycles’ order', () => {
    expect(contract.itemStatuses).toEqual([
      'new',
      'inReview',
      'approved',
      'declined',
      'spam',
      'answered',
      'closed',
      'active',
      'unsubscribed',
    ])
  })

  it('gives each kind its lifecycle’s statuses', () => {
    expect(contract.statusesOfKind).toEqual({
      invitation: ['new', 'inReview', 'approved', 'declined', 'spam'],
      registration: ['new', 'inReview', 'approved', 'declined', 'spam'],
      message: ['new', 'inReview', 'answered', 'closed'],
      subscription: ['active', 'unsubscribed', 'spam'],
    })
    expect(lifecycleOfKind).toEqual({
      invitation: 'request',
      registration: 'request',
      message: 'message',
      subscription: 'subscription',
    })
  })

  it('accepts the declared kinds in the inbox’s filter and refuses any other', () => {
    for (const kind of itemKinds) expect(contract.inboxQuery.safeParse({ kind }).success).toBe(true)
    expect(contract.inboxQuery.safeParse({ kind: 'candidate' }).success).toBe(false)
  })
})

describe('the names each kind goes by', () => {
  it('labels each kind once in the console', () => {
    expect(kindLabels).toEqual({
      invitation: 'Invitation',
      registration: 'Registration',
      message: 'Message',
      subscription: 'Subscription',
    })
  })

  it('names each kind’s rows once for the operator command', () => {
    expect(recordKinds).toEqual(['invitations', 'registrations', 'messages', 'subscriptions'])
  })

  it('shows each field of a kind once, each with a label', () => {
    for (const kind of itemKinds) {
      const { fields } = itemKindDeclarations[kind]
      expect(new Set(fields.map((field) => field.key)).size, kind).toBe(fields.length)
      for (const field of fields) expect(field.label.trim(), `${kind} ${field.key}`).not.toBe('')
    }
  })
})
