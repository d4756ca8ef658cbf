// The time limit an answer puts on work it waits for (the health check's ping, the campaign of
// an interview link's page): its value in time, its failure, or TimeLimitError after the limit.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TimeLimitError, within } from '../../server/http/timeLimit.ts'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

const after = <T>(ms: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms))

describe('within', () => {
  it('resolves with what the work resolved to in time', async () => {
    const answer = within(after(999, 'campaign'), 1000)
    await vi.advanceTimersByTimeAsync(999)
    await expect(answer).resolves.toBe('campaign')
  })

  it('rejects with TimeLimitError when the work has not answered at the limit', async () => {
    const answer = within(after(1001, 'late'), 1000)
    const outcome = expect(answer).rejects.toBeInstanceOf(TimeLimitError)
    await vi.advanceTimersByTimeAsync(1000)
    await outcome
  })

  it("rejects with the work's own failure", async () => {
    const failure = new Error('ECONNREFUSED')
    await expect(within(Promise.reject(failure), 1000)).rejects.toBe(failure)
  })

  it('leaves no timer behind once the work has answered', async () => {
    await within(Promise.resolve('done'), 1000)
    expect(vi.getTimerCount()).toBe(0)
  })
})
