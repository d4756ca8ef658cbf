// Issue 31 item 1, the delivery of one outbox message, written from the issue (our rules, not
// SPEC.md's): which SMTP outcomes are temporary and which permanent, how many attempts, the
// backoff schedule, and that every outcome is recorded before the machine moves on. Issue 43
// item 6: the outbox's poll is its only scheduler, so a delivery ends once its retry is
// recorded (the row's next_attempt_at) and leaves no timer behind.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import {
  backoffMs,
  isPermanent,
  outboxDeliveryMachine,
  type DeliveryError,
} from '../../src/machines/outboxDelivery.machine'
import { childErrors, fakeCall, wait } from './actors'

/** Ours: six deliveries in all, then the message is left failed. */
const MAX_ATTEMPTS = 6
/** Ours: the wait after failed attempt 1, 2, 3, 4, and 5 or later. */
const SCHEDULE = [
  [1, 60_000],
  [2, 300_000],
  [3, 900_000],
  [4, 3_600_000],
  [5, 14_400_000],
  [6, 14_400_000],
  [9, 14_400_000],
] as const
/** Ours: a sent message not recorded (the database away) is recorded again after 5 s. */
const STORE_RETRY = 5_000

/** SMTP outcomes: a 5xx reply is permanent; a 4xx reply, no connection or a timeout is not. */
const OUTCOMES: [DeliveryError, 'temporary' | 'permanent'][] = [
  [{ responseCode: 421, message: '421 Service not available' }, 'temporary'],
  [{ responseCode: 450, message: '450 Mailbox busy' }, 'temporary'],
  [{ responseCode: 451, message: '451 Local error' }, 'temporary'],
  [{ responseCode: 452, message: '452 Insufficient storage' }, 'temporary'],
  [{ responseCode: 499, message: '499' }, 'temporary'],
  [{ responseCode: 500, message: '500 Syntax error' }, 'permanent'],
  [{ responseCode: 550, message: '550 Mailbox unavailable' }, 'permanent'],
  [{ responseCode: 552, message: '552 Too big' }, 'permanent'],
  [{ responseCode: 553, message: '553 Name not allowed' }, 'permanent'],
  [{ responseCode: 554, message: '554 Transaction failed' }, 'permanent'],
  [{ responseCode: 599, message: '599' }, 'permanent'],
  [{ responseCode: 600, message: 'not SMTP' }, 'temporary'],
  [{ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:25' }, 'temporary'],
  [{ code: 'ETIMEDOUT', message: 'Connection timeout' }, 'temporary'],
  [{ code: 'ECONNECTION', message: 'Connection closed' }, 'temporary'],
  [{ code: 'ESOCKET', message: 'socket hang up' }, 'temporary'],
  [{ code: 'EDNS', message: 'getaddrinfo ENOTFOUND relay' }, 'temporary'],
]

function start(attempt = 1) {
  const calls = {
    deliver: fakeCall<void>(),
    recordSent: fakeCall<void>(),
    recordRetry: fakeCall<void>(),
    recordFailure: fakeCall<void>(),
  }
  const actors = Object.fromEntries(Object.entries(calls).map(([name, call]) => [name, call.logic]))
  const actor = createActor(outboxDeliveryMachine.provide({ actors: actors as never }), {
    input: { id: 7, attempt },
  }).start()
  return { actor, ...calls, state: () => actor.getSnapshot().value }
}

const refused = (responseCode: number): DeliveryError => ({
  responseCode,
  message: `${responseCode} refused`,
})

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('the rules as data', () => {
  it.each(OUTCOMES)('%j is %s', (error, kind) => {
    expect(isPermanent(error)).toBe(kind === 'permanent')
  })

  it.each(SCHEDULE)('after failed attempt %i the wait is %i ms', (attempt, ms) => {
    expect(backoffMs(attempt)).toBe(ms)
  })
})

describe('one delivery', () => {
  it('starts sending the message it was given, attempt as claimed', () => {
    const { actor, deliver, state } = start(3)
    expect(state()).toBe('sending')
    expect(actor.getSnapshot().context).toEqual({ id: 7, attempt: 3, lastError: null })
    expect(deliver.inputs).toEqual([{ id: 7, attempt: 3, lastError: null }])
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['deliver'])
  })

  it('delivered: recorded sent, then done', async () => {
    const { actor, deliver, recordSent, state } = start()
    await deliver.resolve()
    expect(state()).toBe('recordingSent')
    expect(recordSent.inputs).toEqual([{ id: 7, attempt: 1, lastError: null }])
    await recordSent.resolve()
    expect(state()).toBe('sent')
    expect(actor.getSnapshot().status).toBe('done')
  })

  it(`delivered but not recorded: recorded again after ${STORE_RETRY} ms, until it is`, async () => {
    const { deliver, recordSent, state } = start()
    await deliver.resolve()
    await recordSent.reject(new Error('the database is away'))
    expect(state()).toBe('sentUnrecorded')
    await wait(STORE_RETRY - 1)
    expect(state()).toBe('sentUnrecorded')
    await wait(1)
    expect(state()).toBe('recordingSent')
    expect(recordSent.inputs).toHaveLength(2)
    await recordSent.resolve()
    expect(state()).toBe('sent')
  })

  it.each(OUTCOMES)('refused with %j: %s', async (error, kind) => {
    const { actor, deliver, recordRetry, recordFailure, state } = start()
    await deliver.reject(error)
    expect(actor.getSnapshot().context.lastError).toBe(error.message)
    if (kind === 'permanent') {
      expect(state()).toBe('recordingFailure')
      expect(recordFailure.inputs).toEqual([{ id: 7, attempt: 1, lastError: error.message }])
      expect(recordRetry.inputs).toEqual([])
    } else {
      expect(state()).toBe('recordingRetry')
      expect(recordRetry.inputs).toEqual([{ id: 7, attempt: 1, lastError: error.message }])
      expect(recordFailure.inputs).toEqual([])
    }
  })

  it.each([1, 2, 3, 4, 5, 6, 7])(
    'a temporary refusal of attempt %i: retried while attempts are left',
    async (attempt) => {
      const { actor, deliver, state } = start(attempt)
      await deliver.reject(refused(451))
      expect(state()).toBe(attempt < MAX_ATTEMPTS ? 'recordingRetry' : 'recordingFailure')
      expect(actor.getSnapshot().context.lastError).toBe('451 refused')
    },
  )

  it('failed and recorded: done, left for the console', async () => {
    const { actor, deliver, recordFailure, state } = start()
    await deliver.reject(refused(550))
    await recordFailure.resolve()
    expect(state()).toBe('failed')
    expect(actor.getSnapshot().status).toBe('done')
  })

  it.each(['recordRetry', 'recordFailure'] as const)(
    '%s not recorded (the database away): released, for the next claim once the lease ends',
    async (call) => {
      const delivery = start()
      await delivery.deliver.reject(refused(call === 'recordRetry' ? 451 : 550))
      await delivery[call].reject(new Error('the database is away'))
      expect(delivery.state()).toBe('released')
      expect(delivery.actor.getSnapshot().status).toBe('done')
    },
  )
})

describe('each effect runs as a child of its name (the worker and the logs know it by it)', () => {
  it.each([
    ['recordingSent', 'recordSent', undefined],
    ['recordingRetry', 'recordRetry', 451],
    ['recordingFailure', 'recordFailure', 550],
  ] as const)('%s: %s', async (expected, child, reply) => {
    const { actor, deliver, state } = start()
    await (reply ? deliver.reject(refused(reply)) : deliver.resolve())
    expect(state()).toBe(expected)
    expect(Object.keys(actor.getSnapshot().children)).toEqual([child])
  })

  it('retryScheduled: none (the message waits in the outbox)', async () => {
    const { actor, deliver, recordRetry, state } = start()
    await deliver.reject(refused(451))
    await recordRetry.resolve()
    expect(state()).toBe('retryScheduled')
    expect(Object.keys(actor.getSnapshot().children)).toEqual([])
  })
})

describe('the wait before the next attempt is the outbox’s, not the delivery’s', () => {
  it.each(SCHEDULE.filter(([attempt]) => attempt < MAX_ATTEMPTS))(
    'after failed attempt %i: the retry is recorded, and the delivery ends with no timer left',
    async (attempt) => {
      const { actor, deliver, recordRetry, recordFailure, state } = start(attempt)
      await deliver.reject(refused(421))
      expect(recordRetry.inputs).toEqual([{ id: 7, attempt, lastError: '421 refused' }])
      await recordRetry.resolve()
      expect(state()).toBe('retryScheduled')
      expect(actor.getSnapshot().status).toBe('done')
      expect(vi.getTimerCount()).toBe(0)
      // The longest wait and more: this delivery sends nothing again, whoever claims it does.
      await wait(14_400_000 + 1)
      expect(deliver.inputs).toHaveLength(1)
      expect(recordRetry.inputs).toHaveLength(1)
      expect(recordFailure.inputs).toEqual([])
    },
  )

  it(`the whole way: ${MAX_ATTEMPTS} deliveries, each from the poll's claim, then failed`, async () => {
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      const { deliver, recordRetry, state } = start(attempt)
      await deliver.reject(refused(451))
      await recordRetry.resolve()
      expect(state()).toBe('retryScheduled')
    }
    const last = start(MAX_ATTEMPTS)
    await last.deliver.reject(refused(451))
    expect(last.state()).toBe('recordingFailure')
    expect(last.recordRetry.inputs).toEqual([])
    await last.recordFailure.resolve()
    expect(last.state()).toBe('failed')
  })
})

describe('effects not supplied', () => {
  it('fail saying so', async () => {
    const errors = childErrors()
    createActor(outboxDeliveryMachine, {
      input: { id: 1, attempt: 1 },
      inspect: errors.inspect,
    }).start()
    await wait(0)
    expect(errors.messages[0]).toBe('deliver is not provided: supply it with machine.provide()')
  })

  it.each([
    ['recordSent', undefined, 'sentUnrecorded'],
    ['recordRetry', 451, 'released'],
    ['recordFailure', 550, 'released'],
  ] as const)('%s fails saying so', async (name, reply, after) => {
    const errors = childErrors()
    const deliver = fromPromise<void>(() =>
      reply ? Promise.reject(refused(reply)) : Promise.resolve(),
    )
    const done = fromPromise<void>(() => Promise.resolve())
    const others = { deliver, recordSent: done, recordRetry: done, recordFailure: done }
    const { [name]: _missing, ...supplied } = others as Record<string, unknown>
    const actor = createActor(outboxDeliveryMachine.provide({ actors: supplied as never }), {
      input: { id: 1, attempt: 1 },
      inspect: errors.inspect,
    }).start()
    await wait(60_000)
    expect(errors.messages.at(-1)).toBe(`${name} is not provided: supply it with machine.provide()`)
    expect(actor.getSnapshot().value).toBe(after)
  })
})
