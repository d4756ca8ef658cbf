// SPEC.md 2.3, 4, 5, 8 and 9 for the login modal, written from the specification: the
// literals below are SPEC.md's, never read from the machine.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { loginModalMachine, loginModalMessages } from '../../src/machines/loginModal.machine'
import type { LoginRequest, LoginResponse } from '../../src/api/schemas'
import { childErrors, effect, fakeCall, wait, type Effect } from './actors'

/** SPEC.md 9: 'Error message auto-clear: 3000 ms.' */
const ERROR_CLEAR = 3000

const loginAnswer = {
  id: 7,
  token: 'access-token-1',
  user_login: { first_name: 'Avery', last_name: 'Stone', refresh_token: 'refresh-token-1' },
}

let logIn: ReturnType<typeof fakeCall<LoginResponse, LoginRequest>>
let requestInvitation: ReturnType<typeof fakeCall<unknown, { contactInfo: string }>>
let handOverSession: Effect

function start(step: 1 | 2) {
  logIn = fakeCall<LoginResponse, LoginRequest>()
  requestInvitation = fakeCall<unknown, { contactInfo: string }>()
  handOverSession = effect()
  return createActor(
    loginModalMachine.provide({
      actors: { logIn: logIn.logic, requestInvitation: requestInvitation.logic },
      actions: { handOverSession },
    }),
    { input: { step } },
  ).start()
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('SPEC.md 2.3: the modal opens at step 1 or directly at step 2', () => {
  it.each([
    [1, { login: 'editing' }],
    [2, { invitation: { form: 'editing' } }],
  ] as const)('opened at step %i shows %j', (step, state) => {
    expect(start(step).getSnapshot().value).toEqual(state)
  })

  it("'I would like to be a member' goes from step 1 to step 2", () => {
    const modal = start(1)
    modal.send({ type: 'WANT_MEMBERSHIP' })
    expect(modal.getSnapshot().value).toEqual({ invitation: { form: 'editing' } })
  })
})

describe('SPEC.md 5: login has no client-side validation', () => {
  it.each([
    ['', ''],
    ['demo.member', ''],
    ['', 'secret'],
    ['demo.member', 'Club-Demo-2025!'],
  ])('user name %j and password %j are sent as typed', (username, pwd) => {
    const modal = start(1)
    modal.send({ type: 'CHANGE_USERNAME', value: username })
    modal.send({ type: 'CHANGE_PASSWORD', value: pwd })
    modal.send({ type: 'SUBMIT_LOGIN' })
    expect(modal.getSnapshot().value).toEqual({ login: 'submitting' })
    expect(logIn.inputs).toEqual([{ username, pwd }])
  })

  it('a successful login hands the answer and the user name to the session and finishes', async () => {
    const modal = start(1)
    modal.send({ type: 'CHANGE_USERNAME', value: 'demo.member' })
    modal.send({ type: 'SUBMIT_LOGIN' })
    expect(handOverSession).not.toHaveBeenCalled()
    await logIn.resolve(loginAnswer)
    expect(handOverSession).toHaveBeenCalledTimes(1)
    expect(handOverSession.mock.calls[0]![1]).toEqual({
      response: loginAnswer,
      username: 'demo.member',
    })
    expect(modal.getSnapshot().status).toBe('done')
    expect(modal.getSnapshot().value).toBe('signedIn')
  })
})

describe('SPEC.md 8: login fails (any error)', () => {
  it("shows 'There was an error trying to validate user credentials' until sent again", async () => {
    expect(loginModalMessages.loginFailed).toBe(
      'There was an error trying to validate user credentials',
    )
    const modal = start(1)
    modal.send({ type: 'SUBMIT_LOGIN' })
    await logIn.reject(new Error('any error'))
    expect(modal.getSnapshot().value).toEqual({ login: 'failed' })
    await wait(ERROR_CLEAR * 10)
    expect(modal.getSnapshot().value).toEqual({ login: 'failed' })
    modal.send({ type: 'SUBMIT_LOGIN' })
    expect(modal.getSnapshot().value).toEqual({ login: 'submitting' })
    expect(logIn.inputs).toHaveLength(2)
  })
})

/** SPEC.md 5, invitation request: what 'Request an Invitation' (or Enter) does. */
type Outcome = 'sent' | 'invalid email' | 'nothing'
const invitationTable: [byEmail: boolean, contactInfo: string, outcome: Outcome][] = [
  // Box unticked: any text is a LinkedIn profile, with no format check.
  [false, '', 'nothing'],
  [false, '   ', 'nothing'],
  [false, 'linkedin.com/in/avery', 'sent'],
  [false, 'not an email', 'sent'],
  [false, 'avery@', 'sent'],
  // Box ticked: text, an at sign, text, a dot and text, with no spaces.
  [true, '', 'nothing'],
  [true, '   ', 'nothing'],
  [true, 'avery@example.com', 'sent'],
  [true, '  avery@example.com  ', 'sent'],
  [true, 'not an email', 'invalid email'],
  [true, 'avery@', 'invalid email'],
  [true, 'avery@example', 'invalid email'],
  [true, 'av ery@example.com', 'invalid email'],
  [true, 'linkedin.com/in/avery', 'invalid email'],
]

describe('SPEC.md 5: the e-mail format is checked only when the box is ticked', () => {
  it.each(invitationTable)('ticked %s, %j: %s', (byEmail, contactInfo, outcome) => {
    const modal = start(2)
    modal.send({ type: 'TOGGLE_EMAIL', byEmail })
    modal.send({ type: 'CHANGE_CONTACT', value: contactInfo })
    modal.send({ type: 'SUBMIT_INVITATION' })
    const expected = {
      sent: { invitation: 'submitting' },
      'invalid email': { invitation: { form: 'invalid' } },
      nothing: { invitation: { form: 'editing' } },
    }[outcome]
    expect(modal.getSnapshot().value).toEqual(expected)
    expect(requestInvitation.inputs).toEqual(
      outcome === 'sent' ? [{ contactInfo: contactInfo.trim() }] : [],
    )
  })

  it('unticking the box again accepts the same text as a profile', () => {
    const modal = start(2)
    modal.send({ type: 'TOGGLE_EMAIL', byEmail: true })
    modal.send({ type: 'CHANGE_CONTACT', value: 'avery' })
    modal.send({ type: 'TOGGLE_EMAIL', byEmail: false })
    modal.send({ type: 'SUBMIT_INVITATION' })
    expect(requestInvitation.inputs).toEqual([{ contactInfo: 'avery' }])
  })
})

describe('SPEC.md 8 and 9: invitation messages clear after 3000 ms', () => {
  it("'Please enter a valid email address.' shows for 3000 ms", async () => {
    expect(loginModalMessages.invalidEmail).toBe('Please enter a valid email address.')
    const modal = start(2)
    modal.send({ type: 'TOGGLE_EMAIL', byEmail: true })
    modal.send({ type: 'CHANGE_CONTACT', value: 'avery' })
    modal.send({ type: 'SUBMIT_INVITATION' })
    await wait(ERROR_CLEAR - 1)
    expect(modal.getSnapshot().value).toEqual({ invitation: { form: 'invalid' } })
    await wait(1)
    expect(modal.getSnapshot().value).toEqual({ invitation: { form: 'editing' } })
  })

  it('sending the invalid email again shows the message for another 3000 ms', async () => {
    const modal = start(2)
    modal.send({ type: 'TOGGLE_EMAIL', byEmail: true })
    modal.send({ type: 'CHANGE_CONTACT', value: 'avery' })
    modal.send({ type: 'SUBMIT_INVITATION' })
    await wait(2000)
    modal.send({ type: 'SUBMIT_INVITATION' })
    await wait(ERROR_CLEAR - 1)
    expect(modal.getSnapshot().value).toEqual({ invitation: { form: 'invalid' } })
    await wait(1)
    expect(modal.getSnapshot().value).toEqual({ invitation: { form: 'editing' } })
  })

  it("'There was an error trying to request invitation' shows for 3000 ms; the text is kept", async () => {
    expect(loginModalMessages.invitationFailed).toBe(
      'There was an error trying to request invitation',
    )
    const modal = start(2)
    modal.send({ type: 'CHANGE_CONTACT', value: 'linkedin.com/in/avery' })
    modal.send({ type: 'SUBMIT_INVITATION' })
    await requestInvitation.reject(new Error('offline'))
    await wait(ERROR_CLEAR - 1)
    expect(modal.getSnapshot().value).toEqual({ invitation: { form: 'failed' } })
    await wait(1)
    expect(modal.getSnapshot().value).toEqual({ invitation: { form: 'editing' } })
    expect(modal.getSnapshot().context.contactInfo).toBe('linkedin.com/in/avery')
    modal.send({ type: 'SUBMIT_INVITATION' })
    expect(modal.getSnapshot().value).toEqual({ invitation: 'submitting' })
  })
})

describe('SPEC.md 2.3, 4: a successful request shows step 3', () => {
  it("step 3 thanks; 'Great, I will wait for it' closes the modal", async () => {
    const modal = start(2)
    modal.send({ type: 'CHANGE_CONTACT', value: 'linkedin.com/in/avery' })
    modal.send({ type: 'SUBMIT_INVITATION' })
    await requestInvitation.resolve({ id: 1 })
    expect(modal.getSnapshot().value).toBe('thanks')
    // The form is done: its events no longer change anything.
    modal.send({ type: 'TOGGLE_EMAIL', byEmail: true })
    modal.send({ type: 'SUBMIT_INVITATION' })
    expect(modal.getSnapshot().value).toBe('thanks')
    expect(modal.getSnapshot().context.byEmail).toBe(false)
    modal.send({ type: 'FINISH' })
    expect(modal.getSnapshot().status).toBe('done')
    expect(modal.getSnapshot().value).toBe('finished')
  })
})

describe('the calls', () => {
  it('start with empty fields and the box unticked', () => {
    expect(start(1).getSnapshot().context).toEqual({
      startStep: 1,
      username: '',
      password: '',
      contactInfo: '',
      byEmail: false,
    })
  })

  it("run as the children 'logIn' and 'requestInvitation' (the inspector names them so)", () => {
    const modal = start(1)
    modal.send({ type: 'SUBMIT_LOGIN' })
    expect(Object.keys(modal.getSnapshot().children)).toEqual(['logIn'])
    const invitation = start(2)
    invitation.send({ type: 'CHANGE_CONTACT', value: 'avery' })
    invitation.send({ type: 'SUBMIT_INVITATION' })
    expect(Object.keys(invitation.getSnapshot().children)).toEqual(['requestInvitation'])
  })

  it.each([
    [1, 'logIn', { type: 'SUBMIT_LOGIN' }, { login: 'failed' }],
    [2, 'requestInvitation', { type: 'SUBMIT_INVITATION' }, { invitation: { form: 'failed' } }],
  ] as const)(
    'not supplied, step %i fails saying %s is missing',
    async (step, name, event, state) => {
      const errors = childErrors()
      const modal = createActor(loginModalMachine, { input: { step }, inspect: errors.inspect })
      modal.start()
      modal.send({ type: 'CHANGE_CONTACT', value: 'avery' })
      modal.send(event)
      await wait(0)
      expect(modal.getSnapshot().value).toEqual(state)
      expect(errors.messages).toEqual([`${name} is not provided: supply it with machine.provide()`])
    },
  )
})
