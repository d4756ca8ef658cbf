import { expect } from 'vitest'
import { render, screen } from '@testing-library/react'
import {
  agentAccountsMessages,
  type AgentAccountsContext,
} from '../../src/machines/agentAccounts.machine'
import { AccountsView } from '../../src/agents/AccountsView'
import { replaceText } from '../support/typing'
import { describeModel } from './describeModel'
import { agentAccountsModel } from './models'
import { dana } from '../support/agents'

const labels = { username: 'User name', displayName: 'Name', password: 'Password' } as const
const alerts = () => screen.getAllByRole('alert').map((alert) => alert.textContent)
const showsAccounts = ({ accounts, draft, editing }: AgentAccountsContext) => {
  const rows = screen.getAllByRole('row').slice(1)
  expect(rows.map((row) => row.textContent)).toEqual(
    accounts.map((account) => expect.stringContaining(account.displayName)),
  )
  // No Disable on the administrator's own row (Dana signed in): the server refuses it.
  expect(screen.queryByRole('button', { name: /(Disable|Enable) Dana Admin/ })).toBeNull()
  for (const account of accounts.filter((account) => account.id !== dana.id))
    expect(
      screen.getByRole('button', {
        name: `${account.disabled ? 'Enable' : 'Disable'} ${account.displayName}`,
      }),
    ).toBeInTheDocument()
  for (const [field, label] of Object.entries(labels))
    expect(screen.getByLabelText(label)).toHaveValue(draft[field as keyof typeof labels])
  // The settings of one account, when open, show what is being edited.
  if (editing) {
    expect(screen.getByRole('heading', { name: /^Settings of / })).toBeInTheDocument()
    expect(screen.getByLabelText('Address for notices')).toHaveValue(editing.email)
  } else expect(screen.queryByLabelText('Address for notices')).toBeNull()
}

describeModel(agentAccountsModel, {
  actor: {},
  view: {
    render: (accounts) => render(<AccountsView accounts={accounts} me={dana.id} />),
    events: {
      CHANGE_DRAFT: (user, { field, value }) =>
        replaceText(user, screen.getByLabelText(labels[field as keyof typeof labels]), value),
      CREATE: (user) => user.click(screen.getByRole('button', { name: 'Create account' })),
      TOGGLE: async (user, { disabled }) => {
        const pressed = screen.getByRole('button', {
          name: `${disabled ? 'Disable' : 'Enable'} Sam Agent`,
        })
        await user.click(pressed)
        // The row's button stays the one pressed, with the keyboard's focus, while it is busy.
        expect(pressed).toHaveFocus()
      },
      RETRY: (user) => user.click(screen.getByRole('button', { name: 'Try again' })),
      EDIT: async (user) => {
        const opened = screen.queryByRole('heading', { name: /^Settings of / }) === null
        await user.click(screen.getByRole('button', { name: 'Settings of Sam Agent' }))
        // The settings, drawn below the table, take the keyboard as they appear.
        if (opened) expect(screen.getByRole('heading', { name: /^Settings of / })).toHaveFocus()
      },
      CHANGE_EDIT: (user, { value }) =>
        replaceText(user, screen.getByLabelText('Address for notices'), value),
      SAVE: (user) => user.click(screen.getByRole('button', { name: 'Save settings' })),
      CANCEL_EDIT: async (user) => {
        await user.click(screen.getByRole('button', { name: 'Cancel' }))
        // Closed, they give the focus back to the row's button that opened them.
        expect(screen.getByRole('button', { name: 'Settings of Sam Agent' })).toHaveFocus()
      },
    },
    states: {
      loading: () =>
        void expect(screen.getByRole('status')).toHaveTextContent('Loading the accounts…'),
      failed: () => void expect(alerts()).toContain(agentAccountsMessages.failed),
      'ready.settled.idle': ({ context }) => {
        showsAccounts(context)
        // No alert says anything: the list's, the new account's and the open settings'.
        expect(alerts()).toEqual(context.editing ? ['', '', ''] : ['', ''])
      },
      'ready.creating': ({ context }) => {
        showsAccounts(context)
        expect(screen.getByRole('button', { name: 'Create account' })).toHaveAttribute(
          'aria-busy',
          'true',
        )
      },
      'ready.settled.createFailed': ({ context }) => {
        showsAccounts(context) // what was typed is kept
        expect(alerts()).toContain(context.createProblem)
      },
      'ready.toggling': ({ context }) => {
        showsAccounts(context)
        expect(
          screen.getByRole('button', { name: /^(Disable|Enable) Sam Agent$/ }),
        ).toHaveAttribute('aria-busy', 'true')
      },
      'ready.saving': ({ context }) => {
        showsAccounts(context)
        expect(screen.getByRole('button', { name: 'Save settings' })).toHaveAttribute(
          'aria-busy',
          'true',
        )
      },
      'ready.settled.saveFailed': ({ context }) => {
        showsAccounts(context) // what was typed is kept
        expect(alerts()).toContain(context.saveProblem)
      },
      'ready.settled.toggleFailed': ({ context }) => {
        showsAccounts(context)
        expect(alerts()).toContain(agentAccountsMessages.toggleFailed)
      },
    },
  },
})
