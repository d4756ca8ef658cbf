// Issue 30, the lifecycle of what arrives, as data written from the issue (and the decisions
// on REOPEN documented in the machine): for every kind, status, event and sender, the status
// the item moves to, who owns it then and what follows it outside the item (issue 31's mail
// and links, named as the machine's actions since issue 43), or a refusal. Rows not listed
// are refusals, with no consequence. The real machine runs; nothing expected is read from it.
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

/** What follows a transition outside the item (issue 31), run by the server in the
 *  transition's transaction: the approval makes the person's welcome link (mailed, or handed to
 *  the agent), the answer is mailed to the visitor from the agent who wrote it, and an
 *  unsubscription ends the subscription. Nothing else has a consequence: a decline, spam, a
 *  release or a reopen changes only the console. */
type Consequence = 'issueWelcomeLink' | 'queueAnswerMail' | 'endSubscription' | null

/** [family, from, event, senders, to, owner after ('sender', 'kept' or null), consequence] */
const accepted: [
  Family,
  string,
  ItemEvent,
  Who[],
  string,
  'sender' | 'kept' | null,
  Consequence,
][] = [
  ['request', 'new', 'TAKE', anyone, 'inReview', 'sender', null],
  ['request', 'new', 'MARK_SPAM', anyone, 'spam', null, null],
  ['request', 'inReview', 'RELEASE', ['owner', 'admin'], 'new', null, null],
  ['request', 'inReview', 'APPROVE', ['owner'], 'approved', 'kept', 'issueWelcomeLink'],
  ['request', 'inReview', 'DECLINE', ['owner'], 'declined', 'kept', null],
  ['request', 'inReview', 'MARK_SPAM', ['owner'], 'spam', 'kept', null],
  ['request', 'declined', 'REOPEN', anyone, 'new', null, null],
  ['request', 'spam', 'REOPEN', anyone, 'new', null, null],
  ['message', 'new', 'TAKE', anyone, 'inReview', 'sender', null],
  ['message', 'inReview', 'RELEASE', ['owner', 'admin'], 'new', null, null],
  ['message', 'inReview', 'ANSWER', ['owner'], 'answered', 'kept', 'queueAnswerMail'],
  ['message', 'inReview', 'CLOSE', ['owner'], 'closed', 'kept', null],
  ['message', 'closed', 'REOPEN', anyone, 'new', null, null],
  ['subscription', 'active', 'UNSUBSCRIBE', anyone, 'unsubscribed', null, 'endSubscription'],
  ['subscription', 'active', 'MARK_SPAM', anyone, 'spam', null, null],
  ['subscription', 'spam', 'REOPEN', anyone, 'active', null, null],
]

/** The text an ANSWER carries in these cases (the contract gives ANSWER one, and only it). */
const answerText = 'Yes: we meet on Thursdays.'

/** The consequence as the server receives it: its name and its params (the answer's mail
 *  carries the text and who wrote it; the others need only the item). */
const asAction = (consequence: Consequence, by: { id: number }) => {
  if (consequence === null) return []
  if (consequence === 'queueAnswerMail') {
    return [{ type: consequence, params: { answer: answerText, agentId: by.id } }]
  }
  return [{ type: consequence, params: undefined }]
}

/** What transition() returns to run: each action's name and params. */
const returned = (actions: readonly { type: string; params: unknown }[]) =>
  actions.map(({ type, params }) => ({ type, params }))

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
    const sent = event === 'ANSWER' ? { type: event, by, answer: answerText } : { type: event, by }
    expect(snapshot.can(sent)).toBe(rule !== undefined)
    const [next, actions] = transition(itemLifecycleMachine, snapshot, sent)
    if (!rule) {
      expect(next.value).toEqual({ [family]: from })
      expect(next.context).toEqual({ kind, ownerId: owner })
      expect(returned(actions)).toEqual([])
      return
    }
    const [, , , , to, ownerAfter, consequence] = rule
    expect(next.value).toEqual({ [family]: to })
    const expectedOwner = ownerAfter === 'sender' ? by.id : ownerAfter === 'kept' ? owner : null
    expect(next.context).toEqual({ kind, ownerId: expectedOwner })
    expect(returned(actions)).toEqual(asAction(consequence, by))
  })
})

describe('the consequences are named, for the server to run, and do nothing on an actor', () => {
  it('an answer’s mail carries the text it was sent with, and who sent it', () => {
    const snapshot = restore('message', 'inReview', senders.admin.id)
    const by = senders.admin
    const [, actions] = transition(itemLifecycleMachine, snapshot, {
      type: 'ANSWER',
      by,
      answer: 'Another text\non two lines',
    })
    expect(returned(actions)).toEqual([
      { type: 'queueAnswerMail', params: { answer: 'Another text\non two lines', agentId: 9 } },
    ])
  })

  it('an ANSWER without its text (the contract never sends one) mails an empty answer', () => {
    const snapshot = restore('message', 'inReview', senders.owner.id)
    const [, actions] = transition(itemLifecycleMachine, snapshot, {
      type: 'ANSWER',
      by: senders.owner,
    })
    expect(returned(actions)).toEqual([
      { type: 'queueAnswerMail', params: { answer: '', agentId: 7 } },
    ])
  })

  it.each([
    ['invitation', 'request', 'inReview', 'APPROVE', 'approved'],
    ['message', 'message', 'inReview', 'ANSWER', 'answered'],
    ['subscription', 'subscription', 'active', 'UNSUBSCRIBE', 'unsubscribed'],
  ] as const)('%s %s: an actor moves on and runs nothing', (kind, family, from, type, to) => {
    const owner = ownerIn(family, from)
    const actor = createActor(itemLifecycleMachine, {
      input: { kind },
      snapshot: restore(kind, from, owner),
    }).start()
    actor.send({ type, by: senders.owner, answer: answerText })
    expect(actor.getSnapshot().value).toEqual({ [family]: to })
    expect(actor.getSnapshot().status).toBe('active')
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
