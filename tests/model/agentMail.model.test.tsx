import { expect } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { agentMailMessages, type AgentMailContext } from '../../src/machines/agentMail.machine'
import { MailView } from '../../src/agents/MailView'
import { describeModel } from './describeModel'
import { agentMailModel } from './models'
import { failedMail, sentMail } from '../support/agents'

const subjects: Record<number, string> = {
  [failedMail.id]: failedMail.subject,
  [sentMail.id]: sentMail.subject,
}

const alerts = () => screen.getAllByRole('alert').map((alert) => alert.textContent)
/** The list's rows: each message's subject, as a button that opens it. */
const showsList = ({ messages }: AgentMailContext) => {
  const rows = screen.queryAllByRole('row').slice(1)
  expect(rows.map((row) => within(row).getByRole('button').textContent)).toEqual(
    messages.map((message) => message.subject),
  )
}
/** The open message: its headers, its text as text, Send again when it failed. */
const showsMessage = ({ open, resendProblem }: AgentMailContext) => {
  const article = screen.getByRole('article')
  for (const header of open!.headers) expect(article).toHaveTextContent(header.value)
  expect(article.querySelector('pre')!.textContent).toBe(open!.text)
  expect(article.querySelector('b')).toBeNull()
  expect(within(article).queryAllByRole('button', { name: 'Send again' })).toHaveLength(
    open!.message.status === 'failed' ? 1 : 0,
  )
  if (resendProblem) expect(alerts()).toContain(resendProblem)
}

describeModel(agentMailModel, {
  actor: {},
  view: {
    render: (mail) => render(<MailView mail={mail} />),
    events: {
      FILTER: (user, { status }) => user.selectOptions(screen.getByLabelText('Status'), status),
      REFRESH: (user) => user.click(screen.getByRole('button', { name: 'Refresh' })),
      LOAD_MORE: (user) => user.click(screen.getByRole('button', { name: 'Load more' })),
      OPEN: (user, { id }) =>
        user.click(
          screen.queryByRole('button', { name: 'Try again' }) ??
            screen.getByRole('button', { name: subjects[id] }),
        ),
      CLOSE: (user) => user.click(screen.getByRole('button', { name: 'Close' })),
      RESEND: (user) => user.click(screen.getByRole('button', { name: 'Send again' })),
    },
    states: {
      loading: () => void expect(screen.getByRole('status')).toHaveTextContent('Loading…'),
      failed: () => void expect(alerts()).toContain(agentMailMessages.failed),
      'ready.idle': ({ context }) => {
        showsList(context)
        expect(screen.queryByRole('article')).toBeNull()
      },
      'ready.loadingMore': ({ context }) => {
        showsList(context)
        expect(screen.getByRole('button', { name: 'Load more' })).toHaveAttribute(
          'aria-busy',
          'true',
        )
      },
      'ready.moreFailed': ({ context }) => {
        showsList(context)
        expect(alerts()).toContain(agentMailMessages.moreFailed)
      },
      'ready.opening': ({ context }) => {
        showsList(context)
        expect(screen.getByText('Loading the message…')).toBeInTheDocument()
      },
      'ready.openFailed': () => void expect(alerts()).toContain(agentMailMessages.openFailed),
      'ready.shown': ({ context }) => {
        showsList(context)
        showsMessage(context)
      },
      'ready.resending': ({ context }) => {
        showsMessage(context)
        expect(screen.getByRole('button', { name: 'Send again' })).toHaveAttribute(
          'aria-busy',
          'true',
        )
      },
    },
  },
})
