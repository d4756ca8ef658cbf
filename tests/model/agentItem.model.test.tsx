import { expect } from 'vitest'
import { render, screen } from '@testing-library/react'
import {
  agentItemMessages,
  eventButtons,
  type AgentItemContext,
} from '../../src/machines/agentItem.machine'
import { ItemView } from '../../src/agents/ItemView'
import { replaceText } from '../support/typing'
import { describeModel } from './describeModel'
import { agentItemModel } from './models'

/** The view makes a request id per press; the model's sample ids, in the order pressed. */
const requestIds: Record<string, string> = {
  APPROVE: 'req-00000001',
  DECLINE: 'req-00000002',
  ANSWER: 'req-00000003',
}
let pressed = ''

const alerts = () => screen.getAllByRole('alert').map((alert) => alert.textContent)
const note = () => screen.getByLabelText('Note (optional)')
const answerBox = () => screen.getByLabelText('Your answer')
const byText = (text: string) => screen.getAllByText((_, node) => node?.textContent === text)
const showsItem = ({ detail, note: typed, answer }: AgentItemContext) => {
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(detail!.item.title)
  // What the visitor sent is text, never HTML; so is every answer of a message's thread.
  for (const field of detail!.fields) expect(byText(field.value).length).toBeGreaterThan(0)
  for (const entry of detail!.history.filter((entry) => entry.answer))
    expect(byText(entry.answer!)).toHaveLength(1)
  expect(document.querySelector('script, b, i')).toBeNull()
  expect(screen.queryByRole('heading', { name: 'Conversation' }) !== null).toBe(
    detail!.item.kind === 'message',
  )
  // The note goes with an action: shown while one is possible, or while it holds text.
  if (detail!.allowedEvents.length > 0 || typed !== '') expect(note()).toHaveValue(typed)
  else expect(screen.queryByLabelText('Note (optional)')).toBeNull()
  // The answer box is there while the item takes an answer, with what was written so far.
  if (detail!.allowedEvents.includes('ANSWER')) expect(answerBox()).toHaveValue(answer)
  else expect(screen.queryByLabelText('Your answer')).toBeNull()
}
const buttonsOf = (context: AgentItemContext) =>
  context.detail!.allowedEvents.map((event) =>
    screen.getByRole('button', { name: eventButtons[event] }),
  )

describeModel(agentItemModel, {
  actor: {},
  view: {
    render: (item) => render(<ItemView item={item} requestId={() => requestIds[pressed]!} />),
    events: {
      CHANGE_NOTE: (user, { value }) => replaceText(user, note(), value),
      CHANGE_ANSWER: (user, { value }) => replaceText(user, answerBox(), value),
      SEND: async (user, { event }) => {
        pressed = event
        await user.click(screen.getByRole('button', { name: eventButtons[event] }))
      },
      RETRY: (user) => user.click(screen.getByRole('button', { name: 'Try again' })),
      RELOAD: (user) => user.click(screen.getByRole('button', { name: 'Reload the item' })),
    },
    states: {
      loading: () => void expect(screen.getByRole('status')).toHaveTextContent('Loading the item…'),
      failed: () => void expect(alerts()).toContain(agentItemMessages.failed),
      notFound: () => void expect(alerts()).toContain(agentItemMessages.notFound),
      'ready.idle': ({ context }) => {
        showsItem(context)
        expect(alerts()).toEqual([''])
        for (const button of buttonsOf(context)) expect(button).not.toHaveAttribute('aria-busy')
        // Send the answer waits for an answer: the machine's guard, read by the view.
        if (context.detail!.allowedEvents.includes('ANSWER'))
          expect(
            screen.getByRole('button', { name: eventButtons.ANSWER }).hasAttribute('disabled'),
          ).toBe(!context.answer.trim())
      },
      'ready.sending': ({ context }) => {
        showsItem(context)
        const busy = screen.getByRole('button', { name: eventButtons[context.sending!.event] })
        expect(busy).toHaveAttribute('aria-busy', 'true')
      },
      'ready.stale': ({ context }) => {
        showsItem(context) // the note is kept
        expect(alerts()[0]).toBe(
          'Sam Agent approved it at 27 Nov 2026, 09:05 UTC. What you wrote is kept: reload to see the item as it is now.',
        )
        for (const button of buttonsOf(context)) expect(button).toBeDisabled()
      },
      'ready.notAllowed': ({ context }) => {
        showsItem(context)
        expect(alerts()[0]).toBe(
          `${agentItemMessages.notAllowed} Allowed now: Decline, Mark as spam.`,
        )
        expect(buttonsOf(context).map((button) => button.textContent)).toEqual([
          'Decline',
          'Mark as spam',
        ])
      },
      'ready.sendFailed': ({ context }) => {
        showsItem(context)
        expect(alerts()).toContain(agentItemMessages.sendFailed)
      },
    },
  },
})
