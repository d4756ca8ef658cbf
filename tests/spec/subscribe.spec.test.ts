// SPEC.md 4, 5 and 8 for the newsletter box, written from the specification.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { vi } from 'vitest'
import { createActor } from 'xstate'
import {
  SUBSCRIBED_MESSAGE,
  subscribeMachine,
  subscribeProblem,
} from '../../src/machines/subscribe.machine'
import { REQUEST_FAILED_MESSAGE } from '../../src/machines/shared'
import { childErrors, fakeCall, wait } from './actors'

let subscribe: ReturnType<typeof fakeCall<{ status: number }, { email: string }>>

function start() {
  subscribe = fakeCall<{ status: number }, { email: string }>()
  return createActor(subscribeMachine.provide({ actors: { subscribe: subscribe.logic } })).start()
}

/** Types `email` and presses Enter (or the button). */
function send(box: ReturnType<typeof start>, email: string) {
  box.send({ type: 'CHANGE', value: email })
  box.send({ type: 'SUBMIT' })
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('SPEC.md 5: Enter submits only when the email is valid and not yet subscribed', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['avery', false],
    ['avery@example', false],
    ['av ery@example.com', false],
    ['avery@example.com', true],
    ['  avery@example.com ', true],
  ])('%j is sent: %s', (email, sent) => {
    const box = start()
    send(box, email)
    expect(box.getSnapshot().value).toEqual(sent ? 'loading' : { idle: 'editing' })
    expect(subscribe.inputs).toEqual(sent ? [{ email: email.trim() }] : [])
  })

  it('starts idle with an empty email', () => {
    const box = start()
    expect(box.getSnapshot().value).toEqual({ idle: 'editing' })
    expect(box.getSnapshot().context).toEqual({ email: '', checked: false })
    expect(box.getSnapshot().can({ type: 'SUBMIT' })).toBe(false)
  })
})

describe('SPEC.md 5 and 8: success requires response status 200', () => {
  it.each([
    [200, 'subscribed'],
    [201, 'failed'],
    [204, 'failed'],
    [299, 'failed'],
    [400, 'failed'],
    [500, 'failed'],
  ] as const)('status %i: %s', async (status, outcome) => {
    const box = start()
    send(box, 'avery@example.com')
    await subscribe.resolve({ status })
    expect(box.getSnapshot().value).toEqual(outcome === 'failed' ? { idle: 'failed' } : outcome)
  })

  it("subscribed: the input is cleared, 'One of our Talent Agents will be in touch with you soon! Cheers!', no resubmission", async () => {
    expect(SUBSCRIBED_MESSAGE).toBe(
      'One of our Talent Agents will be in touch with you soon! Cheers!',
    )
    const box = start()
    send(box, 'avery@example.com')
    await subscribe.resolve({ status: 200 })
    expect(box.getSnapshot().context.email).toBe('')
    expect(box.getSnapshot().status).toBe('done')
    send(box, 'other@example.com')
    expect(box.getSnapshot().value).toBe('subscribed')
    expect(subscribe.inputs).toHaveLength(1)
  })

  it("a failed call shows 'An error occurred. Please try again later.'; what was typed is kept", async () => {
    expect(REQUEST_FAILED_MESSAGE).toBe('An error occurred. Please try again later.')
    const box = start()
    send(box, 'avery@example.com')
    await subscribe.reject(new Error('offline'))
    expect(box.getSnapshot().value).toEqual({ idle: 'failed' })
    expect(box.getSnapshot().context.email).toBe('avery@example.com')
    // The alert stays until the person edits the email or sends again.
    await wait(60_000)
    expect(box.getSnapshot().value).toEqual({ idle: 'failed' })
    box.send({ type: 'CHANGE', value: 'avery@example.org' })
    expect(box.getSnapshot().value).toEqual({ idle: 'editing' })
    box.send({ type: 'SUBMIT' })
    expect(box.getSnapshot().value).toBe('loading')
  })

  it('loading: the call runs as the child "subscribe"; the box does not send twice', () => {
    const box = start()
    send(box, 'avery@example.com')
    box.send({ type: 'SUBMIT' })
    expect(Object.keys(box.getSnapshot().children)).toEqual(['subscribe'])
    expect(subscribe.inputs).toHaveLength(1)
  })

  it('not supplied, the call fails saying so', async () => {
    const errors = childErrors()
    const box = createActor(subscribeMachine, { inspect: errors.inspect }).start()
    send(box, 'avery@example.com')
    await wait(0)
    expect(box.getSnapshot().value).toEqual({ idle: 'failed' })
    expect(errors.messages).toEqual(['subscribe is not provided: supply it with machine.provide()'])
  })
})

// Issue 13: the button stays disabled as SPEC.md 5 says; once the visitor leaves the box (or
// presses Enter) with an address that cannot be sent, the box says why.
describe('an address that cannot be sent says why once the box is left', () => {
  it.each([
    ['bad@', 'Please enter a valid email address.'],
    ['avery@example', 'Please enter a valid email address.'],
    ['', undefined], // an empty box is no mistake: the newsletter is in every footer
    ['   ', undefined],
    ['avery@example.com', undefined],
  ])('%j: %j', (email, problem) => {
    const box = start()
    box.send({ type: 'CHANGE', value: email })
    expect(subscribeProblem(box.getSnapshot().context)).toBeUndefined() // not while typing
    box.send({ type: 'CHECK' })
    expect(subscribeProblem(box.getSnapshot().context)).toBe(problem)
    box.send({ type: 'CHANGE', value: 'avery@example.com' }) // corrected: the reason goes
    expect(subscribeProblem(box.getSnapshot().context)).toBeUndefined()
  })
})

describe('a box left with an address that can be sent', () => {
  it('says nothing while a later address is typed, until the box is left again', () => {
    const box = start()
    box.send({ type: 'CHANGE', value: 'avery@example.com' })
    box.send({ type: 'CHECK' })
    box.send({ type: 'CHANGE', value: 'avery@exam' })
    expect(subscribeProblem(box.getSnapshot().context)).toBeUndefined()
    box.send({ type: 'CHECK' })
    expect(subscribeProblem(box.getSnapshot().context)).toBe('Please enter a valid email address.')
  })
})
