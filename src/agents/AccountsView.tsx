import { useRef } from 'react'
import { useSelector } from '@xstate/react'
import { ConsoleField as Field } from './ConsoleField'
import { FormAlert } from '../ui/forms/FormAlert'
import { BusyButton } from '../ui/forms/BusyButton'
import {
  agentAccountsMessages,
  draftProblems,
  editProblems,
  type AccountEdit,
  type AgentAccountsActor,
} from '../machines/agentAccounts.machine'
import { noticeNames } from './format'
import styles from './Console.module.css'
import { ConsoleSelect } from './ConsoleSelect'
import { LoadStatus } from './LoadStatus'
import { loadPhaseOf } from '../machines/loadFragment'
import { ConsoleForm } from './ConsoleForm'
import { useFocusWhileShown } from './focus'
import type { Agent } from './contract'
import { ConsoleTable } from './table/ConsoleTable'
import { displayColumn, textColumn } from './table/columns'
import tableStyles from './table/Table.module.css'

const roleNames = { admin: 'Admin', agent: 'Agent' } as const

/** The accounts' columns: who, their role and state (sortable), their notices, and the row's
 *  Settings and Disable / Enable. */
function accountColumns({
  me,
  working,
  togglingId,
  send,
}: {
  me: number
  /** A change is on its way: the row buttons wait. */
  working: boolean
  /** The account being disabled or enabled. */
  togglingId: number | undefined
  send: AgentAccountsActor['send']
}) {
  return [
    textColumn<Agent>('name', 'Name', (account) => account.displayName, { sortable: true }),
    textColumn<Agent>('username', 'User name', (account) => account.username, { sortable: true }),
    textColumn<Agent>('role', 'Role', (account) => roleNames[account.role], { sortable: true }),
    displayColumn<Agent>('state', 'State', (account) => (
      <span className={tableStyles.chip} data-tone={account.disabled ? 'quiet' : 'done'}>
        {account.disabled ? 'Disabled' : 'Active'}
      </span>
    )),
    textColumn<Agent>('notices', 'Notices', (account) =>
      account.email ? noticeNames[account.notices] : 'No address',
    ),
    displayColumn<Agent>(
      'change',
      'Change',
      (account) => (
        <div className={styles.rowActions}>
          <button
            type="button"
            className="button button--ghost button--small"
            aria-disabled={working || undefined}
            aria-label={`Settings of ${account.displayName}`}
            onClick={() => send({ type: 'EDIT', id: account.id })}
          >
            Settings
          </button>
          {account.id === me ? (
            <span className={styles.muted}>You</span>
          ) : (
            <button
              type="button"
              className="button button--ghost button--small"
              aria-busy={togglingId === account.id || undefined}
              aria-disabled={working || undefined}
              aria-label={`${account.disabled ? 'Enable' : 'Disable'} ${account.displayName}`}
              onClick={() => send({ type: 'TOGGLE', id: account.id, disabled: !account.disabled })}
            >
              {account.disabled ? 'Enable' : 'Disable'}
            </button>
          )}
        </div>
      ),
      { hiddenHeader: true },
    ),
  ]
}

/** Staff accounts (admins): the list with Disable / Enable (not on the admin's own row: the
 *  server refuses it) and Settings, the settings of one account, and a form that creates one. */
export function AccountsView({
  accounts,
  me,
}: {
  accounts: AgentAccountsActor
  /** The signed-in administrator's id. */
  me: number
}) {
  const snapshot = useSelector(accounts, (state) => state)
  const { context } = snapshot
  const send = accounts.send

  const phase = loadPhaseOf(snapshot)
  if (phase)
    return (
      <LoadStatus
        phase={phase}
        loading="Loading the accounts…"
        failed={agentAccountsMessages.failed}
        onRetry={() => send({ type: 'RETRY' })}
      />
    )

  const problems = draftProblems(context.draft)
  const shown = (field: keyof typeof problems) =>
    context.draft[field] === '' ? undefined : problems[field]
  const toggling = snapshot.matches({ ready: 'toggling' })
  const saving = snapshot.matches({ ready: 'saving' })
  const columns = accountColumns({
    me,
    working: toggling || saving,
    togglingId: toggling ? context.toggling?.id : undefined,
    send,
  })
  return (
    <div className={styles.detail}>
      <section aria-labelledby="accounts-title">
        <h1 id="accounts-title" className={styles.heading}>
          Accounts
        </h1>
        <FormAlert
          message={
            snapshot.matches({ ready: { settled: 'toggleFailed' } })
              ? agentAccountsMessages.toggleFailed
              : undefined
          }
        />
        <ConsoleTable
          caption="Every staff account"
          captionShown
          columns={columns}
          data={context.accounts}
          rowKey={(account) => String(account.id)}
          // The signed-in administrator is always listed: never without a row.
          empty={null}
        />
      </section>
      {context.editing && (
        <AccountSettings
          // Another account's settings are a new part: the focus comes to them and goes back
          // to the row that opened them.
          key={context.editing.id}
          edit={context.editing}
          name={
            context.accounts.find((account) => account.id === context.editing!.id)?.displayName ??
            ''
          }
          own={context.editing.id === me}
          saving={saving}
          problem={
            snapshot.matches({ ready: { settled: 'saveFailed' } }) ? context.saveProblem : undefined
          }
          accounts={accounts}
        />
      )}
      <section className={styles.card} aria-labelledby="new-account">
        <h2 id="new-account" className={styles.subheading}>
          New account
        </h2>
        <ConsoleForm onSubmit={() => send({ type: 'CREATE' })}>
          <Field
            id="account-username"
            label="User name"
            autoComplete="off"
            value={context.draft.username}
            error={shown('username')}
            onChange={(value) => send({ type: 'CHANGE_DRAFT', field: 'username', value })}
          />
          <Field
            id="account-name"
            label="Name"
            value={context.draft.displayName}
            error={shown('displayName')}
            onChange={(value) => send({ type: 'CHANGE_DRAFT', field: 'displayName', value })}
          />
          <Field
            id="account-password"
            label="Password"
            type="password"
            autoComplete="new-password"
            value={context.draft.password}
            error={shown('password')}
            onChange={(value) => send({ type: 'CHANGE_DRAFT', field: 'password', value })}
          />
          <ConsoleSelect
            id="account-role"
            label="Role"
            value={context.draft.role}
            options={Object.entries(roleNames)}
            onChange={(value) => send({ type: 'CHANGE_DRAFT', field: 'role', value })}
          />
          <FormAlert
            message={
              snapshot.matches({ ready: { settled: 'createFailed' } })
                ? context.createProblem
                : undefined
            }
          />
          <BusyButton
            busy={snapshot.matches({ ready: 'creating' })}
            disabled={Object.keys(problems).length > 0}
          >
            Create account
          </BusyButton>
        </ConsoleForm>
      </section>
    </div>
  )
}

/** One account's settings: role, notices address and choice, a new password (with the current
 *  one for one's own account, as the server asks). */
function AccountSettings({
  edit,
  name,
  own,
  saving,
  problem,
  accounts,
}: {
  edit: AccountEdit
  name: string
  own: boolean
  saving: boolean
  problem: string | undefined
  accounts: AgentAccountsActor
}) {
  const send = accounts.send
  const problems = editProblems(edit)
  // Opened from a row's Settings button, below the table: the keyboard goes to it, and back to
  // that button once it is saved or cancelled.
  const heading = useRef<HTMLHeadingElement>(null)
  useFocusWhileShown(heading)
  return (
    <section className={styles.card} aria-labelledby="account-settings">
      <h2 id="account-settings" ref={heading} tabIndex={-1} className={styles.subheading}>
        Settings of {name}
      </h2>
      <ConsoleForm onSubmit={() => send({ type: 'SAVE' })}>
        <ConsoleSelect
          id="settings-role"
          label="Role"
          value={edit.role}
          options={Object.entries(roleNames)}
          onChange={(value) => send({ type: 'CHANGE_EDIT', field: 'role', value })}
        />
        <Field
          id="settings-email"
          label="Address for notices"
          type="email"
          autoComplete="off"
          value={edit.email}
          error={edit.email === '' ? undefined : problems.email}
          onChange={(value) => send({ type: 'CHANGE_EDIT', field: 'email', value })}
        />
        <ConsoleSelect
          id="settings-notices"
          label="Notices of new requests"
          value={edit.notices}
          options={Object.entries(noticeNames)}
          error={problems.notices}
          onChange={(value) => send({ type: 'CHANGE_EDIT', field: 'notices', value })}
        />
        <Field
          id="settings-password"
          label="New password (leave empty to keep it)"
          type="password"
          autoComplete="new-password"
          value={edit.password}
          error={edit.password === '' ? undefined : problems.password}
          onChange={(value) => send({ type: 'CHANGE_EDIT', field: 'password', value })}
        />
        {own && (
          <Field
            id="settings-current-password"
            label="Your current password"
            type="password"
            autoComplete="current-password"
            value={edit.currentPassword}
            onChange={(value) => send({ type: 'CHANGE_EDIT', field: 'currentPassword', value })}
          />
        )}
        <FormAlert message={problem} />
        <BusyButton busy={saving} disabled={Object.keys(problems).length > 0}>
          Save settings
        </BusyButton>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => send({ type: 'CANCEL_EDIT' })}
        >
          Cancel
        </button>
      </ConsoleForm>
    </section>
  )
}
