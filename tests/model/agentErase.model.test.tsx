import { expect, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { agentEraseMessages, type AgentEraseContext } from '../../src/machines/agentErase.machine'
import { EraseView } from '../../src/agents/EraseView'
import { replaceText } from '../support/typing'
import { describeModel } from './describeModel'
import { agentEraseModel } from './models'

let announceErased = vi.fn()
const provide = () => {
  announceErased = vi.fn()
  return { actions: { announceErased } }
}
const contact = () => screen.getByLabelText('Address or profile')
const confirm = () => screen.getByLabelText('The same again, to confirm')
const alertText = () => screen.getByRole('alert').textContent
const showsForm = (context: AgentEraseContext, enabled: boolean) => {
  expect(contact()).toHaveValue(context.contact)
  expect(confirm()).toHaveValue(context.confirm)
  expect(contact().hasAttribute('disabled')).toBe(!enabled)
}
const showsQuestion = (context: AgentEraseContext) =>
  expect(screen.getByRole('group', { name: /Erase everything about/ })).toHaveTextContent(
    `Erase everything about ${context.contact.trim()}? This cannot be undone.`,
  )

describeModel(agentEraseModel, {
  actor: { provide },
  view: {
    provide,
    render: (erase) => render(<EraseView erase={erase} />),
    events: {
      CHANGE_CONTACT: (user, { value }) => replaceText(user, contact(), value),
      CHANGE_CONFIRM: (user, { value }) => replaceText(user, confirm(), value),
      SUBMIT: (user) => user.click(screen.getByRole('button', { name: 'Erase…' })),
      CONFIRM: (user) => user.click(screen.getByRole('button', { name: 'Erase' })),
      CANCEL: (user) => user.click(screen.getByRole('button', { name: 'Cancel' })),
      START_OVER: (user) => user.click(screen.getByRole('button', { name: 'Erase someone else' })),
    },
    states: {
      'editing.clean': ({ context }) => {
        showsForm(context, true)
        expect(alertText()).toBe('')
      },
      'editing.mismatch': ({ context }) => {
        showsForm(context, true)
        expect(alertText()).toBe(agentEraseMessages.mismatch)
      },
      'editing.failed': ({ context }) => {
        showsForm(context, true)
        expect(alertText()).toBe(agentEraseMessages.failed)
      },
      confirming: ({ context }) => {
        showsForm(context, false)
        showsQuestion(context)
        expect(screen.getByRole('button', { name: 'Erase' })).toHaveFocus()
      },
      erasing: ({ context }) => {
        showsQuestion(context)
        expect(screen.getByRole('button', { name: 'Erase' })).toHaveAttribute('aria-busy', 'true')
      },
      erased: () => {
        expect(screen.getByRole('status')).toHaveTextContent('Erased: Invitation 1, Message 2.')
        expect(announceErased).toHaveBeenCalled()
      },
    },
  },
})
