// The login modal's three steps (SPEC.md 2.3), rendered inside the membership dialog. Loaded
// lazily when the dialog first opens (LazyLoginModal.tsx): no page's first load pays for it.
import { useEffect, useRef } from 'react'
import { useSelector } from '@xstate/react'
import { loginModalMessages, type LoginModalActor } from '../../machines/loginModal.machine'
import { config } from '../../lib/config'
import { BusyButton } from '../forms/BusyButton'
import { Field } from '../forms/Field'
import { FormAlert } from '../forms/FormAlert'
import { MachineForm } from '../forms/MachineForm'
import { whichState } from '../forms/whichState'
import forms from '../forms/Forms.module.css'
import styles from './LoginModal.module.css'
import { LINKEDIN_HINT, looksLikeLinkedInProfile } from '../../lib/linkedInProfile'

/** The membership dialog is labelled by the heading of the step it shows. */
export const DIALOG_TITLE_ID = 'membership-dialog-title'

/** Moves focus to the element with `id` when a step appears in the open dialog (after the
 *  content loaded, or on a change of step), so keyboard and screen reader users start where
 *  they act. The dialog focuses its first field itself when it opens. Returns the ref for the
 *  step, whose document holds the element (the page's, or the playground's frame's). */
function useFocusOnMount(id: string) {
  const step = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = step.current?.ownerDocument.getElementById(id)
    if (element?.closest('dialog[open]')) element.focus()
  }, [id])
  return step
}

export default function LoginModalView({ modal }: { modal: LoginModalActor }) {
  const step = useSelector(modal, (snapshot) =>
    whichState(
      snapshot,
      [
        ['login', 'login'],
        ['invitation', 'invitation'],
        ['thanks', 'thanks'],
      ],
      'finished',
    ),
  )
  if (step === 'login') return <LoginStep modal={modal} />
  if (step === 'invitation') return <InvitationStep modal={modal} />
  if (step === 'thanks') return <ThanksStep modal={modal} />
  return null // finished: the dialog is fading out
}

function LoginStep({ modal }: { modal: LoginModalActor }) {
  const username = useSelector(modal, (snapshot) => snapshot.context.username)
  const password = useSelector(modal, (snapshot) => snapshot.context.password)
  const submitting = useSelector(modal, (snapshot) => snapshot.matches({ login: 'submitting' }))
  const failed = useSelector(modal, (snapshot) => snapshot.matches({ login: 'failed' }))
  const step = useFocusOnMount('login-username')
  return (
    <div ref={step} className={styles.step}>
      <h2 id={DIALOG_TITLE_ID} className={styles.title}>
        Platform Access
      </h2>
      <p className={styles.lead}>Members sign in with the account of the club's platform.</p>
      <MachineForm onSubmit={() => modal.send({ type: 'SUBMIT_LOGIN' })}>
        <Field
          id="login-username"
          label="User Name"
          value={username}
          autoComplete="username"
          onChange={(value) => modal.send({ type: 'CHANGE_USERNAME', value })}
        />
        <Field
          id="login-password"
          label="Password"
          type="password"
          value={password}
          autoComplete="current-password"
          onChange={(value) => modal.send({ type: 'CHANGE_PASSWORD', value })}
        />
        <FormAlert message={failed ? loginModalMessages.loginFailed : undefined} />
        <BusyButton busy={submitting}>Login</BusyButton>
      </MachineForm>
      <div className={styles.links}>
        <a href={`${config.platformUrl}/login/resetPassword`}>Forgot your password?</a>
        <button
          type="button"
          className={forms.linkButton}
          onClick={() => modal.send({ type: 'WANT_MEMBERSHIP' })}
        >
          I would like to be a member
        </button>
      </div>
    </div>
  )
}

function InvitationStep({ modal }: { modal: LoginModalActor }) {
  const step = useFocusOnMount('invitation-contact')
  return (
    <div ref={step} className={styles.step}>
      <h2 id={DIALOG_TITLE_ID} className={styles.title}>
        Start your Journey
      </h2>
      <p className={styles.lead}>
        Joining is free. Tell us where to reach you and a Talent Agent will get in touch with your
        invitation.
      </p>
      <InvitationForm modal={modal} />
    </div>
  )
}

function ThanksStep({ modal }: { modal: LoginModalActor }) {
  const byEmail = useSelector(modal, (snapshot) => snapshot.context.byEmail)
  const step = useFocusOnMount('invitation-done')
  return (
    <div ref={step} className={styles.step}>
      <svg
        className={styles.successMark}
        viewBox="0 0 48 48"
        width="48"
        height="48"
        aria-hidden="true"
      >
        <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="M15 24.5 21.5 31 33 18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h2 id={DIALOG_TITLE_ID} className={styles.title}>
        Thank You for Your Interest in Joining...
      </h2>
      <p className={styles.lead} role="status">
        Your request is on its way. A Talent Agent will review it and contact you
        {byEmail ? ' by email' : ' on LinkedIn'}.
      </p>
      <InvitationForm modal={modal} />
      <button
        id="invitation-done"
        type="button"
        className="button button--primary"
        onClick={() => modal.send({ type: 'FINISH' })}
      >
        Great, I will wait for it
      </button>
    </div>
  )
}

/** Step 2's form; at step 3 it stays in view with its input, checkbox and button disabled. */
function InvitationForm({ modal }: { modal: LoginModalActor }) {
  const contactInfo = useSelector(modal, (snapshot) => snapshot.context.contactInfo)
  const byEmail = useSelector(modal, (snapshot) => snapshot.context.byEmail)
  const form = useSelector(modal, (snapshot) =>
    whichState(
      snapshot,
      [
        ['thanks', 'sent'],
        [{ invitation: 'submitting' }, 'submitting'],
        [{ invitation: { form: 'invalid' } }, 'invalid'],
        [{ invitation: { form: 'failed' } }, 'failed'],
      ],
      'editing',
    ),
  )
  // The machine says whether the request can be sent (the button looks inactive otherwise).
  const canSend = useSelector(modal, (snapshot) => snapshot.can({ type: 'SUBMIT_INVITATION' }))
  const sent = form === 'sent'
  return (
    <MachineForm
      label="Request an invitation"
      // Sent: a quiet record of the request, so 'Great, I will wait for it' is the one primary.
      className={sent ? `${forms.form} ${styles.sentForm}` : undefined}
      onSubmit={() => modal.send({ type: 'SUBMIT_INVITATION' })}
    >
      <Field
        id="invitation-contact"
        label={byEmail ? 'Email' : 'Linkedin Profile'}
        type={byEmail ? 'email' : 'text'}
        autoComplete={byEmail ? 'email' : 'url'}
        value={contactInfo}
        disabled={sent}
        onChange={(value) => modal.send({ type: 'CHANGE_CONTACT', value })}
        // The address's problem is the field's; a request that failed is the form's (below).
        error={form === 'invalid' ? loginModalMessages.invalidEmail : undefined}
        hint={
          !byEmail && !sent && contactInfo.trim() && !looksLikeLinkedInProfile(contactInfo)
            ? LINKEDIN_HINT
            : undefined
        }
      />
      {sent && (
        // The sent value as text that wraps (a field would cut a long address off); the
        // disabled field stays, for assistive technology, and reads the same.
        <p className={styles.sentValue} aria-hidden="true">
          {contactInfo}
        </p>
      )}
      <label className={forms.check}>
        <input
          type="checkbox"
          checked={byEmail}
          disabled={sent}
          onChange={(event) => modal.send({ type: 'TOGGLE_EMAIL', byEmail: event.target.checked })}
        />
        I prefer to be contacted by email
      </label>
      <FormAlert message={form === 'failed' ? loginModalMessages.invitationFailed : undefined} />
      <BusyButton
        busy={form === 'submitting'}
        disabled={form !== 'submitting' && !canSend}
        className={sent ? 'button button--ghost' : undefined}
      >
        Request an Invitation
      </BusyButton>
    </MachineForm>
  )
}
