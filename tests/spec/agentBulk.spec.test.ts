// Issue 43, item 8: bulk actions in the inbox. Select, choose, confirm once, a result per item.
// Rules as data.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  agentBulkMachine,
  agentBulkMessages,
  bulkActionLabels,
  bulkRequestOf,
  type AgentBulkContext,
  type AgentBulkEvent,
} from '../../src/machines/agentBulk.machine'
import { bulkEvents, type BulkRequest, type BulkResult } from '../../src/agents/contract'
import { avery, blake } from '../support/agents'
import { childErrors, effect, fakeCall, type Effect } from './actors'

const casey = { ...avery, id: 40, title: 'Casey Lane', version: 5 }
const target = ({ kind, id, version, title }: typeof avery) => ({ kind, id, version, title })
const page = [avery, blake, casey]

let call: ReturnType<typeof fakeCall<BulkResult[], BulkRequest>>
let refreshInbox: Effect
function start(...events: AgentBulkEvent[]) {
  call = fakeCall()
  refreshInbox = effect()
  const actor = createActor(
    agentBulkMachine.provide({ actors: { sendBulk: call.logic }, actions: { refreshInbox } }),
  ).start()
  for (const event of events) actor.send(event)
  return actor
}
const state = (actor: ReturnType<typeof start>) => actor.getSnapshot().value
const selectedIds = (actor: ReturnType<typeof start>) =>
  actor.getSnapshot().context.selected.map((item) => item.id)
const shown = (items = page): AgentBulkEvent => ({ type: 'SHOWN', items })
const toggle = (item: typeof avery): AgentBulkEvent => ({ type: 'TOGGLE', item })
const choose = (requestId = 'bulk-request-1'): AgentBulkEvent => ({
  type: 'CHOOSE',
  action: 'TAKE',
  requestId,
})

const results: BulkResult[] = [
  { kind: 'invitation', id: 41, outcome: 'done', item: { ...avery, status: 'inReview' } },
  {
    kind: 'message',
    id: 7,
    outcome: 'refused',
    reason: 'stale',
    message: 'Sam Agent changed this item (TAKE, new to inReview) since you saw it.',
  },
]

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('selecting', () => {
  it.each<[string, AgentBulkEvent[], string, number[]]>([
    ['nothing yet: no bar', [shown()], 'idle', []],
    ['a checkbox ticked', [shown(), toggle(blake)], 'selecting', [7]],
    ['two, in the order ticked', [shown(), toggle(blake), toggle(avery)], 'selecting', [7, 41]],
    [
      'ticked again: unticked',
      [shown(), toggle(blake), toggle(avery), toggle(blake)],
      'selecting',
      [41],
    ],
    ['the last unticked: nothing selected', [shown(), toggle(blake), toggle(blake)], 'idle', []],
    ['all on the page', [shown(), { type: 'SELECT_ALL' }], 'selecting', [41, 7, 40]],
    ['all on an empty page: nothing', [shown([]), { type: 'SELECT_ALL' }], 'idle', []],
    ['cleared', [shown(), { type: 'SELECT_ALL' }, { type: 'CLEAR' }], 'idle', []],
    [
      'the inbox shows other items: only those still shown stay',
      [shown(), { type: 'SELECT_ALL' }, shown([blake, casey])],
      'selecting',
      [7, 40],
    ],
    ['none of them shown any more', [shown(), toggle(avery), shown([blake])], 'idle', []],
    [
      'select all after Load more: the whole list',
      [shown([avery]), toggle(avery), shown(), { type: 'SELECT_ALL' }],
      'selecting',
      [41, 7, 40],
    ],
  ])('%s', (_, events, value, ids) => {
    const actor = start(...events)
    expect(state(actor)).toBe(value)
    expect(selectedIds(actor)).toEqual(ids)
  })

  it('an item of another kind with the same id is another item', () => {
    const message41 = { ...blake, id: avery.id }
    const actor = start(shown([avery, message41]), toggle(avery), toggle(message41))
    expect(actor.getSnapshot().context.selected).toEqual([target(avery), target(message41)])
    actor.send(toggle(message41))
    expect(actor.getSnapshot().context.selected).toEqual([target(avery)])
    actor.send(shown([message41]))
    expect(state(actor)).toBe('idle')
  })

  it('the page shown is what select all selects, whatever was selected before', () => {
    const actor = start(shown(), toggle(avery), shown([blake]))
    expect(actor.getSnapshot().context.page).toEqual([target(blake)])
    actor.send({ type: 'SELECT_ALL' })
    expect(selectedIds(actor)).toEqual([7])
    actor.send(shown([casey, blake]))
    expect(actor.getSnapshot().context.page).toEqual([target(casey), target(blake)])
    expect(selectedIds(actor)).toEqual([7])
  })

  it('keeps the version and title the inbox shows now, as the request sends them', () => {
    const actor = start(
      shown(),
      toggle(avery),
      shown([{ ...avery, version: 2, title: 'A. Quinn' }]),
    )
    expect(actor.getSnapshot().context.selected).toEqual([
      { kind: 'invitation', id: 41, version: 2, title: 'A. Quinn' },
    ])
    // Only what the request needs: never an item's other fields.
    actor.send(choose())
    expect(bulkRequestOf(actor.getSnapshot().context)).toEqual({
      event: 'TAKE',
      items: [{ kind: 'invitation', id: 41, version: 2 }],
      requestId: 'bulk-request-1',
    })
  })
})

describe('confirming and sending', () => {
  it('one confirmation, then the request with the versions seen, once at a time', async () => {
    const actor = start(shown(), toggle(avery), toggle(blake), choose())
    expect(state(actor)).toBe('confirming')
    expect(actor.getSnapshot().context.action).toBe('TAKE')
    // While asked, the selection stays as it is.
    actor.send(toggle(casey))
    actor.send({ type: 'SELECT_ALL' })
    actor.send({ type: 'CLEAR' })
    expect(selectedIds(actor)).toEqual([41, 7])
    actor.send({ type: 'CONFIRM' })
    actor.send({ type: 'CONFIRM' })
    expect(state(actor)).toBe('sending')
    expect(call.inputs).toEqual([
      {
        event: 'TAKE',
        items: [
          { kind: 'invitation', id: 41, version: 1 },
          { kind: 'message', id: 7, version: 3 },
        ],
        requestId: 'bulk-request-1',
      },
    ])
    await call.resolve(results)
    const { context } = actor.getSnapshot()
    expect(state(actor)).toBe('done')
    expect(context.results).toEqual(results)
    expect(context.sent).toEqual([target(avery), target(blake)])
    expect(context.selected).toEqual([])
    expect(refreshInbox).toHaveBeenCalledOnce()
  })

  it.each<[string, AgentBulkEvent[], string, number[]]>([
    ['Cancel: back to the selection', [], 'selecting', [41, 7]],
    ['Cancel after the inbox dropped one', [shown([blake])], 'selecting', [7]],
    ['Cancel after the inbox dropped all', [shown([casey])], 'idle', []],
  ])('%s', (_, meanwhile, value, ids) => {
    const actor = start(shown(), toggle(avery), toggle(blake), choose(), ...meanwhile)
    actor.send({ type: 'CANCEL' })
    expect(state(actor)).toBe(value)
    expect(selectedIds(actor)).toEqual(ids)
    expect(actor.getSnapshot().context.action).toBeNull()
  })

  it('after the results of an empty page, select all selects nothing', async () => {
    const actor = start(shown(), toggle(avery), choose(), { type: 'CONFIRM' })
    await call.resolve(results)
    actor.send(shown([]))
    actor.send({ type: 'SELECT_ALL' })
    expect(state(actor)).toBe('done')
    expect(actor.getSnapshot().context.results).toEqual(results)
  })

  it('a failure says so; Try again sends the same request (the same id: applied once)', async () => {
    const actor = start(shown(), toggle(avery), choose('bulk-request-9'), { type: 'CONFIRM' })
    await call.reject(new Error('offline'))
    expect(state(actor)).toBe('failed')
    expect(refreshInbox).not.toHaveBeenCalled()
    actor.send({ type: 'RETRY' })
    expect(call.inputs.map((input) => input.requestId)).toEqual([
      'bulk-request-9',
      'bulk-request-9',
    ])
    await call.reject(new Error('offline'))
    actor.send({ type: 'CANCEL' })
    expect(state(actor)).toBe('selecting')
    expect(selectedIds(actor)).toEqual([41])
    // A new choice is a new request.
    actor.send(choose('bulk-request-10'))
    actor.send({ type: 'CONFIRM' })
    expect(call.inputs.at(-1)!.requestId).toBe('bulk-request-10')
  })

  it.each<[string, AgentBulkEvent, string, number[]]>([
    ['Dismiss: nothing selected', { type: 'DISMISS' }, 'idle', []],
    ['a checkbox starts a new selection', toggle(casey), 'selecting', [40]],
    ['select all starts a new selection', { type: 'SELECT_ALL' }, 'selecting', [41, 7, 40]],
  ])('after the results, %s', async (_, event, value, ids) => {
    const actor = start(shown(), toggle(avery), choose(), { type: 'CONFIRM' })
    await call.resolve(results)
    actor.send(shown())
    actor.send(event)
    expect(state(actor)).toBe(value)
    expect(selectedIds(actor)).toEqual(ids)
    expect(actor.getSnapshot().context.results).toEqual([])
    expect(actor.getSnapshot().context.action).toBeNull()
  })
})

describe('wiring', () => {
  it('the call runs as the child "sendBulk"; the labels and message', () => {
    const actor = start(shown(), toggle(avery), choose(), { type: 'CONFIRM' })
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['sendBulk'])
    expect(Object.keys(bulkActionLabels)).toEqual([...bulkEvents])
    // The bar's buttons, and what the results say was done.
    expect(bulkActionLabels).toEqual({
      TAKE: { button: 'Take', done: 'taken' },
      RELEASE: { button: 'Release', done: 'released' },
      CLOSE: { button: 'Close', done: 'closed' },
      MARK_SPAM: { button: 'Mark spam', done: 'marked spam' },
    })
    expect(agentBulkMessages.failed).toBe(
      'The action could not be sent: nothing is known to have changed. Please try again.',
    )
  })

  it('not supplied, the call fails saying so', async () => {
    const errors = childErrors()
    const actor = createActor(agentBulkMachine, { inspect: errors.inspect }).start()
    expect(actor.getSnapshot().context).toEqual({
      page: [],
      selected: [],
      action: null,
      requestId: '',
      results: [],
      sent: [],
    } satisfies AgentBulkContext)
    actor.send(shown())
    actor.send(toggle(avery))
    actor.send(choose())
    actor.send({ type: 'CONFIRM' })
    await vi.advanceTimersByTimeAsync(0)
    expect(errors.messages).toEqual(['sendBulk is not provided: supply it with machine.provide()'])
    expect(actor.getSnapshot().value).toBe('failed')
  })
})
