import { expect } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import {
  agentErasureLogMessages,
  type AgentErasureLogContext,
} from '../../src/machines/agentErasureLog.machine'
import { ErasureLogView } from '../../src/agents/ErasureLogView'
import { formatShortTime } from '../../src/agents/format'
import { describeModel } from './describeModel'
import { agentErasureLogModel } from './models'

/** A cell's text; a date's is its whole date (its title), once its short form is checked. */
const cellText = (cell: HTMLElement) => {
  const time = cell.querySelector('time')
  if (!time) return cell.textContent
  expect(time.textContent).toBe(formatShortTime(time.dateTime))
  return time.title
}

/** The log's rows as a person reads them: when, by whom, what. */
const rows = () =>
  within(screen.getByRole('table', { name: 'Erasures, newest first' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map(cellText))

const showsLog = (context: AgentErasureLogContext) => {
  if (context.erasures.length === 0) {
    expect(screen.getByText(agentErasureLogMessages.empty)).toBeVisible()
    return
  }
  expect(rows()).toEqual([
    ['27 Nov 2026, 14:05 UTC', 'Dana Admin', 'Mail 2'],
    ['20 Nov 2026, 09:00 UTC', 'A removed account', 'Nothing held the contact'],
  ])
}

describeModel(agentErasureLogModel, {
  actor: {},
  view: {
    render: (log) => render(<ErasureLogView log={log} />),
    events: {
      REFRESH: (user) => user.click(screen.getByRole('button', { name: /^(Refresh|Try again)$/ })),
    },
    states: {
      loading: ({ context }) => {
        if (context.erasures.length === 0) {
          expect(screen.getByRole('status')).toHaveTextContent('Loading the erasure log…')
        } else {
          showsLog(context)
          expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true')
        }
      },
      shown: ({ context }) => {
        showsLog(context)
        expect(screen.queryByRole('alert')).toBeNull()
      },
      failed: () => {
        expect(screen.getByRole('alert')).toHaveTextContent(agentErasureLogMessages.failed)
        expect(screen.queryByRole('table')).toBeNull()
      },
    },
  },
})
