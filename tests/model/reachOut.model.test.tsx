import { expect, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import {
  REACH_OUT_TEMPLATE,
  isReachOutComplete,
  reachOutMachine,
  type ReachOutContext,
} from '../../src/machines/reachOut.machine'
import { REQUEST_FAILED_MESSAGE } from '../../src/machines/shared'
import { ReachOutFormView } from '../../src/ui/reachOut/ReachOutForm'
import { nextEmail, replaceText } from '../support/typing'
import type { EventFromLogic } from 'xstate'
import { describeModel } from './describeModel'

/** A message longer than the 500 characters the form keeps. */
const tooLong = 'I would like to know more. '.repeat(20)
/** The message a person writes in turn: none, one too long (cut to 500), the template again. */
const nextContent: Record<string, string> = {
  [REACH_OUT_TEMPLATE]: '',
  '': tooLong,
  [tooLong.slice(0, 500)]: REACH_OUT_TEMPLATE,
}

let goToNoToken = vi.fn()
const provide = () => {
  goToNoToken = vi.fn()
  return { actions: { goToNoToken } }
}

const field = (label: string) => screen.getByLabelText(label)
const submit = () => screen.getByRole('button', { name: /^(Submit|Submitted!)$/ })
const alertText = () => screen.getByRole('alert').textContent
const fields = ['Complete Name', 'Email', 'Email Content']

const showsValues = (context: ReachOutContext) => {
  expect(field('Complete Name')).toHaveValue(context.fullName)
  expect(field('Email')).toHaveValue(context.email)
  expect(field('Email Content')).toHaveValue(context.content)
  expect(screen.getByText(`${context.content.length} / 500 characters`)).toBeInTheDocument()
}

describeModel(
  {
    machine: reachOutMachine,
    events: ({ context }): EventFromLogic<typeof reachOutMachine>[] => [
      { type: 'CHANGE', field: 'fullName', value: context.fullName ? '' : 'Robin Vale' },
      { type: 'CHANGE', field: 'email', value: nextEmail[context.email]! },
      { type: 'CHANGE', field: 'content', value: nextContent[context.content]! },
      { type: 'SUBMIT' },
    ],
    invokeOutputs: { sendMessage: [{ status: 200 }, { status: 201 }] },
    maxSimplePaths: 0,
  },
  {
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
      events: {
        CHANGE: (user, { field: name, value }) =>
          replaceText(
            user,
            field({ fullName: 'Complete Name', email: 'Email', content: 'Email Content' }[name]),
            value,
          ),
        SUBMIT: (user) => user.click(submit()),
      },
      states: {
        'idle.editing': ({ context }) => {
          showsValues(context)
          for (const label of fields) expect(field(label)).toBeEnabled()
          // Enabled only when the name, a valid email and a message are there.
          expect(submit().hasAttribute('disabled')).toBe(!isReachOutComplete(context))
          expect(submit()).toHaveTextContent('Submit')
          expect(alertText()).toBe('')
        },
        'idle.failed': ({ context }) => {
          showsValues(context) // every field is kept
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
  },
)
