import { useEffect, useRef, type ReactNode } from 'react'
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
import { ClubEmblem } from './ClubEmblem'
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

/** The page's one heading per moment: it greets the person by name once the link says it. */
export const welcomeHeading = (firstName: string | null) =>
  firstName ? `Welcome, ${firstName}` : 'Welcome to Nova Club'
export const welcomedHeading = (firstName: string | null) =>
  firstName ? `You are one of us, ${firstName}` : 'You are one of us'
export const UNUSABLE_HEADING = 'This link cannot be used'

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
      <Moment eyebrow="Your welcome invitation" title={welcomeHeading(null)}>
        <p role="status">
          <span className={forms.spinner} aria-hidden="true" /> Checking your link…
        </p>
      </Moment>
    )
  if (shown === 'checkFailed')
    return (
      <Moment eyebrow="Your welcome invitation" title={welcomeHeading(null)}>
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
      </Moment>
    )
  if (shown === 'unusable') return <UnusableLink />
  if (shown === 'welcomed')
    return <Welcomed firstName={context.firstName} username={context.username.trim()} />
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

/** One moment of the page: its eyebrow, its one h1 and what follows. `focus`: the heading
 *  takes focus as the moment appears (the button pressed to reach it is gone). */
function Moment({
  eyebrow,
  title,
  focus = false,
  children,
}: {
  eyebrow: string
  title: string
  focus?: boolean
  children: ReactNode
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focus) heading.current?.focus()
  }, [focus])
  return (
    <div className={styles.moment}>
      <p className="eyebrow">{eyebrow}</p>
      <h1 className={styles.title} ref={heading} tabIndex={focus ? -1 : undefined}>
        {title}
      </h1>
      {children}
    </div>
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
    <Moment eyebrow="Your request is approved" title={welcomeHeading(context.firstName)}>
      <p className={styles.lead}>
        One last step: choose the user name and password you will sign in with.
      </p>
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
    </Moment>
  )
}

/** What follows the welcome, in the order the new member meets it. */
const nextSteps = [
  'Sign in with your user name and password.',
  'Read and accept the club’s confidentiality agreement.',
  'Your home in the club opens, and your Talent Agent writes to plan your first steps.',
]

/** The member is made: the club's mark, what happens next, and one action (sign in with the
 *  login modal the site already has). */
function Welcomed({ firstName, username }: { firstName: string | null; username: string }) {
  return (
    <div className={styles.welcomed}>
      <ClubEmblem />
      <Moment eyebrow="Welcome to Nova Club" title={welcomedHeading(firstName)} focus>
        <p role="status" className={styles.lead}>
          Your account <strong>{username}</strong> is ready.
        </p>
        <h2 className="eyebrow">What happens next</h2>
        <ol>
          {nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>
          <MembershipDialogButton step={1}>Sign in</MembershipDialogButton>
        </p>
      </Moment>
    </div>
  )
}

/** Expired, used or not valid: the page does not say which (the server does not either). A
 *  quiet page: what happened, and what to do. */
function UnusableLink() {
  return (
    <Moment eyebrow="Your welcome invitation" title={UNUSABLE_HEADING}>
      <p className={styles.lead}>
        A welcome link works once, for a limited time. This one has expired, has already been used,
        or is not a complete link.
      </p>
      <p>
        If you have already chosen your user name and password, you are a member: sign in with Enter
        to the Future at the top of any page. If not, ask again and a Talent Agent will send you a
        new link.
      </p>
      <p className="button-row">
        <Link to="/i-want-a-password" className="button button--primary">
          Request an invitation again
        </Link>
        <Link to="/reach-out-a-talent-agent" className="button button--ghost">
          Reach out to a Talent Agent
        </Link>
      </p>
    </Moment>
  )
}
