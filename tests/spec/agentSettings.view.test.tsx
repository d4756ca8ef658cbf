// An agent's own settings by keyboard alone (issue 43): every field labelled and reached by Tab
// in reading order, Enter saves, the result is said in a status line, and a refused field says
// why under it.
import { expect, it } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createActor, fromPromise } from 'xstate'
import {
  agentSettingsMachine,
  agentSettingsMessages,
} from '../../src/machines/agentSettings.machine'
import type { AccountChange, Agent } from '../../src/agents/contract'
import { SettingsView } from '../../src/agents/SettingsView'
import { agentsError, sam } from '../support/agents'

function renderSettings(save: (change: AccountChange) => Promise<Agent>) {
  const settings = createActor(
    agentSettingsMachine.provide({
      actors: {
        loadSettings: fromPromise(async () => sam),
        saveSettings: fromPromise(({ input }: { input: { id: number; change: AccountChange } }) =>
          save(input.change),
        ),
      },
    }),
    { input: { me: sam.id } },
  ).start()
  render(<SettingsView settings={settings} />)
  return settings
}

it('Tab goes through the fields in order; Enter saves; the status says it is saved', async () => {
  const sent: AccountChange[] = []
  renderSettings(async (change) => {
    sent.push(change)
    return { ...sam, email: 'sam@novaclub.example', notices: 'each' }
  })
  const user = userEvent.setup()
  const email = await screen.findByLabelText('Address for notices')
  await user.tab()
  expect(email).toHaveFocus()
  await user.keyboard('sam@novaclub.example')
  await user.tab()
  expect(screen.getByLabelText('Notices')).toHaveFocus()
  await user.selectOptions(screen.getByLabelText('Notices'), 'each')
  await user.tab()
  expect(screen.getByLabelText('Current password')).toHaveFocus()
  await user.tab()
  expect(screen.getByLabelText('New password (12 characters or more)')).toHaveFocus()
  await user.keyboard('{Enter}')
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent(agentSettingsMessages.saved),
  )
  expect(sent).toEqual([{ email: 'sam@novaclub.example', notices: 'each' }])
})

it('notices without an address: said under the select, and Save is disabled', async () => {
  renderSettings(async () => sam)
  const user = userEvent.setup()
  await user.selectOptions(await screen.findByLabelText('Notices'), 'digest')
  expect(screen.getByLabelText('Notices')).toHaveAccessibleDescription(
    agentSettingsMessages.noAddress,
  )
  expect(screen.getByLabelText('Notices')).toHaveAttribute('aria-invalid', 'true')
  expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled()
})

it('a wrong current password: the server’s reason under the field, the new one kept', async () => {
  renderSettings(() =>
    Promise.reject(
      Object.assign(agentsError(400), {
        body: { fields: { currentPassword: ['Your current password is not correct.'] } },
      }),
    ),
  )
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('Current password'), 'not-it')
  await user.type(screen.getByLabelText('New password (12 characters or more)'), 'a-new-password-1')
  await user.click(screen.getByRole('button', { name: 'Save settings' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(agentSettingsMessages.refused)
  expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
    'Your current password is not correct.',
  )
  expect(screen.getByLabelText('New password (12 characters or more)')).toHaveValue(
    'a-new-password-1',
  )
})
