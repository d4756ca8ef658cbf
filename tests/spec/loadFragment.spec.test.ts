// Issue 43, item 5: the load -> failed (Try again) -> ready block the console's pages share,
// written once (src/machines/loadFragment.ts). Its rules, on small machines built with it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, setup } from 'xstate'
import { RETRY, answeredNotFound, loadPhaseOf, loadStates } from '../../src/machines/loadFragment'
import { fakeCall } from './actors'
import { agentsError } from '../support/agents'

interface Context {
  id: number
  rows: string[]
  loads: number
}
type Event = { type: 'RETRY' } | { type: 'REFRESH' } | { type: 'AGAIN' }

const machines = {
  /** The defaults: 'ready', Try again is RETRY, no 404 of its own. */
  plain: setup({
    types: { context: {} as Context, events: {} as Event },
    actors: { loadRows: fromPromise<string[]>(async () => []) },
  }).createMachine({
    id: 'plain',
    context: { id: 7, rows: [], loads: 0 },
    initial: 'loading',
    states: {
      ...loadStates<Context, Event>()({
        src: 'loadRows',
        loaded: (rows: string[], context) => ({ rows, loads: context.loads + 1 }),
        failedMessage: 'The rows could not be loaded.',
      }),
      ready: { on: { AGAIN: 'loading' } },
    },
  }),
  /** Its own ready state, an input, a 404 state, Try again named REFRESH. */
  named: setup({
    types: { context: {} as Context, events: {} as Event },
    actors: { loadOne: fromPromise<string, number>(async () => '') },
    guards: { notFound: answeredNotFound },
  }).createMachine({
    id: 'named',
    context: { id: 7, rows: [], loads: 0 },
    initial: 'loading',
    states: {
      ...loadStates<Context, Event>()({
        src: 'loadOne',
        input: ({ context }) => context.id,
        loaded: (row: string) => ({ rows: [row] }),
        ready: 'shown',
        failedMessage: 'The row could not be loaded.',
        loadingDescription: 'Asks for the row.',
        retry: 'REFRESH',
        notFound: 'gone',
      }),
      shown: {},
      gone: {},
    },
  }),
  /** Try again on the root (retry: null): failed takes no event of its own. */
  rooted: setup({
    types: { context: {} as Context, events: {} as Event },
    actors: { loadRows: fromPromise<string[]>(async () => []) },
  }).createMachine({
    id: 'rooted',
    context: { id: 7, rows: [], loads: 0 },
    initial: 'loading',
    on: { AGAIN: '.loading' },
    states: {
      ...loadStates<Context, Event>()({
        src: 'loadRows',
        loaded: (rows: string[]) => ({ rows }),
        failedMessage: 'The rows could not be loaded.',
        retry: null,
      }),
      ready: {},
    },
  }),
}

function start<K extends keyof typeof machines>(name: K) {
  const call = fakeCall<unknown, unknown>()
  const machine = machines[name] as (typeof machines)['plain']
  const actor = createActor(
    machine.provide({ actors: { loadRows: call.logic, loadOne: call.logic } as never }),
  ).start()
  return { actor, call }
}
const value = (actor: { getSnapshot: () => { value: unknown } }) => actor.getSnapshot().value

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('loading', () => {
  it('asks at once, as a child named after its actor; the answer goes to the context', async () => {
    const { actor, call } = start('plain')
    expect(value(actor)).toBe('loading')
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['loadRows'])
    expect(call.inputs).toEqual([undefined])
    await call.resolve(['a', 'b'])
    expect(value(actor)).toBe('ready')
    expect(actor.getSnapshot().context).toEqual({ id: 7, rows: ['a', 'b'], loads: 1 })
  })

  it('the projection reads the context as it is (a second load counts on the first)', async () => {
    const { actor, call } = start('plain')
    await call.resolve(['a'])
    actor.send({ type: 'AGAIN' })
    await call.resolve([])
    expect(actor.getSnapshot().context).toEqual({ id: 7, rows: [], loads: 2 })
  })

  it('gives the actor its input, and leads to the state the machine names', async () => {
    const { actor, call } = start('named')
    expect(call.inputs).toEqual([7])
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['loadOne'])
    await call.resolve('row')
    expect(value(actor)).toBe('shown')
    expect(actor.getSnapshot().context.rows).toEqual(['row'])
  })
})

describe('failed, and Try again', () => {
  it.each([[agentsError(401)], [agentsError(500)], [new Error('offline')], [null]])(
    'a failure (%s) is failed, whatever it is; RETRY asks again (a 401 too: the client ends the session)',
    async (error) => {
      const { actor, call } = start('plain')
      await call.reject(error)
      expect(value(actor)).toBe('failed')
      actor.send({ type: 'REFRESH' }) // not this machine's Try again
      expect(value(actor)).toBe('failed')
      actor.send({ type: RETRY })
      expect(value(actor)).toBe('loading')
      expect(call.inputs).toHaveLength(2)
      await call.resolve(['a'])
      expect(value(actor)).toBe('ready')
    },
  )

  it('a machine names its own Try again', async () => {
    const { actor, call } = start('named')
    await call.reject(agentsError(500))
    expect(value(actor)).toBe('failed')
    actor.send({ type: 'RETRY' })
    expect(value(actor)).toBe('failed')
    actor.send({ type: 'REFRESH' })
    expect(value(actor)).toBe('loading')
  })

  it('without one of its own (retry: null), failed waits for the root’s', async () => {
    const { actor, call } = start('rooted')
    await call.reject(new Error('offline'))
    actor.send({ type: 'RETRY' })
    actor.send({ type: 'REFRESH' })
    expect(value(actor)).toBe('failed')
    expect(machines.rooted.root.states.failed!.on).toEqual({})
    actor.send({ type: 'AGAIN' })
    expect(value(actor)).toBe('loading')
  })

  it.each([
    [agentsError(404), 'gone'],
    [agentsError(410), 'failed'],
    [agentsError(401), 'failed'],
    [new Error('offline'), 'failed'],
    [undefined, 'failed'],
  ])('with a 404 state: %s is %s', async (error, state) => {
    const { actor, call } = start('named')
    await call.reject(error)
    expect(value(actor)).toBe(state)
  })

  it('a 404 is failed where the machine has no such state', async () => {
    const { actor, call } = start('plain')
    await call.reject(agentsError(404))
    expect(value(actor)).toBe('failed')
  })
})

describe('what the diagrams say', () => {
  it('each state is described: the failure says its message and Try again', () => {
    const plain = machines.plain.root.states
    expect(plain.loading!.description).toBe('Asks for what the page shows.')
    expect(plain.failed!.description).toBe("'The rows could not be loaded.' Try again.")
    expect(machines.named.root.states.loading!.description).toBe('Asks for the row.')
  })
})

describe('the view’s phase', () => {
  it.each([
    ['loading', 'loading'],
    ['failed', 'failed'],
    ['ready', null],
    [{ ready: 'idle' }, null],
    [{ failed: 'x' }, null],
    ['notFound', null],
  ])('%j is %s', (state, phase) => {
    expect(loadPhaseOf({ value: state })).toBe(phase)
  })

  it.each([
    [{ error: { status: 404 } }, true],
    [{ error: { status: 400 } }, false],
    [{ error: null }, false],
    [{}, false],
  ])('answeredNotFound(%j) is %s', (event, found) => {
    expect(answeredNotFound({ event })).toBe(found)
  })
})
