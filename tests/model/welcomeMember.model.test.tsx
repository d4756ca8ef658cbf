import { expect } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import {
  passwordChecklist,
  welcomeMessages,
  type WelcomeMemberContext,
} from '../../src/machines/welcomeMember.machine'
import {
  UNUSABLE_HEADING,
  WELCOME_CHECK_FAILED,
  WELCOME_SEND_FAILED,
  WelcomeMemberView,
  welcomeHeading,
  welcomedHeading,
} from '../../src/ui/welcome/WelcomeMember'
import { MembershipDialogContext } from '../../src/ui/membership/membershipDialogContext'
import { renderWithRouter } from '../support/renderWithRouter'
import { describeModel } from './describeModel'
import { welcomeMemberModel } from './models'
import { formAlertText } from '../support/formAlert'

/** The sign-in button opens the membership dialog: a flow of its own, not this model's. */
const noDialog = {
  send: () => {},
  getSnapshot: () => undefined,
  subscribe: () => ({ unsubscribe: () => {} }),
}

const field = (label: string) => screen.getByLabelText(label)
const submit = () => screen.getByRole('button', { name: 'Become a member' })
const alertText = formAlertText

/** The values typed, each field's message tied to it, and each password rule met or not. */
function showsForm(context: WelcomeMemberContext) {
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    context.firstName ? `Welcome, ${context.firstName}` : 'Welcome to Nova Club',
  )
  expect(welcomeHeading(context.firstName)).toBe(
    screen.getByRole('heading', { level: 1 }).textContent,
  )
  expect(field('User name')).toHaveValue(context.username)
  expect(field('Password')).toHaveValue(context.password)
  const messages = welcomeMessages(context)
  for (const [name, label] of [
    ['username', 'User name'],
    ['password', 'Password'],
  ] as const) {
    const message = messages[name]
    if (message) expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message))
    expect(field(label).getAttribute('aria-invalid')).toBe(message ? 'true' : null)
  }
  const rules = screen.getAllByRole('listitem').map((item) => item.textContent)
  expect(rules).toEqual(
    passwordChecklist(context.password, context.username).map(
      (rule) => `${rule.met ? '✓' : '•'}${rule.label}${rule.met ? ': met' : ': not met yet'}`,
    ),
  )
}

describeModel(welcomeMemberModel, {
  actor: {},
  view: {
    render: (welcome) =>
      renderWithRouter(
        <MembershipDialogContext value={noDialog}>
          <WelcomeMemberView welcome={welcome} />
        </MembershipDialogContext>,
      ),
    events: {
      CHANGE: async (_, { field: name, value }) => {
        fireEvent.change(field(name === 'username' ? 'User name' : 'Password'), {
          target: { value },
        })
      },
      SUBMIT: async () => {
        fireEvent.click(submit())
      },
      RETRY: (user) => user.click(screen.getByRole('button', { name: 'Try again' })),
    },
    states: {
      checking: () => {
        expect(screen.getByRole('status')).toHaveTextContent('Checking your link…')
      },
      checkFailed: () => {
        expect(alertText()).toBe(WELCOME_CHECK_FAILED)
        expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled()
      },
      'form.editing': ({ context }) => {
        showsForm(context)
        expect(alertText()).toBe('')
        expect(field('User name')).toBeEnabled()
      },
      'form.refused': ({ context }) => {
        showsForm(context) // everything typed is kept, the server's message under its field
        expect(Object.keys(context.serverErrors)).not.toEqual([])
        expect(alertText()).toBe('')
      },
      'form.failed': ({ context }) => {
        showsForm(context)
        expect(alertText()).toBe(WELCOME_SEND_FAILED)
      },
      submitting: () => {
        expect(field('User name')).toBeDisabled()
        expect(field('Password')).toBeDisabled()
        expect(submit()).toHaveAttribute('aria-busy', 'true')
      },
      welcomed: ({ context }) => {
        // The moment is marked: the greeting by name takes focus (the form's button is gone),
        // what happens next is listed, and one action follows.
        const heading = screen.getByRole('heading', {
          level: 1,
          name: welcomedHeading(context.firstName),
        })
        expect(heading).toHaveFocus()
        if (context.firstName) expect(heading).toHaveTextContent(context.firstName)
        expect(screen.getByRole('status')).toHaveTextContent(context.username.trim())
        expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument()
        expect(screen.getAllByRole('button')).toHaveLength(1)
        expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAttribute(
          'aria-haspopup',
          'dialog',
        )
      },
      unusable: () => {
        expect(
          screen.getByRole('heading', { level: 1, name: UNUSABLE_HEADING }),
        ).toBeInTheDocument()
        expect(screen.getByRole('link', { name: 'Request an invitation again' })).toHaveAttribute(
          'href',
          '/i-want-a-password',
        )
        expect(screen.getByRole('link', { name: 'Reach out to a Talent Agent' })).toHaveAttribute(
          'href',
          '/reach-out-a-talent-agent',
        )
        expect(screen.queryByLabelText('Password')).toBeNull()
      },
    },
  },
})
