import { expect, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { agentExportMessages } from '../../src/machines/agentExport.machine'
import { ExportButton } from '../../src/agents/InboxView'
import { describeModel } from './describeModel'
import { agentExportModel } from './models'

let saveFile = vi.fn()
const provide = () => {
  saveFile = vi.fn()
  return { actions: { saveFile } }
}
const button = () => screen.getByRole('button', { name: 'Export CSV' })

describeModel(agentExportModel, {
  actor: {
    provide,
    states: {
      idle: ({ context }) =>
        expect(saveFile.mock.calls.length).toBe(Object.keys(context.query).length ? 1 : 0),
    },
  },
  view: {
    provide,
    render: (exporter) =>
      render(<ExportButton exporter={exporter} query={{ kind: 'invitation' }} />),
    events: { EXPORT: (user) => user.click(button()) },
    states: {
      idle: () => {
        expect(button()).not.toHaveAttribute('aria-busy')
        expect(screen.getByRole('alert')).toHaveTextContent('')
      },
      exporting: () => void expect(button()).toHaveAttribute('aria-busy', 'true'),
      failed: () =>
        void expect(screen.getByRole('alert')).toHaveTextContent(agentExportMessages.failed),
    },
  },
})
