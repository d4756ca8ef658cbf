import { expect } from 'vitest'
import { render, screen } from '@testing-library/react'
import {
  SUBSCRIBED_MESSAGE,
  subscribeProblem,
  type SubscribeContext,
} from '../../src/machines/subscribe.machine'
import { REQUEST_FAILED_MESSAGE } from '../../src/machines/shared'
import { SubscribeBoxView } from '../../src/ui/subscribe/SubscribeBox'
import { isValidEmail } from '../../src/lib/email'
import { replaceText } from '../support/typing'
import { describeModel } from './describeModel'
import { subscribeModel } from './models'
import { formAlertText } from '../support/formAlert'

const input = () => screen.getByLabelText('Email')
const button = () => screen.getByRole('button', { name: /Subscribe/ })
const alertText = formAlertText
const message = () => screen.getByRole('status')
/** The reason under the field, tied to it, exactly when the machine says there is one. */
const showsProblem = (context: SubscribeContext) => {
  const problem = subscribeProblem(context)
  if (problem) expect(input()).toHaveAccessibleDescription(problem)
  else expect(input()).not.toHaveAttribute('aria-describedby')
  expect(input().getAttribute('aria-invalid')).toBe(problem ? 'true' : null)
}

describeModel(subscribeModel, {
  actor: {},
  view: {
    render: (subscription) =>
      render(<SubscribeBoxView subscription={subscription} idPrefix="test" />),
    events: {
      CHANGE: (user, { value }) => replaceText(user, input(), value),
      // Leaving the field (Tab) asks why it cannot be sent.
      CHECK: async (user) => {
        input().focus()
        await user.tab()
      },
      // Enter submits (only a valid email: the model sends SUBMIT only then).
      SUBMIT: (user) => user.type(input(), '{Enter}'),
    },
    states: {
      'idle.editing': ({ context }) => {
        expect(input()).toHaveValue(context.email)
        expect(input()).toBeEnabled()
        expect(button()).toHaveTextContent('Subscribe')
        // Disabled while the email is empty or invalid.
        expect(button().hasAttribute('disabled')).toBe(!isValidEmail(context.email))
        expect(alertText()).toBe('')
        expect(message()).not.toHaveTextContent(SUBSCRIBED_MESSAGE)
        showsProblem(context)
      },
      'idle.failed': ({ context }) => {
        showsProblem(context)
        expect(alertText()).toBe(REQUEST_FAILED_MESSAGE)
        expect(input()).toHaveValue(context.email) // what was typed is kept
        expect(button()).toBeEnabled()
      },
      loading: () => {
        expect(button()).toHaveAttribute('aria-busy', 'true')
        expect(alertText()).toBe('')
      },
      subscribed: () => {
        expect(input()).toHaveValue('')
        expect(input()).toBeDisabled()
        expect(button()).toHaveTextContent('Subscribed!')
        expect(button()).toBeDisabled()
        expect(message()).toHaveTextContent(SUBSCRIBED_MESSAGE)
        expect(alertText()).toBe('')
      },
    },
  },
})
