import { expect, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { loginModalMessages, type LoginModalContext } from '../../src/machines/loginModal.machine'
import LoginModalView from '../../src/ui/login/LoginModal'
import { config } from '../../src/lib/config'
import { demoLoginResponse } from '../support/session'
import { replaceText } from '../support/typing'
import { describeModel } from './describeModel'
import { loginModalModel } from './models'
import { formAlertText } from '../support/formAlert'

let handOverSession = vi.fn()
const provide = () => {
  handOverSession = vi.fn()
  return { actions: { handOverSession } }
}

const heading = () => screen.queryByRole('heading', { level: 2 })
const alertText = formAlertText
const button = (name: string) => screen.getByRole('button', { name })
const contactField = (context: LoginModalContext) =>
  screen.getByLabelText(context.byEmail ? 'Email' : 'Linkedin Profile')

/** What step 2 shows, whatever its sub-state. */
const showsInvitationForm = (context: LoginModalContext, locked = false) => {
  expect(contactField(context)).toHaveValue(context.contactInfo)
  const checkbox = screen.getByRole('checkbox', { name: 'I prefer to be contacted by email' })
  expect(checkbox).toHaveProperty('checked', context.byEmail)
  const request = button('Request an Invitation')
  if (locked) {
    expect(contactField(context)).toBeDisabled()
    expect(checkbox).toBeDisabled()
    expect(request).toBeDisabled()
  } else {
    expect(checkbox).toBeEnabled()
    // Looks inactive (and is) while the input is empty.
    expect(request.hasAttribute('disabled')).toBe(context.contactInfo.trim() === '')
  }
}

const showsLoginForm = (context: LoginModalContext) => {
  expect(heading()).toHaveTextContent('Platform Access')
  expect(screen.getByLabelText('User Name')).toHaveValue(context.username)
  expect(screen.getByLabelText('Password')).toHaveValue(context.password)
  expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
    'href',
    `${config.platformUrl}/login/resetPassword`,
  )
}

describeModel(loginModalModel, {
  actor: {
    provide,
    states: {
      login: () => expect(handOverSession).not.toHaveBeenCalled(),
      signedIn: ({ context }) =>
        expect(handOverSession).toHaveBeenCalledExactlyOnceWith(expect.anything(), {
          response: demoLoginResponse,
          username: context.username,
        }),
    },
  },
  view: {
    provide,
    render: (modal) => render(<LoginModalView modal={modal} />),
    events: {
      CHANGE_USERNAME: (user, { value }) =>
        replaceText(user, screen.getByLabelText('User Name'), value),
      CHANGE_PASSWORD: (user, { value }) =>
        replaceText(user, screen.getByLabelText('Password'), value),
      // Enter in either field submits.
      SUBMIT_LOGIN: (user) => user.type(screen.getByLabelText('Password'), '{Enter}'),
      WANT_MEMBERSHIP: (user) => user.click(button('I would like to be a member')),
      CHANGE_CONTACT: (user, { value }) => replaceText(user, screen.getByRole('textbox'), value),
      TOGGLE_EMAIL: (user) =>
        user.click(screen.getByRole('checkbox', { name: 'I prefer to be contacted by email' })),
      SUBMIT_INVITATION: (user) => user.click(button('Request an Invitation')),
      FINISH: (user) => user.click(button('Great, I will wait for it')),
    },
    states: {
      opening: () => {
        throw new Error('opening chooses a step at once: it is never shown')
      },
      'login.editing': ({ context }) => {
        showsLoginForm(context)
        expect(alertText()).toBe('')
        expect(button('Login')).not.toHaveAttribute('aria-busy')
      },
      'login.submitting': ({ context }) => {
        showsLoginForm(context)
        expect(button('Login')).toHaveAttribute('aria-busy', 'true')
      },
      'login.failed': ({ context }) => {
        showsLoginForm(context) // what was typed is kept
        expect(alertText()).toBe(loginModalMessages.loginFailed)
      },
      'invitation.form.editing': ({ context }) => {
        expect(heading()).toHaveTextContent('Start your Journey')
        showsInvitationForm(context)
        expect(alertText()).toBe('')
        expect(contactField(context)).not.toHaveAttribute('aria-invalid')
      },
      'invitation.form.invalid': ({ context }) => {
        showsInvitationForm(context)
        // The address's problem is the field's (FieldError), not the form's; after the hint, if
        // the box was unticked meanwhile (the message stays its 3 s).
        expect(contactField(context).getAttribute('aria-describedby')).toMatch(/-error$/)
        expect(document.getElementById(contactField(context).id + '-error')?.textContent).toBe(
          loginModalMessages.invalidEmail,
        )
        expect(contactField(context)).toHaveAttribute('aria-invalid', 'true')
        expect(alertText()).toBe('')
      },
      'invitation.form.failed': ({ context }) => {
        showsInvitationForm(context)
        expect(alertText()).toBe(loginModalMessages.invitationFailed)
      },
      'invitation.submitting': ({ context }) => {
        showsInvitationForm(context)
        expect(button('Request an Invitation')).toHaveAttribute('aria-busy', 'true')
      },
      thanks: ({ context }) => {
        expect(heading()).toHaveTextContent('Thank You for Your Interest in Joining...')
        showsInvitationForm(context, true)
        expect(button('Great, I will wait for it')).toBeEnabled()
      },
      finished: () => expect(heading()).toBeNull(),
      signedIn: ({ context }) => {
        expect(heading()).toBeNull()
        expect(handOverSession).toHaveBeenCalledExactlyOnceWith(expect.anything(), {
          response: demoLoginResponse,
          username: context.username,
        })
      },
    },
  },
})
