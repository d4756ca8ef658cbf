// @vitest-environment happy-dom
// The work done while the visitor reads (src/ui/lazy/whenIdle.ts): one task started per idle
// period, in order; a `first` task before every other, which wait until it has settled; a task
// that fails does not hold the others.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('../../src/ui/flow/pageHydration', () => ({
  onPageHydrated: (listener: () => void) => listener(),
}))

/** The idle callbacks the page asked for, run by the test one at a time. */
let idleCallbacks: (() => void)[] = []

async function loadWhenIdle() {
  vi.resetModules()
  return (await import('../../src/ui/lazy/whenIdle')).whenIdle
}

/** Runs the next idle period the queue asked for, and lets its task's promises settle. */
async function runIdlePeriod() {
  const callback = idleCallbacks.shift()
  expect(callback, 'an idle period was asked for').toBeDefined()
  callback!()
  for (let turn = 0; turn < 20; turn++) await Promise.resolve()
}

/** Runs the next idle period once it is asked for. */
async function nextIdlePeriod() {
  await vi.waitFor(() => expect(idleCallbacks).toHaveLength(1))
  await runIdlePeriod()
}

beforeEach(() => {
  idleCallbacks = []
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback))
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('whenIdle', () => {
  it('starts one task per idle period, in order, without waiting for the last to settle', async () => {
    const whenIdle = await loadWhenIdle()
    const ran: string[] = []
    whenIdle(() => {
      ran.push('first')
      return new Promise(() => {}) // a fetch still on its way
    })
    whenIdle(() => void ran.push('second'))
    expect(ran).toEqual([])
    await nextIdlePeriod()
    expect(ran).toEqual(['first'])
    await nextIdlePeriod()
    expect(ran).toEqual(['first', 'second'])
    expect(idleCallbacks).toHaveLength(0)
    // A task queued once the queue is empty starts too, in an idle period of its own.
    whenIdle(() => void ran.push('later'))
    expect(ran).toEqual(['first', 'second'])
    await nextIdlePeriod()
    expect(ran).toEqual(['first', 'second', 'later'])
  })

  it('starts a first task before every other, and the others once it has settled', async () => {
    const whenIdle = await loadWhenIdle()
    const ran: string[] = []
    let settle: () => void = () => {}
    whenIdle(() => void ran.push('other'))
    whenIdle(() => {
      ran.push('first')
      return new Promise<void>((resolve) => (settle = resolve))
    }, true)
    await nextIdlePeriod()
    expect(ran).toEqual(['first'])
    await Promise.resolve()
    expect(idleCallbacks, 'no idle period while the first has not settled').toHaveLength(0)
    settle()
    await nextIdlePeriod()
    expect(ran).toEqual(['first', 'other'])
  })

  it('goes on after a task that fails', async () => {
    const whenIdle = await loadWhenIdle()
    const ran: string[] = []
    whenIdle(() => Promise.reject(new Error('the network failed')), true)
    whenIdle(() => {
      throw new Error('a bug')
    })
    whenIdle(() => void ran.push('last'))
    for (const _ of [1, 2, 3]) await nextIdlePeriod()
    expect(ran).toEqual(['last'])
  })

  it('without requestIdleCallback (Safari), waits for a timer instead', async () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const whenIdle = await loadWhenIdle()
    const task = vi.fn()
    whenIdle(task)
    expect(task).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(task).toHaveBeenCalledOnce()
  })
})
