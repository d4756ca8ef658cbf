// SPEC.md 4 (the access modal), 5 (Access code), 8 and 9, as data written from the
// specification. The real machine runs as an actor with a fake token fetch and fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import {
  accessCodeMachine,
  isSendableCode,
  type CodeVerdict,
} from '../../src/machines/accessCode.machine'
import { missingEffects } from './missingEffects'

/** SPEC.md 9: an error message clears itself after 3000 ms. */
const ERROR_CLEAR = 3000
/** SPEC.md 8, literally: the state each message shows in. */
const messages = {
  invalid: 'Code provided is invalid',
  failed: 'Error trying to validate code',
} as const

function start(answer: () => Promise<CodeVerdict> = async () => 'accepted') {
  const fetchToken = vi.fn(async ({ input }: { input: { code: string } }) => {
    void input
    return answer()
  })
  const effects = { storeCode: vi.fn(), announceAccepted: vi.fn(), reportProgress: vi.fn() }
  const actor = createActor(
    accessCodeMachine.provide({
      actors: { fetchToken: fromPromise(fetchToken) },
      actions: effects,
    }),
  ).start()
  const snapshot = () => actor.getSnapshot()
  /** What the entry shows: the message of SPEC.md 8, or none. */
  const message = () =>
    snapshot().matches({ entry: 'invalid' })
      ? messages.invalid
      : snapshot().matches({ entry: 'failed' })
        ? messages.failed
        : null
  const enter = async (code: string) => {
    actor.send({ type: 'TYPE', code })
    actor.send({ type: 'SUBMIT' })
    await vi.advanceTimersByTimeAsync(0)
  }
  return { actor, fetchToken, effects, snapshot, message, enter }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe("SPEC.md 4: the access modal first shows the guidelines with 'Ok, got it!', then the code", () => {
  it('starts at the guidelines, where no code can be sent', () => {
    const { snapshot, actor } = start()
    expect(snapshot().value).toBe('guidelines')
    actor.send({ type: 'TYPE', code: 'WELCOME-2025' })
    expect(snapshot().can({ type: 'SUBMIT' })).toBe(false)
    actor.send({ type: 'SUBMIT' })
    expect(snapshot().value).toBe('guidelines')
  })

  it("'Ok, got it!' shows the code entry, empty and without a message", () => {
    const { snapshot, actor, message } = start()
    actor.send({ type: 'ACKNOWLEDGE' })
    expect(snapshot().matches({ entry: 'editing' })).toBe(true)
    expect(snapshot().context.code).toBe('')
    expect(message()).toBeNull()
  })
})

describe('SPEC.md 5: the button is disabled while the code is empty, and Enter submits', () => {
  it.each([
    // code typed,           can be sent
    ['', false],
    [' ', false],
    ['   \t ', false],
    ['A', true],
    ['WELCOME-2025', true],
    [' WELCOME-2025 ', true],
    ['x'.repeat(100), true],
    ['x'.repeat(101), false], // the contract's limit: the token fetch would refuse it
  ])('%j: %s', (code, sendable) => {
    const { snapshot, actor } = start()
    actor.send({ type: 'ACKNOWLEDGE' })
    actor.send({ type: 'TYPE', code })
    expect(snapshot().can({ type: 'SUBMIT' })).toBe(sendable)
    expect(isSendableCode(code)).toBe(sendable)
    actor.send({ type: 'SUBMIT' })
    expect(snapshot().matches('checking')).toBe(sendable)
  })
})

describe('SPEC.md 5: a code is accepted only if the token fetch with that code succeeds', () => {
  it('accepted: the code (without surrounding spaces) is checked, stored and announced', async () => {
    const { enter, fetchToken, effects, snapshot, actor } = start(async () => 'accepted')
    actor.send({ type: 'ACKNOWLEDGE' })
    await enter('  WELCOME-2025 ')
    expect(fetchToken).toHaveBeenCalledTimes(1)
    expect(fetchToken.mock.calls[0]![0].input).toEqual({ code: 'WELCOME-2025' })
    expect(effects.storeCode).toHaveBeenCalledWith(expect.anything(), { code: 'WELCOME-2025' })
    expect(effects.announceAccepted).toHaveBeenCalledTimes(1)
    expect(snapshot().status).toBe('done')
  })

  it.each([
    // the token fetch,  state shown,  message of SPEC.md 8
    ['rejected', 'invalid', messages.invalid],
    ['throws', 'failed', messages.failed],
  ] as const)('%s: %s, %j; nothing stored', async (outcome, state, text) => {
    const { enter, effects, snapshot, message, actor } = start(async () => {
      if (outcome === 'throws') throw new Error('network')
      return outcome
    })
    actor.send({ type: 'ACKNOWLEDGE' })
    await enter('NOT-A-CODE')
    expect(snapshot().matches({ entry: state })).toBe(true)
    expect(message()).toBe(text)
    expect(snapshot().context.code).toBe('NOT-A-CODE') // what was typed is kept
    expect(effects.storeCode).not.toHaveBeenCalled()
    expect(effects.announceAccepted).not.toHaveBeenCalled()
  })

  it('while the code is checked, nothing else is sent', async () => {
    const { fetchToken, snapshot, actor } = start(() => new Promise(() => {}))
    actor.send({ type: 'ACKNOWLEDGE' })
    actor.send({ type: 'TYPE', code: 'WELCOME-2025' })
    actor.send({ type: 'SUBMIT' })
    expect(snapshot().can({ type: 'SUBMIT' })).toBe(false)
    actor.send({ type: 'SUBMIT' })
    await vi.advanceTimersByTimeAsync(0)
    expect(fetchToken).toHaveBeenCalledTimes(1)
  })

  it('after an error the code can be sent again', async () => {
    let verdict: CodeVerdict = 'rejected'
    const { enter, snapshot, actor } = start(async () => verdict)
    actor.send({ type: 'ACKNOWLEDGE' })
    await enter('WELCOME-2025')
    verdict = 'accepted'
    await enter('WELCOME-2025')
    expect(snapshot().status).toBe('done')
  })
})

describe('Issue 31: an accepted code is reported (for an invited candidate: the report decides)', () => {
  it.each([
    // the token fetch answers,  reported
    ['accepted', ['CODE_ACCEPTED']],
    ['rejected', []],
    ['an error', []],
  ] as const)('%s: reports %j', async (answer, reports) => {
    const app = start(async () => {
      if (answer === 'an error') throw new Error('network')
      return answer
    })
    app.actor.send({ type: 'ACKNOWLEDGE' })
    await app.enter('WELCOME-2025')
    const reported = app.effects.reportProgress.mock.calls.map(([, { event }]) => event)
    expect(reported).toEqual(reports)
  })
})

describe(`SPEC.md 8 and 9: '${messages.invalid}' disappears after ${ERROR_CLEAR} ms`, () => {
  it('shows until just before 3000 ms, and is gone at 3000 ms', async () => {
    const { enter, message, actor } = start(async () => 'rejected')
    actor.send({ type: 'ACKNOWLEDGE' })
    await enter('NOT-A-CODE')
    expect(message()).toBe(messages.invalid)
    await vi.advanceTimersByTimeAsync(ERROR_CLEAR - 1)
    expect(message()).toBe(messages.invalid)
    await vi.advanceTimersByTimeAsync(1)
    expect(message()).toBeNull()
  })

  it(`'${messages.failed}' stays: SPEC.md gives it no time`, async () => {
    const { enter, message, actor } = start(async () => {
      throw new Error('network')
    })
    actor.send({ type: 'ACKNOWLEDGE' })
    await enter('WELCOME-2025')
    await vi.advanceTimersByTimeAsync(ERROR_CLEAR * 10)
    expect(message()).toBe(messages.failed)
  })

  it('typing keeps the message until its time is up', async () => {
    const { enter, message, actor, snapshot } = start(async () => 'rejected')
    actor.send({ type: 'ACKNOWLEDGE' })
    await enter('NOT-A-CODE')
    actor.send({ type: 'TYPE', code: 'NOT-A-CODE2' })
    expect(message()).toBe(messages.invalid)
    expect(snapshot().context.code).toBe('NOT-A-CODE2')
  })
})

describe('without machine.provide() the missing effect is named', () => {
  it('the token fetch', async () => {
    vi.useRealTimers()
    const messages = await missingEffects(accessCodeMachine, [
      { type: 'ACKNOWLEDGE' },
      { type: 'TYPE', code: 'WELCOME-2025' },
      { type: 'SUBMIT' },
    ])
    expect(messages).toEqual([expect.stringContaining('fetchToken is not provided')])
  })
})
