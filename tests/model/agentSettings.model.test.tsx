import { expect } from 'vitest'
import { render, screen } from '@testing-library/react'
import {
  agentSettingsMessages,
  settingsProblems,
  type AgentSettingsContext,
  type SettingsField,
} from '../../src/machines/agentSettings.machine'
import { SettingsView } from '../../src/agents/SettingsView'
import { describeModel } from './describeModel'
import { agentSettingsModel } from './models'

const labels: Record<SettingsField, string> = {
  email: 'Address for notices',
  notices: 'Notices',
  password: 'New password (12 characters or more)',
  currentPassword: 'Current password',
}
const save = () => screen.getByRole('button', { name: 'Save settings' })
const statusText = () => screen.getByRole('status').textContent
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent)

/** The form shows what the context holds, and Save is enabled exactly when the rules hold. */
const showsForm = ({ form }: AgentSettingsContext) => {
  for (const field of Object.keys(labels) as SettingsField[]) {
    expect(screen.getByLabelText(labels[field])).toHaveValue(form[field])
  }
  expect(save().hasAttribute('disabled')).toBe(Object.keys(settingsProblems(form)).length > 0)
}

describeModel(agentSettingsModel, {
  actor: {},
  view: {
    render: (settings) => render(<SettingsView settings={settings} />),
    events: {
      CHANGE: async (user, { field, value }) => {
        const control = screen.getByLabelText(labels[field])
        if (field === 'notices') return user.selectOptions(control, value)
        await user.clear(control)
        if (value) await user.type(control, value)
      },
      SAVE: (user) => user.click(save()),
      RETRY: (user) => user.click(screen.getByRole('button', { name: 'Try again' })),
    },
    states: {
      loading: () => expect(statusText()).toBe('Loading your settings…'),
      failed: () => {
        expect(alerts()).toContain(agentSettingsMessages.loadFailed)
        expect(screen.queryByRole('form')).toBeNull()
      },
      editing: ({ context }) => {
        showsForm(context)
        expect(statusText()).toBe('')
        expect(alerts().filter(Boolean)).toEqual([])
      },
      saving: ({ context }) => {
        showsForm(context)
        expect(save()).toHaveAttribute('aria-busy', 'true')
      },
      saved: ({ context }) => {
        showsForm(context)
        expect(statusText()).toBe(
          context.passwordChanged
            ? agentSettingsMessages.passwordSaved
            : agentSettingsMessages.saved,
        )
      },
      refused: ({ context }) => {
        showsForm(context)
        expect(alerts()).toContain(agentSettingsMessages.refused)
        // The server's refusal is said under its field, tied to it for screen readers.
        expect(screen.getByLabelText(labels.currentPassword)).toHaveAccessibleDescription(
          context.refused.currentPassword!,
        )
      },
      saveFailed: ({ context }) => {
        showsForm(context)
        expect(alerts()).toContain(agentSettingsMessages.failed)
      },
    },
  },
})
