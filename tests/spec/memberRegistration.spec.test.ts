// The member registration form (SPEC.md 2.1, 2.3, 3: fullName, email, role, referralName);
// the messages are the request schema's, the one the server checks with.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  memberRegistrationMachine,
  registrationErrors,
  registrationMessages,
  registrationRequest,
} from '../../src/machines/memberRegistration.machine'
import type { MemberRegistrationRequest } from '../../src/api/schemas'
import { childErrors, fakeCall, wait } from './actors'

const valid = { fullName: 'Avery Stone', email: 'avery@example.com', role: 'SRE', referralName: '' }
let register: ReturnType<typeof fakeCall<unknown, MemberRegistrationRequest>>

function start() {
  register = fakeCall<unknown, MemberRegistrationRequest>()
  return createActor(
    memberRegistrationMachine.provide({ actors: { register: register.logic } }),
  ).start()
}
function fill(form: ReturnType<typeof start>, values: Partial<typeof valid>) {
  for (const [field, value] of Object.entries(values))
    form.send({ type: 'CHANGE', field: field as 'fullName', value })
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('a message per invalid field', () => {
  it.each([
    [valid, {}],
    [{ ...valid, referralName: 'Jo Doe' }, {}],
    [{ ...valid, fullName: ' ' }, { fullName: 'Please enter your full name.' }],
    [{ ...valid, email: '' }, { email: 'Please enter your email address.' }],
    [{ ...valid, email: 'avery@example' }, { email: 'Please enter a valid email address.' }],
    [{ ...valid, role: '' }, { role: 'Please tell us your role.' }],
    [
      { ...valid, referralName: 'r'.repeat(201) },
      { referralName: 'Please keep this to 200 characters or fewer.' },
    ],
    [
      { fullName: '', email: 'x', role: '', referralName: '' },
      {
        fullName: 'Please enter your full name.',
        email: 'Please enter a valid email address.',
        role: 'Please tell us your role.',
      },
    ],
  ])('%j: %j', (values, errors) => {
    expect(registrationErrors(values)).toEqual(errors)
    const form = start()
    fill(form, values)
    const sent = Object.keys(errors).length === 0
    // 'Send my request' is disabled on a form that cannot be sent (issue 47).
    expect(form.getSnapshot().can({ type: 'SUBMIT' })).toBe(sent)
    form.send({ type: 'SUBMIT' })
    expect(form.getSnapshot().value).toEqual(sent ? 'submitting' : { idle: 'editing' })
    expect(register.inputs).toEqual(sent ? [registrationRequest(values)] : [])
  })

  it('disabled on the empty form it starts as', () => {
    const form = start()
    expect(form.getSnapshot().context).toEqual({
      fullName: '',
      email: '',
      role: '',
      referralName: '',
      checked: [],
    })
    expect(form.getSnapshot().can({ type: 'SUBMIT' })).toBe(false)
  })

  it('a field left while it cannot be sent says why, once; a valid one says nothing', () => {
    const form = start()
    fill(form, { fullName: 'Avery', email: 'avery@example' })
    form.send({ type: 'CHECK', field: 'fullName' })
    expect(form.getSnapshot().context.checked).toEqual([])
    form.send({ type: 'CHECK', field: 'email' })
    form.send({ type: 'CHECK', field: 'email' })
    form.send({ type: 'CHECK', field: 'role' })
    expect(form.getSnapshot().context.checked).toEqual(['email', 'role'])
    expect(registrationMessages(form.getSnapshot().context)).toEqual({
      email: 'Please enter a valid email address.',
      role: 'Please tell us your role.',
    })
    // Corrected, the message goes; the field stays checked for when it is wrong again.
    fill(form, { email: 'avery@example.com' })
    expect(registrationMessages(form.getSnapshot().context)).toEqual({
      role: 'Please tell us your role.',
    })
  })

  it('the request is trimmed and leaves out an empty referral', () => {
    expect(
      registrationRequest({ fullName: ' A ', email: ' a@b.co ', role: ' R ', referralName: '  ' }),
    ).toEqual({ fullName: 'A', email: 'a@b.co', role: 'R' })
    expect(registrationRequest({ ...valid, referralName: ' Jo ' })).toEqual({
      fullName: 'Avery Stone',
      email: 'avery@example.com',
      role: 'SRE',
      referralName: 'Jo',
    })
  })
})

describe('sending', () => {
  it('success shows the confirmation', async () => {
    const form = start()
    fill(form, valid)
    form.send({ type: 'SUBMIT' })
    expect(Object.keys(form.getSnapshot().children)).toEqual(['register'])
    await register.resolve({ id: 1 })
    expect(form.getSnapshot().value).toBe('registered')
    expect(form.getSnapshot().status).toBe('done')
  })

  it("a failure shows 'An error occurred. Please try again later.' and keeps the fields", async () => {
    const form = start()
    fill(form, valid)
    form.send({ type: 'SUBMIT' })
    await register.reject(new Error('offline'))
    expect(form.getSnapshot().value).toEqual({ idle: 'failed' })
    expect(form.getSnapshot().context).toMatchObject(valid)
    fill(form, { role: 'Platform engineer' })
    expect(form.getSnapshot().value).toEqual({ idle: 'editing' })
  })

  it('not supplied, the call fails saying so', async () => {
    const errors = childErrors()
    const form = createActor(memberRegistrationMachine, { inspect: errors.inspect }).start()
    fill(form, valid)
    form.send({ type: 'SUBMIT' })
    await wait(0)
    expect(form.getSnapshot().value).toEqual({ idle: 'failed' })
    expect(errors.messages).toEqual(['register is not provided: supply it with machine.provide()'])
  })
})
