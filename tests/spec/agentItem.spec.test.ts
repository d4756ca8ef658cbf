// Issue 30, an item of the console, written from the issue: rules as data.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  agentItemMachine,
  agentItemMessages,
  eventButtons,
  eventWords,
  staleChangeText,
} from '../../src/machines/agentItem.machine'
import type { ItemDetail, ItemEventRequest, ItemKind } from '../../src/agents/contract'
import { childErrors, fakeCall } from './actors'
import {
  agentsError,
  averyApproved,
  averyDetail,
  blakeAnswered,
  blakeDetail,
  notAllowedRefusal,
  samApproved,
  staleRefusal,
} from '../support/agents'

type Target = { kind: ItemKind; id: number }
let loadItem: ReturnType<typeof fakeCall<ItemDetail, Target>>
let sendEvent: ReturnType<typeof fakeCall<ItemDetail, Target & { body: ItemEventRequest }>>

async function ready() {
  loadItem = fakeCall()
  sendEvent = fakeCall()
  const actor = createActor(
    agentItemMachine.provide({
      actors: { loadItem: loadItem.logic, sendEvent: sendEvent.logic },
    }),
    { input: { kind: 'invitation', id: 41 } },
  ).start()
  expect(loadItem.inputs).toEqual([{ kind: 'invitation', id: 41 }])
  await loadItem.resolve(averyDetail)
  return actor
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('the item as loaded', () => {
  it.each([
    [agentsError(404), 'notFound'],
    [agentsError(401), 'failed'],
    [agentsError(500), 'failed'],
    [new Error('offline'), 'failed'],
  ])('%s: %s', async (error, state) => {
    loadItem = fakeCall()
    const actor = createActor(agentItemMachine.provide({ actors: { loadItem: loadItem.logic } }), {
      input: { kind: 'message', id: 7 },
    }).start()
    await loadItem.reject(error)
    expect(actor.getSnapshot().value).toBe(state)
    actor.send({ type: 'RETRY' })
    expect(actor.getSnapshot().value).toBe(state === 'failed' ? 'loading' : 'notFound')
  })

  it('messages', () => {
    expect(agentItemMessages).toEqual({
      failed: 'The item could not be loaded. Please try again.',
      notFound: 'There is no such item (it may have been erased).',
      sendFailed: 'The change could not be sent. Please try again.',
      notAllowed: 'That is no longer possible for this item.',
    })
  })
})

describe('only the events the status allows are sent, with the version seen and the note', () => {
  it.each([
    ['APPROVE', true],
    ['TAKE', true],
    ['REOPEN', false],
    ['ANSWER', false],
  ] as const)('%s: sent %s', async (event, sent) => {
    const actor = await ready()
    actor.send({ type: 'SEND', event, requestId: 'req-00000001' })
    expect(actor.getSnapshot().value).toEqual({ ready: sent ? 'sending' : 'idle' })
    expect(sendEvent.inputs).toEqual(
      sent
        ? [{ kind: 'invitation', id: 41, body: { event, version: 1, requestId: 'req-00000001' } }]
        : [],
    )
  })

  it.each([
    ['  Strong profile. ', { note: 'Strong profile.' }],
    ['   ', {}],
    ['', {}],
  ])('note %j is sent as %j', async (note, sent) => {
    const actor = await ready()
    actor.send({ type: 'CHANGE_NOTE', value: note })
    actor.send({ type: 'SEND', event: 'APPROVE', requestId: 'req-00000001' })
    expect(sendEvent.inputs[0]!.body).toEqual({
      event: 'APPROVE',
      version: 1,
      requestId: 'req-00000001',
      ...sent,
    })
  })

  it('applied: the item as it is now, the note cleared; one press at a time', async () => {
    const actor = await ready()
    actor.send({ type: 'CHANGE_NOTE', value: 'ok' })
    actor.send({ type: 'SEND', event: 'APPROVE', requestId: 'req-00000001' })
    actor.send({ type: 'SEND', event: 'DECLINE', requestId: 'req-00000002' })
    expect(sendEvent.inputs).toHaveLength(1)
    await sendEvent.resolve(averyApproved)
    const { context, value } = actor.getSnapshot()
    expect(value).toEqual({ ready: 'idle' })
    expect(context.detail).toEqual(averyApproved)
    expect(context.note).toBe('')
    expect(context.sending).toBeNull()
    expect(context.refusal).toBeNull()
  })
})

describe('a message takes an answer (issue 31): ANSWER is sent only with one', () => {
  async function message() {
    loadItem = fakeCall()
    sendEvent = fakeCall()
    const actor = createActor(
      agentItemMachine.provide({
        actors: { loadItem: loadItem.logic, sendEvent: sendEvent.logic },
      }),
      { input: { kind: 'message', id: 7 } },
    ).start()
    await loadItem.resolve(blakeDetail)
    return actor
  }

  it.each([
    ['', false],
    [' \n ', false],
    ['  Not yet: soon.\n', true],
  ])('answer %j: ANSWER sent %s, the answer trimmed', async (answer, sent) => {
    const actor = await message()
    actor.send({ type: 'CHANGE_ANSWER', value: answer })
    expect(actor.getSnapshot().context.answer).toBe(answer)
    actor.send({ type: 'SEND', event: 'ANSWER', requestId: 'req-00000003' })
    expect(actor.getSnapshot().value).toEqual({ ready: sent ? 'sending' : 'idle' })
    expect(sendEvent.inputs).toEqual(
      sent
        ? [
            {
              kind: 'message',
              id: 7,
              body: {
                event: 'ANSWER',
                version: 3,
                requestId: 'req-00000003',
                answer: 'Not yet: soon.',
              },
            },
          ]
        : [],
    )
  })

  it('the answer goes with ANSWER only; once sent, the item as it is now and the answer cleared', async () => {
    const actor = await message()
    actor.send({ type: 'CHANGE_ANSWER', value: 'Not yet.' })
    actor.send({ type: 'SEND', event: 'CLOSE', requestId: 'req-00000004' })
    expect(sendEvent.inputs[0]!.body).toEqual({
      event: 'CLOSE',
      version: 3,
      requestId: 'req-00000004',
    })
    await sendEvent.reject(agentsError(500))
    actor.send({ type: 'SEND', event: 'ANSWER', requestId: 'req-00000005' })
    expect(sendEvent.inputs[1]!.body.answer).toBe('Not yet.')
    await sendEvent.resolve(blakeAnswered)
    const { context, value } = actor.getSnapshot()
    expect(value).toEqual({ ready: 'idle' })
    expect(context.detail).toEqual(blakeAnswered)
    expect(context.answer).toBe('')
    // Answered: it takes no answer any more, so nothing is written into one.
    actor.send({ type: 'CHANGE_ANSWER', value: 'More' })
    expect(actor.getSnapshot().context.answer).toBe('')
  })

  it('an item that takes no answer keeps none: the request has no answer box', async () => {
    const actor = await ready()
    actor.send({ type: 'CHANGE_ANSWER', value: 'Hello' })
    expect(actor.getSnapshot().context.answer).toBe('')
  })

  it('a refusal keeps the answer, through Reload too', async () => {
    const actor = await message()
    actor.send({ type: 'CHANGE_ANSWER', value: 'Not yet.' })
    actor.send({ type: 'SEND', event: 'ANSWER', requestId: 'req-00000003' })
    await sendEvent.reject(staleRefusal)
    expect(actor.getSnapshot().context.answer).toBe('Not yet.')
    actor.send({ type: 'RELOAD' })
    await loadItem.resolve(blakeDetail)
    expect(actor.getSnapshot().context.answer).toBe('Not yet.')
  })
})

describe('refusals (409) say why and keep the note', () => {
  it('stale: "<who> <did what> at <time>", the note kept, no sending until Reload', async () => {
    const actor = await ready()
    actor.send({ type: 'CHANGE_NOTE', value: 'My note' })
    actor.send({ type: 'SEND', event: 'APPROVE', requestId: 'req-00000001' })
    await sendEvent.reject(staleRefusal)
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toEqual({ ready: 'stale' })
    expect(snapshot.context.note).toBe('My note')
    expect(staleChangeText(snapshot.context.refusal!.latest, (iso) => `[${iso}]`)).toBe(
      'Sam Agent approved it at [2026-11-27T09:05:00.000Z].',
    )
    actor.send({ type: 'SEND', event: 'APPROVE', requestId: 'req-00000003' })
    expect(sendEvent.inputs).toHaveLength(1)
    actor.send({ type: 'RELOAD' })
    expect(actor.getSnapshot().value).toBe('loading')
    await loadItem.resolve(averyApproved)
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' })
    expect(actor.getSnapshot().context.note).toBe('My note')
    expect(actor.getSnapshot().context.refusal).toBeNull()
  })

  it.each([
    [undefined, 'Someone else changed this item first.'],
    [{ ...samApproved, by: null }, 'The system approved it at T.'],
    [{ ...samApproved, event: 'TAKE' }, 'Sam Agent took it at T.'],
    [{ ...samApproved, event: 'ODD' }, 'Sam Agent sent ODD at T.'],
  ])('stale wording of %j', (latest, text) => {
    expect(staleChangeText(latest, () => 'T')).toBe(text)
  })

  it('notAllowed: the events allowed now, and the item as the server has it', async () => {
    const actor = await ready()
    actor.send({ type: 'CHANGE_NOTE', value: 'My note' })
    actor.send({ type: 'SEND', event: 'APPROVE', requestId: 'req-00000001' })
    await sendEvent.reject(notAllowedRefusal)
    const { context, value } = actor.getSnapshot()
    expect(value).toEqual({ ready: 'notAllowed' })
    expect(context.note).toBe('My note')
    expect(context.detail!.allowedEvents).toEqual(['DECLINE', 'MARK_SPAM'])
    expect(context.detail!.item.status).toBe('inReview')
    expect(context.detail!.fields).toEqual(averyDetail.fields)
    actor.send({ type: 'SEND', event: 'APPROVE', requestId: 'req-00000002' })
    expect(sendEvent.inputs).toHaveLength(1)
    actor.send({ type: 'SEND', event: 'DECLINE', requestId: 'req-00000002' })
    expect(actor.getSnapshot().value).toEqual({ ready: 'sending' })
  })

  it.each([[agentsError(401)], [agentsError(409)], [agentsError(500)]])(
    '%s: sendFailed; Try again sends the same request id',
    async (error) => {
      const actor = await ready()
      actor.send({ type: 'SEND', event: 'APPROVE', requestId: 'req-00000001' })
      await sendEvent.reject(error)
      expect(actor.getSnapshot().value).toEqual({ ready: 'sendFailed' })
      actor.send({ type: 'RETRY' })
      expect(sendEvent.inputs[1]!.body.requestId).toBe('req-00000001')
      await sendEvent.reject(error)
      actor.send({ type: 'SEND', event: 'TAKE', requestId: 'req-00000009' })
      expect(sendEvent.inputs[2]!.body).toMatchObject({ event: 'TAKE', requestId: 'req-00000009' })
    },
  )

  it('buttons', () => {
    expect(eventButtons.MARK_SPAM).toBe('Mark as spam')
  })
})

describe('words and wiring', () => {
  it('each event as a button and as a past action', () => {
    expect(eventButtons).toEqual({
      TAKE: 'Take it',
      RELEASE: 'Release',
      APPROVE: 'Approve',
      DECLINE: 'Decline',
      MARK_SPAM: 'Mark as spam',
      ANSWER: 'Send the answer',
      CLOSE: 'Close',
      UNSUBSCRIBE: 'Unsubscribe',
      REOPEN: 'Reopen',
    })
    expect(eventWords).toEqual({
      TAKE: 'took it',
      RELEASE: 'released it',
      APPROVE: 'approved it',
      DECLINE: 'declined it',
      MARK_SPAM: 'marked it as spam',
      ANSWER: 'answered',
      CLOSE: 'closed it',
      UNSUBSCRIBE: 'unsubscribed it',
      REOPEN: 'reopened it',
    })
  })

  it('the calls run as the children "loadItem" and "sendEvent"', async () => {
    const actor = await ready()
    actor.send({ type: 'SEND', event: 'APPROVE', requestId: 'req-00000001' })
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['sendEvent'])
    await sendEvent.reject(staleRefusal)
    actor.send({ type: 'RELOAD' })
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['loadItem'])
  })

  it('a refusal body without a 409 is a failure, not a refusal', async () => {
    const actor = await ready()
    actor.send({ type: 'SEND', event: 'APPROVE', requestId: 'req-00000001' })
    await sendEvent.reject(Object.assign(new Error('x'), { status: 500, body: staleRefusal.body }))
    expect(actor.getSnapshot().value).toEqual({ ready: 'sendFailed' })
    actor.send({ type: 'RETRY' })
    await sendEvent.reject(
      Object.assign(new Error('x'), { status: 500, body: notAllowedRefusal.body }),
    )
    expect(actor.getSnapshot().value).toEqual({ ready: 'sendFailed' })
    expect(actor.getSnapshot().context.refusal).toBeNull()
  })

  it('the refusal is kept as the server gave it', async () => {
    const actor = await ready()
    actor.send({ type: 'SEND', event: 'APPROVE', requestId: 'req-00000001' })
    await sendEvent.reject(notAllowedRefusal)
    expect(actor.getSnapshot().context.refusal).toEqual(notAllowedRefusal.body)
  })

  it.each([
    ['loadItem', { loadItem: false }],
    ['sendEvent', { loadItem: true }],
  ])('not supplied, %s fails saying so', async (name, supplied) => {
    const errors = childErrors()
    const load = fakeCall<ItemDetail, Target>()
    const actor = createActor(
      agentItemMachine.provide(supplied.loadItem ? { actors: { loadItem: load.logic } } : {}),
      { input: { kind: 'invitation', id: 41 }, inspect: errors.inspect },
    ).start()
    if (supplied.loadItem) {
      await load.resolve(averyDetail)
      actor.send({ type: 'SEND', event: 'APPROVE', requestId: 'req-00000001' })
    }
    await vi.advanceTimersByTimeAsync(0)
    expect(errors.messages).toEqual([`${name} is not provided: supply it with machine.provide()`])
  })
})
