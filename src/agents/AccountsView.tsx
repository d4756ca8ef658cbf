import { useSelector } from '@xstate/react'
import formStyles from '../ui/forms/Forms.module.css'
import { ConsoleField as Field } from './ConsoleField'
import { FormAlert } from '../ui/forms/FormAlert'
import { BusyButton } from '../ui/forms/BusyButton'
import {
  agentAccountsMessages,
  draftProblems,
  type AgentAccountsActor,
} from '../machines/agentAccounts.machine'
import { agentRoles } from './contract'
import styles from './Console.module.css'
import { RetryAlert } from './RetryAlert'

/** Staff accounts (admins): the list with Disable / Enable (not on the admin's own row: the
 *  server refuses it), and a form that creates one. */
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

  if (snapshot.matches('loading'))
    return (
      <p role="status" className={styles.hint}>
        Loading the accounts…
      </p>
    )
  if (snapshot.matches('failed'))
    return (
      <RetryAlert message={agentAccountsMessages.failed} onRetry={() => send({ type: 'RETRY' })} />
    )

  const problems = draftProblems(context.draft)
  const shown = (field: keyof typeof problems) =>
    context.draft[field] === '' ? undefined : problems[field]
  const toggling = snapshot.matches({ ready: 'toggling' })
  return (
    <div className={styles.detail}>
      <section aria-labelledby="accounts-title">
        <h1 id="accounts-title" className={styles.heading}>
          Accounts
        </h1>
        <FormAlert
          message={
            snapshot.matches({ ready: 'toggleFailed' })
              ? agentAccountsMessages.toggleFailed
              : undefined
          }
        />
        <table className={styles.table}>
          <caption className={styles.hint}>Every staff account</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">User name</th>
              <th scope="col">Role</th>
              <th scope="col">State</th>
              <th scope="col">
                <span className="visually-hidden">Change</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {context.accounts.map((account) => {
              const busy = toggling && context.toggling?.id === account.id
              return (
                <tr key={account.id}>
                  <td>{account.displayName}</td>
                  <td>{account.username}</td>
                  <td>{account.role}</td>
                  <td>{account.disabled ? 'Disabled' : 'Active'}</td>
                  <td>
                    {account.id === me ? (
                      <span className={styles.muted}>You</span>
                    ) : (
                      <button
                        type="button"
                        className="button button--ghost button--small"
                        aria-busy={busy || undefined}
                        aria-disabled={toggling || undefined}
                        aria-label={`${account.disabled ? 'Enable' : 'Disable'} ${account.displayName}`}
                        onClick={() =>
                          send({ type: 'TOGGLE', id: account.id, disabled: !account.disabled })
                        }
                      >
                        {account.disabled ? 'Enable' : 'Disable'}
                      </button>
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </section>
      <section className={styles.card} aria-labelledby="new-account">
        <h2 id="new-account" className={styles.subheading}>
          New account
        </h2>
        <form
          className={formStyles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            send({ type: 'CREATE' })
          }}
        >
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
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor="account-role">
              Role
            </label>
            <select
              id="account-role"
              className={formStyles.control}
              value={context.draft.role}
              onChange={(event) =>
                send({ type: 'CHANGE_DRAFT', field: 'role', value: event.target.value })
              }
            >
              {agentRoles.map((role) => (
                <option key={role} value={role}>
                  {role === 'admin' ? 'Admin' : 'Agent'}
                </option>
              ))}
            </select>
          </div>
          <FormAlert
            message={
              snapshot.matches({ ready: 'createFailed' }) ? context.createProblem : undefined
            }
          />
          <BusyButton
            busy={snapshot.matches({ ready: 'creating' })}
            disabled={Object.keys(problems).length > 0}
          >
            Create account
          </BusyButton>
        </form>
      </section>
    </div>
  )
}
