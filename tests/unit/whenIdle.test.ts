// @vitest-environment happy-dom
// The work done while the visitor reads (src/ui/lazy/whenIdle.ts): one task per idle period,
// the next only once the last has settled, the chunks every flow shares first, and a task that
// hangs or fails does not hold the others.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('../../src/ui/flow/pageHydration', () => ({
  onPageHydrated: (listener: () => void) => listener(),
}))
/** The idle callbacks the page asked for, run by the test one at a time. */
let idleCallbacks: (() => void)[] = []

/** The shared chunks' modules the queue imported, in order. */
const sharedChunksImported: string[] = []

async function loadWhenIdle() {
  vi.resetModules()
  // At once here (the real ones took over a second to import on a busy machine, longer than a
  // wait below), and noted.
  vi.doMock('xstate', () => {
    sharedChunksImported.push('xstate')
    return {}
  })
  vi.doMock('../../src/api/schemas', () => {
    sharedChunksImported.push('schemas')
    return {}
  })
  return (await import('../../src/ui/lazy/whenIdle')).whenIdle
}

/** Runs the next idle period the queue asked for, and lets its task's promises settle. */
async function runIdlePeriod() {
  const callback = idleCallbacks.shift()
  expect(callback, 'an idle period was asked for').toBeDefined()
  callback!()
  for (let turn = 0; turn < 20; turn++) await Promise.resolve()
}

/** Settles the shared chunks' imports queued ahead of every task (two idle periods). */
async function passSharedChunks() {
  for (const _ of [1, 2]) {
    await vi.waitFor(() => expect(idleCallbacks).toHaveLength(1))
    await runIdlePeriod()
  }
}

beforeEach(() => {
  idleCallbacks = []
  sharedChunksImported.length = 0
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback))
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('whenIdle', () => {
  it('runs one task per idle period, each once the one before has settled', async () => {
    const whenIdle = await loadWhenIdle()
    const ran: string[] = []
    let settleFirst: () => void = () => {}
    whenIdle(() => {
      ran.push('first')
      return new Promise<void>((resolve) => (settleFirst = resolve))
    })
    whenIdle(() => void ran.push('second'))
    await passSharedChunks()
    await vi.waitFor(() => expect(idleCallbacks).toHaveLength(1))
    await runIdlePeriod()
    expect(ran).toEqual(['first'])
    // The first has not settled: no idle period is asked for the second.
    expect(idleCallbacks).toHaveLength(0)
    settleFirst()
    await vi.waitFor(() => expect(idleCallbacks).toHaveLength(1))
    expect(ran).toEqual(['first'])
    await runIdlePeriod()
    expect(ran).toEqual(['first', 'second'])
    expect(idleCallbacks).toHaveLength(0)
  })

  it('evaluates the chunks every flow shares before the first task', async () => {
    const whenIdle = await loadWhenIdle()
    const task = vi.fn()
    whenIdle(task)
    await passSharedChunks()
    expect(sharedChunksImported).toEqual(['xstate', 'schemas'])
    expect(task).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(idleCallbacks).toHaveLength(1))
    await runIdlePeriod()
    expect(task).toHaveBeenCalledOnce()
  })

  it('goes on after a task that fails, and after one that hangs for 5 s', async () => {
    const whenIdle = await loadWhenIdle()
    const ran: string[] = []
    whenIdle(() => Promise.reject(new Error('the network failed')))
    whenIdle(() => new Promise(() => ran.push('hangs')))
    whenIdle(() => void ran.push('last'))
    await passSharedChunks()
    await vi.waitFor(() => expect(idleCallbacks).toHaveLength(1))
    await runIdlePeriod() // fails
    await vi.waitFor(() => expect(idleCallbacks).toHaveLength(1))
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    await runIdlePeriod() // hangs
    expect(ran).toEqual(['hangs'])
    expect(idleCallbacks).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(4999)
    expect(idleCallbacks).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    vi.useRealTimers()
    await vi.waitFor(() => expect(idleCallbacks).toHaveLength(1))
    await runIdlePeriod()
    expect(ran).toEqual(['hangs', 'last'])
  })

  it('without requestIdleCallback, waits for the scheduler at background priority', async () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    const postTask = vi.fn((task: () => void, _options: { priority: string }) =>
      Promise.resolve().then(task),
    )
    vi.stubGlobal('scheduler', { postTask })
    const whenIdle = await loadWhenIdle()
    const task = vi.fn()
    whenIdle(task)
    await vi.waitFor(() => expect(task).toHaveBeenCalledOnce())
    // The two shared chunks, then the task: each in a task of its own.
    expect(postTask).toHaveBeenCalledTimes(3)
    expect(postTask.mock.calls.every(([, options]) => options?.priority === 'background')).toBe(
      true,
    )
  })
})
