import { Link } from '@tanstack/react-router'
import type { WelcomeMemberActor } from '../../machines/welcomeMember.machine'
import {
  passwordChecklist,
  welcomeMessages,
  type WelcomeField,
  type WelcomeMemberContext,
} from '../../machines/welcomeMember.rules'
import { useFlowState, useFlowWaiting, useLazyFlow, type FlowRef } from '../lazy/lazyFlow'
import { BusyButton } from '../forms/BusyButton'
import { Field } from '../forms/Field'
import { FormAlert } from '../forms/FormAlert'
import { MachineForm } from '../forms/MachineForm'
import { whichState } from '../forms/whichState'
import { MembershipDialogButton } from '../membership/MembershipDialogButton'
import forms from '../forms/Forms.module.css'
import styles from './Welcome.module.css'

/** The welcome page's flow for the link's token: checked as soon as the flow has arrived. */
export function WelcomeMember({ token }: { token: string }) {
  const welcome = useLazyFlow(async () =>
    (await import('./welcomeMemberFlow')).startWelcomeMemberFlow(token),
  )
  return <WelcomeMemberView welcome={welcome} />
}

export const WELCOME_CHECK_FAILED = 'We could not check your link just now. Please try again.'
export const WELCOME_SEND_FAILED =
  'We could not create your account just now. Please try again in a moment.'

/** What the page shows until its flow has arrived (and what it prerenders): the check. */
const untouched: WelcomeMemberContext = {
  token: '',
  firstName: null,
  username: '',
  password: '',
  showErrors: false,
  serverErrors: {},
}

type Shown =
  'checking' | 'checkFailed' | 'editing' | 'failed' | 'submitting' | 'welcomed' | 'unusable'

export function WelcomeMemberView({ welcome }: { welcome: FlowRef<WelcomeMemberActor> }) {
  const context = useFlowState(welcome, (snapshot) => snapshot?.context ?? untouched)
  const shown = useFlowState(welcome, (snapshot): Shown =>
    snapshot
      ? whichState(
          snapshot,
          [
            ['checking', 'checking'],
            ['checkFailed', 'checkFailed'],
            [{ form: 'failed' }, 'failed'],
            ['form', 'editing'],
            ['submitting', 'submitting'],
            ['welcomed', 'welcomed'],
          ],
          'unusable',
        )
      : 'checking',
  )
  const waiting = useFlowWaiting(welcome, 'SUBMIT')

  if (shown === 'checking')
    return (
      <p role="status" className={styles.checking}>
        <span className={forms.spinner} aria-hidden="true" /> Checking your link…
      </p>
    )
  if (shown === 'checkFailed')
    return (
      <div className={styles.panel}>
        <FormAlert message={WELCOME_CHECK_FAILED} />
        <p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => welcome.send({ type: 'RETRY' })}
          >
            Try again
          </button>
        </p>
      </div>
    )
  if (shown === 'unusable') return <UnusableLink />
  if (shown === 'welcomed') return <Welcomed username={context.username.trim()} />
  return (
    <WelcomeForm
      context={context}
      busy={shown === 'submitting' || waiting}
      failed={shown === 'failed'}
      onChange={(field, value) => welcome.send({ type: 'CHANGE', field, value })}
      onSubmit={() => welcome.send({ type: 'SUBMIT' })}
    />
  )
}

function WelcomeForm({
  context,
  busy,
  failed,
  onChange,
  onSubmit,
}: {
  context: WelcomeMemberContext
  busy: boolean
  failed: boolean
  onChange: (field: WelcomeField, value: string) => void
  onSubmit: () => void
}) {
  const messages = welcomeMessages(context)
  const rules = passwordChecklist(context.password, context.username)
  return (
    <div className={styles.panel}>
      <h2 className={styles.heading}>
        {context.firstName ? `Welcome, ${context.firstName}` : 'Welcome to the club'}
      </h2>
      <p>Choose the user name and the password you will sign in with.</p>
      <MachineForm label="Become a member" onSubmit={onSubmit}>
        <Field
          id="welcome-username"
          label="User name"
          autoComplete="username"
          value={context.username}
          disabled={busy}
          onChange={(value) => onChange('username', value)}
          hint="3 to 40 letters, digits, dots, dashes or underscores."
          error={messages.username}
        />
        <Field
          id="welcome-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          value={context.password}
          disabled={busy}
          onChange={(value) => onChange('password', value)}
          hint="Your password needs each of the rules below."
          error={messages.password}
        />
        <ul className={styles.rules} aria-label="Password rules">
          {rules.map((rule) => (
            <li key={rule.id} className={rule.met ? styles.met : styles.unmet}>
              <span aria-hidden="true" className={styles.mark}>
                {rule.met ? '✓' : '•'}
              </span>
              {rule.label}
              <span className="visually-hidden">{rule.met ? ': met' : ': not met yet'}</span>
            </li>
          ))}
        </ul>
        <FormAlert message={failed ? WELCOME_SEND_FAILED : undefined} />
        <div>
          <BusyButton busy={busy}>Become a member</BusyButton>
        </div>
      </MachineForm>
    </div>
  )
}

/** The member is made: sign in with the login modal the site already has. */
function Welcomed({ username }: { username: string }) {
  return (
    <div className={styles.panel} role="status">
      <h2 className={styles.heading}>You are a member</h2>
      <p>
        Your account <strong>{username}</strong> is ready. Sign in with your user name and password,
        accept the confidentiality agreement, and your home in the club opens.
      </p>
      <p>
        <MembershipDialogButton step={1}>Sign in</MembershipDialogButton>
      </p>
    </div>
  )
}

/** Expired, used or not valid: the page does not say which (the server does not either). */
function UnusableLink() {
  return (
    <div className={styles.panel}>
      <h2 className={styles.heading}>This link cannot be used</h2>
      <p>
        A welcome link works once, for a limited time. This one has expired, has already been used,
        or is not a valid link.
      </p>
      <p>If you have not chosen your user name and password yet, ask us for a new link.</p>
      <p className="button-row">
        <Link to="/i-want-a-password" className="button button--primary">
          Request an invitation again
        </Link>
        <Link to="/reach-out-a-talent-agent" className="button button--ghost">
          Reach out to a Talent Agent
        </Link>
      </p>
    </div>
  )
}
