// The rate limits' batching (server/rateLimit/keyedBatches.ts): one statement at a time per key,
// the items that came meanwhile together in the next, each answered with its own outcome.
import { describe, expect, it } from 'vitest'
import { keyedBatches } from '../../server/rateLimit/keyedBatches.ts'

/** A run that records its batches and finishes when `release` is called. */
function recordingRun() {
  const batches: string[][] = []
  const pending: (() => void)[] = []
  const run = (key: string, items: number[]) => {
    batches.push(items.map((item) => `${key}${item}`))
    return new Promise<string[]>((resolve) =>
      pending.push(() => resolve(items.map((item) => `${key}${item * 10}`))),
    )
  }
  const release = async () => {
    pending.shift()!()
    // Lets the batch's answers and the next batch's start happen.
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { batches, run, release }
}

describe('keyed batches', () => {
  it('send what arrives during a statement in the next one, and answer each item its own', async () => {
    const { batches, run, release } = recordingRun()
    const take = keyedBatches(run)
    const first = take('a', 1)
    const waiting = [take('a', 2), take('a', 3)]
    expect(batches).toEqual([['a1']])
    await release()
    expect(batches).toEqual([['a1'], ['a2', 'a3']])
    expect(await first).toBe('a10')
    const later = take('a', 4)
    await release()
    expect(await Promise.all(waiting)).toEqual(['a20', 'a30'])
    expect(batches).toEqual([['a1'], ['a2', 'a3'], ['a4']])
    await release()
    expect(await later).toBe('a40')
    // Nothing was running any more: the next item goes at once.
    void take('a', 5)
    expect(batches.at(-1)).toEqual(['a5'])
  })

  it('run different keys side by side', () => {
    const { batches, run } = recordingRun()
    const take = keyedBatches(run)
    void take('a', 1)
    void take('b', 1)
    void take('a', 2)
    expect(batches).toEqual([['a1'], ['b1']])
  })

  it('fail only the items of a failed statement, and go on with the next', async () => {
    let calls = 0
    let fail = () => {}
    const take = keyedBatches(async (_key, items: number[]) => {
      calls++
      if (calls === 1) {
        await new Promise<void>((resolve) => (fail = resolve))
        throw new Error('database gone')
      }
      return items
    })
    const failed = take('a', 1)
    const next = take('a', 2)
    fail()
    await expect(failed).rejects.toThrow('database gone')
    expect(await next).toBe(2)
  })
})
