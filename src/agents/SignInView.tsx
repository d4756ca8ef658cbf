import type { ReactNode } from 'react'
import { useSelector } from '@xstate/react'
import { ConsoleField as Field } from './ConsoleField'
import { FormAlert } from '../ui/forms/FormAlert'
import { BusyButton } from '../ui/forms/BusyButton'
import { agentSignInMessages, type AgentSignInActor } from '../machines/agentSignIn.machine'
import styles from './Console.module.css'
import { ConsoleForm } from './ConsoleForm'

/** What the sign-in form says in each of its states. */
function messageOf(state: string, lockSeconds: number): string | undefined {
  switch (state) {
    case 'rejected':
      return agentSignInMessages.rejected
    case 'locked':
      return agentSignInMessages.locked(lockSeconds)
    case 'unreachable':
      return agentSignInMessages.unreachable
    default:
      return undefined
  }
}

/** The console's frame: the sign-in form while signed out, else the bar (name, the links
 *  given, Sign out) over the page. */
export function AgentSignInView({
  session,
  nav,
  children,
}: {
  session: AgentSignInActor
  nav?: ReactNode
  children?: ReactNode
}) {
  const snapshot = useSelector(session, (state) => state)
  const send = session.send

  if (snapshot.matches('restoring'))
    return (
      <div className={styles.signIn}>
        <p role="status">Loading the console…</p>
      </div>
    )

  if (snapshot.matches('signedOut')) {
    const state = Object.values(snapshot.value)[0] as string
    const { context } = snapshot
    const notice =
      state === 'expired'
        ? agentSignInMessages.expired
        : state === 'ended'
          ? agentSignInMessages.ended
          : undefined
    const locked = state === 'locked'
    return (
      <div className={styles.signIn}>
        <main className={styles.signInCard} aria-labelledby="agents-sign-in-title">
          <h1 id="agents-sign-in-title" className={styles.heading}>
            Talent Agents’ console
          </h1>
          <p role="status" className={notice ? styles.notice : undefined}>
            {notice}
          </p>
          <ConsoleForm onSubmit={() => send({ type: 'SUBMIT' })}>
            <Field
              id="agents-username"
              label="User name"
              value={context.username}
              autoComplete="username"
              onChange={(value) => send({ type: 'CHANGE_USERNAME', value })}
            />
            <Field
              id="agents-password"
              label="Password"
              type="password"
              value={context.password}
              autoComplete="current-password"
              onChange={(value) => send({ type: 'CHANGE_PASSWORD', value })}
            />
            <FormAlert message={messageOf(state, context.lockSeconds)} />
            <BusyButton
              busy={state === 'submitting'}
              disabled={locked || !context.username.trim() || !context.password}
            >
              Sign in
            </BusyButton>
          </ConsoleForm>
        </main>
      </div>
    )
  }

  const agent = snapshot.context.session?.agent
  const leaving = snapshot.matches('signingOut')
  return (
    <div className={styles.console}>
      <header className={styles.bar}>
        <p className={styles.brand}>Talent Agents’ console</p>
        {nav && (
          <nav aria-label="Console">
            <ul className={styles.nav}>{nav}</ul>
          </nav>
        )}
        <div className={styles.who}>
          <span>
            Signed in as <strong>{agent?.displayName}</strong>
            {agent?.role === 'admin' ? ' (admin)' : ''}
          </span>
          <button
            type="button"
            className="button button--ghost button--small"
            aria-busy={leaving || undefined}
            aria-disabled={leaving || undefined}
            onClick={() => send({ type: 'SIGN_OUT' })}
          >
            Sign out
          </button>
        </div>
      </header>
      <main id="agents-main" className={styles.page} tabIndex={-1}>
        {children}
      </main>
    </div>
  )
}
