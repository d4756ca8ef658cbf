import { expect } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import {
  agentExportLogMessages,
  type AgentExportLogContext,
} from '../../src/machines/agentExportLog.machine'
import { ExportLogView } from '../../src/agents/ExportLogView'
import { formatShortTime } from '../../src/agents/format'
import { describeModel } from './describeModel'
import { agentExportLogModel } from './models'

/** A cell's text; a date's is its whole date (its title), once its short form is checked. */
const cellText = (cell: HTMLElement) => {
  const time = cell.querySelector('time')
  if (!time) return cell.textContent
  expect(time.textContent).toBe(formatShortTime(time.dateTime))
  return time.title
}

/** The log's rows as a person reads them: when, by whom, which filters, how many rows. */
const rows = () =>
  within(screen.getByRole('table', { name: 'CSV exports, newest first' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map(cellText))

const showsLog = (context: AgentExportLogContext) => {
  if (context.exports.length === 0) {
    expect(screen.getByText(agentExportLogMessages.empty)).toBeVisible()
    return
  }
  expect(rows()).toEqual([
    ['5 Dec 2026, 10:30 UTC', 'Dana Admin', 'Kind: Message, Search: “Zoë”', '1,204'],
    ['1 Dec 2026, 08:00 UTC', 'A removed account', 'All items', '1,000 (cut: a read failed)'],
  ])
}

describeModel(agentExportLogModel, {
  actor: {},
  view: {
    render: (log) => render(<ExportLogView log={log} />),
    events: {
      REFRESH: (user) => user.click(screen.getByRole('button', { name: /^(Refresh|Try again)$/ })),
    },
    states: {
      loading: ({ context }) => {
        if (context.exports.length === 0) {
          expect(screen.getByRole('status')).toHaveTextContent('Loading the export log…')
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
        expect(screen.getByRole('alert')).toHaveTextContent(agentExportLogMessages.failed)
        expect(screen.queryByRole('table')).toBeNull()
      },
    },
  },
})
