import { expect, vi } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import {
  isReachOutComplete,
  reachOutProblems,
  type ReachOutContext,
} from '../../src/machines/reachOut.machine'
import { REQUEST_FAILED_MESSAGE } from '../../src/machines/shared'
import { ReachOutFormView } from '../../src/ui/reachOut/ReachOutForm'
import { describeModel } from './describeModel'
import { reachOutModel } from './models'
import { formAlertText } from '../support/formAlert'

let goToNoToken = vi.fn()
const provide = () => {
  goToNoToken = vi.fn()
  return { actions: { goToNoToken } }
}

const field = (label: string) => screen.getByLabelText(label)
const submit = () => screen.getByRole('button', { name: /^(Submit|Submitted!)$/ })
const alertText = formAlertText
const fields = ['Complete Name', 'Email', 'Email Content']

const labels = { fullName: 'Complete Name', email: 'Email', content: 'Email Content' } as const

/** Each checked field that cannot be sent says why, tied to it; no other field says anything. */
const showsProblems = (context: ReachOutContext) => {
  const problems = reachOutProblems(context)
  for (const [name, label] of Object.entries(labels)) {
    const problem = problems[name as keyof typeof labels]
    if (problem) expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(problem))
    expect(field(label).getAttribute('aria-invalid')).toBe(problem ? 'true' : null)
  }
}

const showsValues = (context: ReachOutContext) => {
  expect(field('Complete Name')).toHaveValue(context.fullName)
  expect(field('Email')).toHaveValue(context.email)
  expect(field('Email Content')).toHaveValue(context.content)
  expect(screen.getByText(`${context.content.length} / 500 characters`)).toBeInTheDocument()
}

describeModel(reachOutModel, {
  actor: {
    provide,
    states: {
      idle: ({ context }) => expect(context.content.length).toBeLessThanOrEqual(500),
      submitted: () => expect(goToNoToken).not.toHaveBeenCalled(),
      redirected: () => expect(goToNoToken).toHaveBeenCalledTimes(1),
    },
  },
  view: {
    provide,
    render: (reachOut) => render(<ReachOutFormView reachOut={reachOut} />),
    // Focus stays where it is: moving it would leave a field, which is an event (CHECK) of
    // its own. Typing itself is covered by the form's view tests and the e2e suite.
    events: {
      CHANGE: async (_, { field: name, value }) => {
        fireEvent.change(field(labels[name]), { target: { value } })
      },
      CHECK: async (_, { field: name }) => {
        fireEvent.blur(field(labels[name]))
      },
      SUBMIT: async () => {
        fireEvent.click(submit())
      },
    },
    states: {
      'idle.editing': ({ context }) => {
        showsValues(context)
        for (const label of fields) expect(field(label)).toBeEnabled()
        // Enabled only when the name, a valid email and a message are there.
        expect(submit().hasAttribute('disabled')).toBe(!isReachOutComplete(context))
        expect(submit()).toHaveTextContent('Submit')
        expect(alertText()).toBe('')
        showsProblems(context)
      },
      'idle.failed': ({ context }) => {
        showsValues(context) // every field is kept
        showsProblems(context)
        expect(alertText()).toBe(REQUEST_FAILED_MESSAGE)
        expect(submit()).toBeEnabled()
      },
      submitting: () => {
        for (const label of fields) expect(field(label)).toBeDisabled()
        expect(submit()).toHaveAttribute('aria-busy', 'true')
      },
      submitted: ({ context }) => {
        showsValues(context)
        for (const label of fields) expect(field(label)).toBeDisabled()
        expect(submit()).toHaveTextContent('Submitted!')
        expect(submit()).toBeDisabled()
        expect(goToNoToken).not.toHaveBeenCalled()
      },
      redirected: () => expect(goToNoToken).toHaveBeenCalledTimes(1),
    },
  },
})
