import { expect } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import {
  registrationErrors,
  registrationMessages,
  type RegistrationContext,
  type RegistrationField,
} from '../../src/machines/memberRegistration.machine'
import { REQUEST_FAILED_MESSAGE } from '../../src/machines/shared'
import { MemberRegistrationFormView } from '../../src/ui/registration/MemberRegistrationForm'
import { describeModel } from './describeModel'
import { memberRegistrationModel } from './models'
import { formAlertText } from '../support/formAlert'

const labels: Record<RegistrationField, string> = {
  fullName: 'Full Name',
  email: 'Email',
  role: 'Role',
  referralName: 'Referral Name (optional)',
}
const field = (name: RegistrationField) => screen.getByLabelText(labels[name])
const send = () => screen.getByRole('button', { name: 'Send my request' })
const alertText = formAlertText

const showsFields = (context: RegistrationContext) => {
  const errors = registrationMessages(context)
  for (const name of Object.keys(labels) as RegistrationField[]) {
    expect(field(name)).toHaveValue(context[name])
    if (errors[name]) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'true')
      expect(field(name)).toHaveAccessibleDescription(errors[name])
    } else {
      expect(field(name)).not.toHaveAttribute('aria-invalid')
    }
  }
}

describeModel(memberRegistrationModel, {
  actor: {},
  view: {
    render: (registration) => render(<MemberRegistrationFormView registration={registration} />),
    // Focus stays where it is: moving it would leave a field, which is an event (CHECK) of
    // its own. Typing itself is covered by the form's view tests and the e2e suite.
    events: {
      CHANGE: async (_, { field: name, value }) => {
        fireEvent.change(field(name), { target: { value } })
      },
      CHECK: async (_, { field: name }) => {
        fireEvent.blur(field(name))
      },
      // A click on a disabled button does nothing, as the machine refuses SUBMIT then.
      SUBMIT: async () => {
        fireEvent.click(send())
      },
    },
    states: {
      'idle.editing': ({ context }) => {
        showsFields(context)
        // Disabled on an incomplete form, as every form's button is (issue 47).
        const complete = Object.keys(registrationErrors(context)).length === 0
        if (complete) expect(send()).toBeEnabled()
        else expect(send()).toBeDisabled()
        expect(alertText()).toBe('')
      },
      'idle.failed': ({ context }) => {
        showsFields(context) // every field is kept
        expect(alertText()).toBe(REQUEST_FAILED_MESSAGE)
      },
      submitting: () => {
        for (const name of Object.keys(labels) as RegistrationField[]) {
          expect(field(name)).toBeDisabled()
        }
        expect(send()).toHaveAttribute('aria-busy', 'true')
      },
      registered: ({ context }) => {
        expect(screen.getByRole('status')).toHaveTextContent(
          `Thank you, ${context.fullName}. A Talent Agent will review your request and write to you at ${context.email}.`,
        )
        expect(screen.queryByRole('button')).toBeNull()
      },
    },
  },
})
