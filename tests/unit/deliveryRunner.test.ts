// The mail worker's runner of the delivery machine (server/mail/delivery.ts): it steps through
// the machine's own transitions, starting each invoked effect and feeding its outcome back, and
// keeps the one delayed event (sentUnrecorded's wait) itself. These walk every kind of step it
// performs, with effects that answer at once; the machine's own rules are its model test's.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fromPromise } from 'xstate'
import {
  outboxDeliveryMachine,
  type DeliveryError,
  type OutboxDeliveryContext,
} from '../../src/machines/outboxDelivery.machine.ts'
import { deliveryRunner, type DeliverySnapshot } from '../../server/mail/delivery.ts'

type Effect = (input: OutboxDeliveryContext) => Promise<void>
const done: Effect = async () => {}

/** A runner of the machine with these effects, and what one delivery went through. */
function deliveryWith(
  effects: Partial<Record<'deliver' | 'recordSent' | 'recordRetry' | 'recordFailure', Effect>>,
  attempt = 1,
) {
  const calls: string[] = []
  const actor = (name: keyof typeof effects) =>
    fromPromise(({ input }: { input: OutboxDeliveryContext }) => {
      calls.push(name)
      return (effects[name] ?? done)(input)
    })
  const machine = outboxDeliveryMachine.provide({
    actors: {
      deliver: actor('deliver'),
      recordSent: actor('recordSent'),
      recordRetry: actor('recordRetry'),
      recordFailure: actor('recordFailure'),
    },
    delays: { STORE_RETRY_MS: 1_000 },
  })
  const states: string[] = []
  const errors: unknown[] = []
  let last: DeliverySnapshot | undefined
  const delivery = deliveryRunner(machine)(
    { id: 7, attempt },
    (snapshot) => {
      last = snapshot
      states.push(String(snapshot.value))
    },
    (error) => errors.push(error),
  )
  return { delivery, calls, states, errors, last: () => last! }
}

const refused = (responseCode: number): DeliveryError => ({ responseCode, message: 'refused' })

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the delivery runner', () => {
  it('sends, records the message sent and ends in sent', async () => {
    const run = deliveryWith({})
    await vi.runAllTimersAsync()
    expect(run.calls).toEqual(['deliver', 'recordSent'])
    expect(run.states).toEqual(['sending', 'recordingSent', 'sent'])
    expect(run.last().status).toBe('done')
  })

  it('feeds a refusal back as the error of the effect: a 4xx is recorded for a retry', async () => {
    const run = deliveryWith({ deliver: () => Promise.reject(refused(451)) })
    await vi.runAllTimersAsync()
    expect(run.calls).toEqual(['deliver', 'recordRetry'])
    expect(run.states.at(-1)).toBe('retryScheduled')
    expect(run.last().context.lastError).toBe('refused')
  })

  it('a 5xx, or a record that fails, ends as the machine says: failed, released', async () => {
    const failed = deliveryWith({ deliver: () => Promise.reject(refused(550)) })
    const released = deliveryWith({
      deliver: () => Promise.reject(refused(550)),
      recordFailure: () => Promise.reject(new Error('the database is away')),
    })
    await vi.runAllTimersAsync()
    expect(failed.states.at(-1)).toBe('failed')
    expect(released.states.at(-1)).toBe('released')
  })

  it('records a sent message again after the machine’s wait when the database did not answer', async () => {
    let answers = 0
    const run = deliveryWith({
      recordSent: async () => {
        answers += 1
        if (answers === 1) throw new Error('the database is away')
      },
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(run.states.at(-1)).toBe('sentUnrecorded')
    await vi.advanceTimersByTimeAsync(999)
    expect(run.calls).toEqual(['deliver', 'recordSent'])
    await vi.advanceTimersByTimeAsync(1)
    expect(run.calls).toEqual(['deliver', 'recordSent', 'recordSent'])
    expect(run.states.at(-1)).toBe('sent')
  })

  it('stopped, it steps no further: neither an outcome nor the wait moves it', async () => {
    let fail = true
    const run = deliveryWith({
      recordSent: async () => {
        if (fail) throw new Error('the database is away')
      },
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(run.states.at(-1)).toBe('sentUnrecorded')
    run.delivery.stop()
    fail = false
    await vi.runAllTimersAsync()
    expect(run.states.at(-1)).toBe('sentUnrecorded')
    expect(run.calls).toEqual(['deliver', 'recordSent'])
  })

  it('runs the machine’s own placeholders when nothing is provided: they reject, it ends released', async () => {
    const states: string[] = []
    const errors: unknown[] = []
    deliveryRunner(outboxDeliveryMachine)(
      { id: 1, attempt: 1 },
      (snapshot) => states.push(String(snapshot.value)),
      (error) => errors.push(error),
    )
    await vi.runAllTimersAsync()
    expect(states).toEqual(['sending', 'recordingRetry', 'released'])
    expect(errors).toEqual([])
  })
})
