// Issue 30, the lifecycle of what arrives, as data written from the issue (and the decisions
// on REOPEN documented in the machine): for every kind, status, event and sender, the status
// the item moves to and who owns it then, or a refusal. Rows not listed are refusals. The real
// machine runs; nothing expected is read from it.
import { describe, expect, it } from 'vitest'
import { createActor, transition } from 'xstate'
import {
  itemEvents,
  itemKinds,
  statusesOfKind,
  type ItemEvent,
  type ItemKind,
} from '../../src/agents/contract'
import { familyOfKind, itemLifecycleMachine } from '../../src/machines/itemLifecycle.machine'

type Family = 'request' | 'message' | 'subscription'
/** The agent who took the item (or takes it), another agent, an administrator who is not the owner. */
type Who = 'owner' | 'other' | 'admin'
const senders = {
  owner: { id: 7, role: 'agent' },
  other: { id: 8, role: 'agent' },
  admin: { id: 9, role: 'admin' },
} as const

/** The statuses of each family, in the contract's order. */
const statuses: Record<Family, string[]> = {
  request: ['new', 'inReview', 'approved', 'declined', 'spam'],
  message: ['new', 'inReview', 'answered', 'closed'],
  subscription: ['active', 'unsubscribed', 'spam'],
}
const kindsOf: Record<Family, ItemKind[]> = {
  request: ['invitation', 'registration'],
  message: ['message'],
  subscription: ['subscription'],
}
const first: Record<Family, string> = { request: 'new', message: 'new', subscription: 'active' }

/** Who owns an item in each status before the event: the owner once taken, nobody before. */
const ownerIn = (family: Family, status: string) =>
  family === 'subscription' || status === 'new' ? null : senders.owner.id

const anyone: Who[] = ['owner', 'other', 'admin']
/** [family, from, event, senders, to, owner after ('sender', 'kept' or null)] */
const accepted: [Family, string, ItemEvent, Who[], string, 'sender' | 'kept' | null][] = [
  ['request', 'new', 'TAKE', anyone, 'inReview', 'sender'],
  ['request', 'new', 'MARK_SPAM', anyone, 'spam', null],
  ['request', 'inReview', 'RELEASE', ['owner', 'admin'], 'new', null],
  ['request', 'inReview', 'APPROVE', ['owner'], 'approved', 'kept'],
  ['request', 'inReview', 'DECLINE', ['owner'], 'declined', 'kept'],
  ['request', 'inReview', 'MARK_SPAM', ['owner'], 'spam', 'kept'],
  ['request', 'declined', 'REOPEN', anyone, 'new', null],
  ['request', 'spam', 'REOPEN', anyone, 'new', null],
  ['message', 'new', 'TAKE', anyone, 'inReview', 'sender'],
  ['message', 'inReview', 'RELEASE', ['owner', 'admin'], 'new', null],
  ['message', 'inReview', 'ANSWER', ['owner'], 'answered', 'kept'],
  ['message', 'inReview', 'CLOSE', ['owner'], 'closed', 'kept'],
  ['message', 'closed', 'REOPEN', anyone, 'new', null],
  ['subscription', 'active', 'UNSUBSCRIBE', anyone, 'unsubscribed', null],
  ['subscription', 'active', 'MARK_SPAM', anyone, 'spam', null],
  ['subscription', 'spam', 'REOPEN', anyone, 'active', null],
]

const restore = (kind: ItemKind, status: string, ownerId: number | null) =>
  itemLifecycleMachine.resolveState({
    value: { [familyOfKind[kind]]: status },
    context: { kind, ownerId },
  })

describe('the statuses and events are the contract’s', () => {
  it.each(itemKinds)('%s has its family’s statuses', (kind) => {
    const family = (Object.keys(kindsOf) as Family[]).find((name) => kindsOf[name].includes(kind))!
    expect(familyOfKind[kind]).toBe(family)
    expect([...statusesOfKind[kind]]).toEqual(statuses[family])
    const node = itemLifecycleMachine.root.states[family]!
    expect(Object.keys(node.states)).toEqual(statuses[family])
  })

  it('every event of the machine is one of the contract’s, and every one is used', () => {
    const used = new Set(accepted.map(([, , event]) => event))
    expect([...used].sort()).toEqual([...itemEvents].sort())
    expect(
      itemLifecycleMachine.events.every((event) => itemEvents.includes(event as ItemEvent)),
    ).toBe(true)
  })
})

describe('a new item starts in its kind’s first status, owned by nobody', () => {
  it.each(itemKinds)('%s', (kind) => {
    const actor = createActor(itemLifecycleMachine, { input: { kind } }).start()
    const family = familyOfKind[kind] as Family
    expect(actor.getSnapshot().value).toEqual({ [family]: first[family] })
    expect(actor.getSnapshot().context).toEqual({ kind, ownerId: null })
  })

  it('keeps an owner it is given', () => {
    const actor = createActor(itemLifecycleMachine, {
      input: { kind: 'message', ownerId: 3 },
    }).start()
    expect(actor.getSnapshot().context.ownerId).toBe(3)
  })
})

const cases = (Object.keys(statuses) as Family[]).flatMap((family) =>
  kindsOf[family].flatMap((kind) =>
    statuses[family].flatMap((from) =>
      itemEvents.flatMap((event) =>
        (Object.keys(senders) as Who[]).map((who) => ({ family, kind, from, event, who })),
      ),
    ),
  ),
)

describe('each status takes exactly the events of the table, from the senders it names', () => {
  it.each(cases)('$kind $from $event by $who', ({ family, kind, from, event, who }) => {
    const rule = accepted.find(
      ([ruleFamily, ruleFrom, ruleEvent, ruleWho]) =>
        ruleFamily === family && ruleFrom === from && ruleEvent === event && ruleWho.includes(who),
    )
    const owner = ownerIn(family, from)
    const snapshot = restore(kind, from, owner)
    const by = senders[who]
    expect(snapshot.can({ type: event, by })).toBe(rule !== undefined)
    const [next] = transition(itemLifecycleMachine, snapshot, { type: event, by })
    if (!rule) {
      expect(next.value).toEqual({ [family]: from })
      expect(next.context).toEqual({ kind, ownerId: owner })
      return
    }
    const [, , , , to, ownerAfter] = rule
    expect(next.value).toEqual({ [family]: to })
    const expectedOwner = ownerAfter === 'sender' ? by.id : ownerAfter === 'kept' ? owner : null
    expect(next.context).toEqual({ kind, ownerId: expectedOwner })
  })
})

describe('an administrator who owns the item decides it as its owner', () => {
  it.each([
    ['APPROVE', 'approved'],
    ['RELEASE', 'new'],
  ] as const)('%s', (event, to) => {
    const snapshot = restore('invitation', 'inReview', senders.admin.id)
    const [next] = transition(itemLifecycleMachine, snapshot, { type: event, by: senders.admin })
    expect(next.value).toEqual({ request: to })
  })
})
