import { expect, vi } from 'vitest'
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

let sessionLost = vi.fn()
const provide = () => {
  sessionLost = vi.fn()
  return { actions: { sessionLost } }
}
/** The view makes a request id per press; the model's sample ids, in the order pressed. */
const requestIds: Record<string, string> = { APPROVE: 'req-00000001', DECLINE: 'req-00000002' }
let pressed = ''

const alerts = () => screen.getAllByRole('alert').map((alert) => alert.textContent)
const note = () => screen.getByLabelText('Note (optional)')
const showsItem = ({ detail, note: typed }: AgentItemContext) => {
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(detail!.item.title)
  // What the visitor sent is text, never HTML.
  for (const field of detail!.fields) expect(screen.getByText(field.value)).toBeInTheDocument()
  expect(document.querySelector('script')).toBeNull()
  expect(note()).toHaveValue(typed)
}
const buttonsOf = (context: AgentItemContext) =>
  context.detail!.allowedEvents.map((event) =>
    screen.getByRole('button', { name: eventButtons[event] }),
  )

describeModel(agentItemModel, {
  actor: { provide },
  view: {
    provide,
    render: (item) => render(<ItemView item={item} requestId={() => requestIds[pressed]!} />),
    events: {
      CHANGE_NOTE: (user, { value }) => replaceText(user, note(), value),
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
      },
      'ready.sending': ({ context }) => {
        showsItem(context)
        const busy = screen.getByRole('button', { name: eventButtons[context.sending!.event] })
        expect(busy).toHaveAttribute('aria-busy', 'true')
      },
      'ready.stale': ({ context }) => {
        showsItem(context) // the note is kept
        expect(alerts()[0]).toBe(
          'Sam Agent approved it at 27 Nov 2026, 09:05 UTC. Your note is kept: reload to see the item as it is now.',
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
