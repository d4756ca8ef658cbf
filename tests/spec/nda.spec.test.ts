// SPEC.md 2.3 and 5 for the NDA page, written from the specification.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { ndaMachine, ndaMessages } from '../../src/machines/nda.machine'
import type { Boarding } from '../../src/api/schemas'
import { childErrors, effect, fakeCall, httpError, wait, type Effect } from './actors'

const boarding = { ndaAcceptedAt: '2025-03-01T09:30:00.000Z' }
let completeOnboarding: ReturnType<typeof fakeCall<Boarding>>
let storeBoarding: Effect
let goHome: Effect

function start() {
  completeOnboarding = fakeCall<Boarding>()
  storeBoarding = effect()
  goHome = effect()
  return createActor(
    ndaMachine.provide({
      actors: { completeOnboarding: completeOnboarding.logic },
      actions: { storeBoarding, goHome },
    }),
  ).start()
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('SPEC.md 2.3, 5: Continue is enabled only when the box is ticked', () => {
  it.each([
    [[], false],
    [['ACCEPT'], true],
    [['ACCEPT', 'WITHDRAW'], false],
    [['ACCEPT', 'WITHDRAW', 'ACCEPT'], true],
  ] as const)('after %j, Continue enabled: %s', (events, enabled) => {
    const nda = start()
    for (const type of events) nda.send({ type })
    expect(nda.getSnapshot().can({ type: 'CONTINUE' })).toBe(enabled)
    nda.send({ type: 'CONTINUE' })
    expect(nda.getSnapshot().value).toEqual(enabled ? 'completing' : 'notAccepted')
    expect(completeOnboarding.inputs).toHaveLength(enabled ? 1 : 0)
  })

  it('Continue completes onboarding, stores boarding, then goes to /home', async () => {
    const nda = start()
    nda.send({ type: 'ACCEPT' })
    nda.send({ type: 'CONTINUE' })
    expect(Object.keys(nda.getSnapshot().children)).toEqual(['completeOnboarding'])
    expect(goHome).not.toHaveBeenCalled()
    await completeOnboarding.resolve(boarding)
    expect(storeBoarding.mock.calls[0]![1]).toEqual({ boarding })
    expect(goHome).toHaveBeenCalledTimes(1)
    expect(storeBoarding.mock.invocationCallOrder[0]!).toBeLessThan(
      goHome.mock.invocationCallOrder[0]!,
    )
    expect(nda.getSnapshot().status).toBe('done')
  })
})

describe('a failure keeps the member on the page (ours: SPEC.md 8 has no NDA row)', () => {
  it.each([
    [httpError(401), 'signInRequired', ndaMessages.signInRequired],
    [httpError(500), 'failed', ndaMessages.failed],
    [new Error('offline'), 'failed', ndaMessages.failed],
  ])('%s: %s', async (error, state, message) => {
    expect([
      'We could not record your acceptance. Please try again.',
      'Your session has ended. Please log in again to accept the agreement.',
    ]).toContain(message)
    const nda = start()
    nda.send({ type: 'ACCEPT' })
    nda.send({ type: 'CONTINUE' })
    await completeOnboarding.reject(error)
    expect(nda.getSnapshot().value).toEqual({ accepted: state })
    expect(goHome).not.toHaveBeenCalled()
    // The box stays ticked: Continue tries again.
    nda.send({ type: 'CONTINUE' })
    expect(nda.getSnapshot().value).toBe('completing')
  })

  it('not supplied, the call fails saying so', async () => {
    const errors = childErrors()
    const nda = createActor(ndaMachine, { inspect: errors.inspect }).start()
    nda.send({ type: 'ACCEPT' })
    nda.send({ type: 'CONTINUE' })
    await wait(0)
    expect(nda.getSnapshot().value).toEqual({ accepted: 'failed' })
    expect(errors.messages).toEqual([
      'completeOnboarding is not provided: supply it with machine.provide()',
    ])
  })
})
