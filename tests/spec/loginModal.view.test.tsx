// SPEC.md 2.3, 5, 8 and 9 as the person sees the login modal: the literals are SPEC.md's.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createActor } from 'xstate'
import { loginModalMachine } from '../../src/machines/loginModal.machine'
import LoginModalView from '../../src/ui/login/LoginModal'
import type { LoginRequest, LoginResponse } from '../../src/api/schemas'
import { fakeCall } from './actors'

const ERROR_CLEAR = 3000
const INVALID_EMAIL = 'Please enter a valid email address.'
const LOGIN_FAILED = 'There was an error trying to validate user credentials'
const INVITATION_FAILED = 'There was an error trying to request invitation'

let requestInvitation: ReturnType<typeof fakeCall<unknown, { contactInfo: string }>>
let logIn: ReturnType<typeof fakeCall<LoginResponse, LoginRequest>>

function open(step: 1 | 2) {
  requestInvitation = fakeCall<unknown, { contactInfo: string }>()
  logIn = fakeCall<LoginResponse, LoginRequest>()
  const modal = createActor(
    loginModalMachine.provide({
      actors: { requestInvitation: requestInvitation.logic, logIn: logIn.logic },
    }),
    { input: { step } },
  ).start()
  render(<LoginModalView modal={modal} />)
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
}

const requestButton = () => screen.getByRole('button', { name: 'Request an Invitation' })
const alert = () => screen.queryByRole('alert')?.textContent ?? ''

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('step 2', () => {
  it('hints, never refuses, when a LinkedIn value does not look like a profile', async () => {
    const user = open(2)
    const field = screen.getByLabelText('Linkedin Profile')
    await user.type(field, 'Robin Vale')
    expect(field).toHaveAccessibleDescription(/does not look like a LinkedIn profile/)
    expect(requestButton()).toBeEnabled()
    await user.clear(field)
    await user.type(field, 'linkedin.com/in/robin-vale')
    expect(field).not.toHaveAccessibleDescription(/LinkedIn profile/)
    await user.clear(field)
    await user.type(field, 'Robin Vale')
    await user.click(screen.getByRole('checkbox', { name: 'I prefer to be contacted by email' }))
    expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription(/LinkedIn profile/)
  })

  it("is labelled 'Linkedin Profile', or 'Email' when the box is ticked", async () => {
    const user = open(2)
    expect(screen.getByLabelText('Linkedin Profile')).toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: 'I prefer to be contacted by email' }))
    expect(screen.getByLabelText('Email')).toBeInTheDocument()
  })

  it.each([
    [false, '', false],
    [false, 'not an email', true],
    [true, '', false],
    [true, 'not an email', true],
    [true, 'avery@example.com', true],
  ])('ticked %s, %j: the button is enabled: %s', async (byEmail, text, enabled) => {
    const user = open(2)
    if (byEmail)
      await user.click(screen.getByRole('checkbox', { name: 'I prefer to be contacted by email' }))
    if (text) await user.type(screen.getByRole('textbox'), text)
    expect(requestButton()).toHaveProperty('disabled', !enabled)
  })

  it(`an invalid email shows '${INVALID_EMAIL}' under the field for ${ERROR_CLEAR} ms`, async () => {
    const user = open(2)
    await user.click(screen.getByRole('checkbox', { name: 'I prefer to be contacted by email' }))
    await user.type(screen.getByLabelText('Email'), 'avery{Enter}')
    // The one error pattern: the field's problem, announced; the form's alert stays empty.
    const field = screen.getByLabelText('Email')
    const alerts = () => screen.getAllByRole('alert').map((region) => region.textContent)
    expect(field).toHaveAccessibleDescription(INVALID_EMAIL)
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(alerts()).toEqual([INVALID_EMAIL, ''])
    await act(() => vi.advanceTimersByTimeAsync(ERROR_CLEAR - 1))
    expect(field).toHaveAccessibleDescription(INVALID_EMAIL)
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(field).not.toHaveAccessibleDescription()
    expect(field).not.toHaveAttribute('aria-invalid')
    expect(alerts()).toEqual([''])
    expect(field).toHaveValue('avery')
  })

  it(`with the box unticked, any text is sent (no '${INVALID_EMAIL}')`, async () => {
    const user = open(2)
    await user.type(screen.getByLabelText('Linkedin Profile'), 'avery{Enter}')
    expect(alert()).toBe('')
    expect(requestInvitation.inputs).toEqual([{ contactInfo: 'avery' }])
  })

  it(`a failed request shows '${INVITATION_FAILED}' for ${ERROR_CLEAR} ms`, async () => {
    const user = open(2)
    await user.type(screen.getByLabelText('Linkedin Profile'), 'avery{Enter}')
    await act(() => requestInvitation.reject(new Error('offline')))
    expect(alert()).toBe(INVITATION_FAILED)
    await act(() => vi.advanceTimersByTimeAsync(ERROR_CLEAR - 1))
    expect(alert()).toBe(INVITATION_FAILED)
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(alert()).toBe('')
  })

  it('a successful request thanks; input, checkbox and button are disabled', async () => {
    const user = open(2)
    await user.type(screen.getByLabelText('Linkedin Profile'), 'avery{Enter}')
    await act(() => requestInvitation.resolve({ id: 1 }))
    expect(screen.getByText(/Thank You for Your Interest in Joining/)).toBeInTheDocument()
    expect(screen.getByLabelText('Linkedin Profile')).toBeDisabled()
    expect(
      screen.getByRole('checkbox', { name: 'I prefer to be contacted by email' }),
    ).toBeDisabled()
    expect(requestButton()).toBeDisabled()
  })
})

describe('step 1', () => {
  it(`a failed login shows '${LOGIN_FAILED}'; Enter in either field submits`, async () => {
    const user = open(1)
    await user.type(screen.getByLabelText('User Name'), 'demo.member{Enter}')
    expect(logIn.inputs).toHaveLength(1)
    await act(() => logIn.reject(new Error('401')))
    expect(alert()).toBe(LOGIN_FAILED)
    await user.type(screen.getByLabelText('Password'), 'x{Enter}')
    expect(logIn.inputs).toHaveLength(2)
  })
})
