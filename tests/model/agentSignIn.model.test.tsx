import { expect, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import {
  agentSignInMessages,
  type AgentSignInActor,
  type AgentSignInContext,
} from '../../src/machines/agentSignIn.machine'
import { AgentSignInView } from '../../src/agents/SignInView'
import { replaceText } from '../support/typing'
import { describeModel } from './describeModel'
import { agentSignInModel } from './models'

let keepSession = vi.fn()
let forgetSession = vi.fn()
const provide = () => {
  keepSession = vi.fn()
  forgetSession = vi.fn()
  return { actions: { keepSession, forgetSession } }
}

let current: AgentSignInActor
const alertText = () => screen.getByRole('alert').textContent
const signInButton = () => screen.getByRole('button', { name: /Sign in/ })
const showsForm = ({ username, password }: AgentSignInContext) => {
  expect(screen.getByLabelText('User name')).toHaveValue(username)
  expect(screen.getByLabelText('Password')).toHaveValue(password)
  expect(screen.queryByText('The console')).toBeNull()
}
const showsFormWith = (message: string) => (snapshot: { context: AgentSignInContext }) => {
  showsForm(snapshot.context)
  expect(alertText()).toBe(message)
}
const showsNotice = (notice: string) => (snapshot: { context: AgentSignInContext }) => {
  showsForm(snapshot.context)
  expect(screen.getByText(notice)).toBeInTheDocument()
  expect(alertText()).toBe('')
}

describeModel(agentSignInModel, {
  actor: {
    provide,
    states: {
      signedIn: ({ context }) =>
        expect(keepSession).toHaveBeenLastCalledWith(expect.anything(), {
          session: context.session,
        }),
      'signedOut.expired': () => expect(forgetSession).toHaveBeenCalled(),
      'signedOut.ended': () => expect(forgetSession).toHaveBeenCalledOnce(),
    },
  },
  view: {
    provide,
    render: (session) => {
      current = session
      return render(
        <AgentSignInView session={session}>
          <p>The console</p>
        </AgentSignInView>,
      )
    },
    events: {
      CHANGE_USERNAME: (user, { value }) =>
        replaceText(user, screen.getByLabelText('User name'), value),
      CHANGE_PASSWORD: (user, { value }) =>
        replaceText(user, screen.getByLabelText('Password'), value),
      SUBMIT: (user) => user.type(screen.getByLabelText('Password'), '{Enter}'),
      SIGN_OUT: (user) => user.click(screen.getByRole('button', { name: 'Sign out' })),
      // Another flow's call answered 401.
      SESSION_LOST: async () => act(() => current.send({ type: 'SESSION_LOST' })),
    },
    states: {
      restoring: () => {
        expect(screen.getByRole('status')).toHaveTextContent('Loading the console…')
      },
      'signedOut.editing': ({ context }) => {
        showsForm(context)
        expect(alertText()).toBe('')
        expect(signInButton().hasAttribute('disabled')).toBe(
          !context.username.trim() || !context.password,
        )
      },
      'signedOut.submitting': ({ context }) => {
        showsForm(context)
        expect(signInButton()).toHaveAttribute('aria-busy', 'true')
      },
      'signedOut.rejected': showsFormWith(agentSignInMessages.rejected),
      'signedOut.locked': (snapshot) => {
        showsFormWith(agentSignInMessages.locked(snapshot.context.lockSeconds))(snapshot)
        expect(alertText()).toContain('Try again in 2 min.')
        expect(signInButton()).toBeDisabled()
      },
      'signedOut.unreachable': showsFormWith(agentSignInMessages.unreachable),
      'signedOut.expired': showsNotice(agentSignInMessages.expired),
      'signedOut.ended': showsNotice(agentSignInMessages.ended),
      signedIn: () => {
        expect(screen.getByText('The console')).toBeInTheDocument()
        expect(screen.getByText('Dana Admin')).toBeInTheDocument()
        expect(screen.getByRole('button', { name: 'Sign out' })).not.toHaveAttribute('aria-busy')
      },
      signingOut: () => {
        const button = screen.getByRole('button', { name: 'Sign out' })
        expect(button).toHaveAttribute('aria-busy', 'true')
      },
    },
  },
})
