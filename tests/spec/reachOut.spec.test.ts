// SPEC.md 4, 5, 8 and 9 for the reach-out form, written from the specification.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  REACH_OUT_TEMPLATE,
  isReachOutComplete,
  reachOutMachine,
  reachOutProblems,
  type ReachOutValues,
} from '../../src/machines/reachOut.machine'
import { childErrors, effect, fakeCall, wait, type Effect } from './actors'

/** SPEC.md 9: 'Reach-out content: at most 500 characters. Redirect after a successful submit:
 *  2000 ms.' */
const CONTENT_MAX = 500
const REDIRECT = 2000
const FAILED = 'An error occurred. Please try again later.'

let sendMessage: ReturnType<typeof fakeCall<{ status: number }, ReachOutValues>>
let goToNoToken: Effect

function start() {
  sendMessage = fakeCall<{ status: number }, ReachOutValues>()
  goToNoToken = effect()
  return createActor(
    reachOutMachine.provide({
      actors: { sendMessage: sendMessage.logic },
      actions: { goToNoToken },
    }),
  ).start()
}

type Form = ReturnType<typeof start>
function fill(form: Form, values: { fullName?: string; email?: string; content?: string }) {
  for (const [field, value] of Object.entries(values))
    form.send({ type: 'CHANGE', field: field as 'fullName', value })
}

const valid = { fullName: 'Avery Stone', email: 'avery@example.com', content: 'Hello' }

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('SPEC.md 5: Submit only with a name, a valid email and content', () => {
  it.each([
    [valid, true],
    [{ ...valid, fullName: '' }, false],
    [{ ...valid, fullName: '   ' }, false],
    [{ ...valid, email: '' }, false],
    [{ ...valid, email: 'avery' }, false],
    [{ ...valid, email: 'avery@example' }, false],
    [{ ...valid, email: ' avery@example.com ' }, true],
    [{ ...valid, fullName: '  Avery Stone ' }, true],
    [{ ...valid, content: '' }, false],
    [{ ...valid, content: '  ' }, false],
    // Ours: the server's limits (the request schema) hold before sending.
    [{ ...valid, fullName: 'n'.repeat(200) }, true],
    [{ ...valid, fullName: 'n'.repeat(201) }, false],
    [{ ...valid, email: `${'e'.repeat(242)}@example.com` }, true],
    [{ ...valid, email: `${'e'.repeat(243)}@example.com` }, false],
  ])('%j is sent: %s', (values, sent) => {
    expect(isReachOutComplete(values)).toBe(sent)
    const form = start()
    fill(form, values)
    expect(form.getSnapshot().can({ type: 'SUBMIT' })).toBe(sent)
    form.send({ type: 'SUBMIT' })
    expect(form.getSnapshot().value).toEqual(sent ? 'submitting' : { idle: 'editing' })
    expect(sendMessage.inputs).toEqual(
      sent
        ? [
            {
              fullName: values.fullName.trim(),
              email: values.email.trim(),
              content: values.content,
            },
          ]
        : [],
    )
  })

  it('the content is prefilled with a request, the name and email are empty', () => {
    const { context } = start().getSnapshot()
    expect(context).toEqual({ fullName: '', email: '', content: REACH_OUT_TEMPLATE, checked: [] })
    expect(REACH_OUT_TEMPLATE.length).toBeGreaterThan(0)
    expect(REACH_OUT_TEMPLATE.length).toBeLessThanOrEqual(CONTENT_MAX)
  })

  it.each([
    [CONTENT_MAX - 1, CONTENT_MAX - 1],
    [CONTENT_MAX, CONTENT_MAX],
    [CONTENT_MAX + 1, CONTENT_MAX],
    [2000, CONTENT_MAX],
  ])('content of %i characters keeps %i', (typed, kept) => {
    const form = start()
    fill(form, { content: 'x'.repeat(typed) })
    expect(form.getSnapshot().context.content).toBe('x'.repeat(kept))
  })

  it('names and emails are kept as typed, whatever their length', () => {
    const form = start()
    fill(form, { fullName: 'n'.repeat(CONTENT_MAX + 1), email: 'e'.repeat(CONTENT_MAX + 1) })
    expect(form.getSnapshot().context.fullName).toHaveLength(CONTENT_MAX + 1)
    expect(form.getSnapshot().context.email).toHaveLength(CONTENT_MAX + 1)
  })
})

describe('SPEC.md 4, 9: submitted, then /no-token after 2000 ms', () => {
  it("status 200: 'Submitted!', and /no-token exactly 2000 ms later", async () => {
    const form = start()
    fill(form, valid)
    form.send({ type: 'SUBMIT' })
    expect(Object.keys(form.getSnapshot().children)).toEqual(['sendMessage'])
    await sendMessage.resolve({ status: 200 })
    expect(form.getSnapshot().value).toBe('submitted')
    await wait(REDIRECT - 1)
    expect(goToNoToken).not.toHaveBeenCalled()
    expect(form.getSnapshot().value).toBe('submitted')
    await wait(1)
    expect(goToNoToken).toHaveBeenCalledTimes(1)
    expect(form.getSnapshot().status).toBe('done')
  })

  it('submitted: the fields no longer change and it cannot be sent again', async () => {
    const form = start()
    fill(form, valid)
    form.send({ type: 'SUBMIT' })
    await sendMessage.resolve({ status: 200 })
    fill(form, { fullName: 'Other' })
    form.send({ type: 'SUBMIT' })
    expect(form.getSnapshot().context.fullName).toBe('Avery Stone')
    expect(sendMessage.inputs).toHaveLength(1)
  })
})

describe(`SPEC.md 8: non-200 or an exception: '${FAILED}'`, () => {
  it.each([[201], [204], [400], [500]])('status %i fails', async (status) => {
    const form = start()
    fill(form, valid)
    form.send({ type: 'SUBMIT' })
    await sendMessage.resolve({ status })
    expect(form.getSnapshot().value).toEqual({ idle: 'failed' })
  })

  it('an exception fails; what was typed is kept, editing dismisses the alert', async () => {
    const form = start()
    fill(form, valid)
    form.send({ type: 'SUBMIT' })
    await sendMessage.reject(new Error('offline'))
    expect(form.getSnapshot().value).toEqual({ idle: 'failed' })
    expect(form.getSnapshot().context).toEqual({ ...valid, checked: [] })
    await wait(REDIRECT * 10)
    expect(goToNoToken).not.toHaveBeenCalled()
    fill(form, { content: 'Hello again' })
    expect(form.getSnapshot().value).toEqual({ idle: 'editing' })
  })

  it('not supplied, the call fails saying so', async () => {
    const errors = childErrors()
    const form = createActor(reachOutMachine, { inspect: errors.inspect }).start()
    fill(form, valid)
    form.send({ type: 'SUBMIT' })
    await wait(0)
    expect(form.getSnapshot().value).toEqual({ idle: 'failed' })
    expect(errors.messages).toEqual([
      'sendMessage is not provided: supply it with machine.provide()',
    ])
  })
})

// Issue 13: Submit stays disabled exactly as SPEC.md 5 says, and a field the visitor has left
// says why, in the words the registration form uses.
describe('a field left with what cannot be sent says why', () => {
  it.each([
    ['fullName', '', 'Please enter your name.'],
    ['fullName', '   ', 'Please enter your name.'],
    ['email', '', 'Please enter your email address.'],
    ['email', 'quinn@bad', 'Please enter a valid email address.'],
    ['content', '', 'Please write a message.'],
  ] as const)('%s %j: %j', (field, value, problem) => {
    const form = start()
    fill(form, { ...valid, [field]: value })
    expect(reachOutProblems(form.getSnapshot().context)).toEqual({}) // not while typing
    form.send({ type: 'CHECK', field })
    expect(reachOutProblems(form.getSnapshot().context)).toEqual({ [field]: problem })
    expect(form.getSnapshot().can({ type: 'SUBMIT' })).toBe(false)
    fill(form, { [field]: valid[field] }) // corrected: the reason goes at once
    expect(reachOutProblems(form.getSnapshot().context)).toEqual({ [field]: undefined })
    expect(form.getSnapshot().can({ type: 'SUBMIT' })).toBe(true)
  })

  it('a field left with what can be sent says nothing, even when it is wrong later', () => {
    const form = start()
    fill(form, valid)
    form.send({ type: 'CHECK', field: 'email' })
    fill(form, { email: 'quinn@bad' })
    expect(reachOutProblems(form.getSnapshot().context)).toEqual({})
    form.send({ type: 'CHECK', field: 'email' })
    expect(reachOutProblems(form.getSnapshot().context)).toEqual({
      email: 'Please enter a valid email address.',
    })
  })
})
