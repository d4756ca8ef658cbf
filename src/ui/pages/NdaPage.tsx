import { useRef, type ReactNode } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { ndaMachine, ndaMessages, type NdaActor } from '../../machines/nda.machine'
import { ndaAgreement } from '../../content/nda'
import { useAppActorRef } from '../app/useAppActorRef'
import { useModalDialog } from '../common/useModalDialog'
import { BusyButton } from '../forms/BusyButton'
import { MembershipDialogButton } from '../membership/MembershipDialogButton'
import { FormAlert } from '../forms/FormAlert'
import { MachineForm } from '../forms/MachineForm'
import { whichState } from '../forms/whichState'
import { ndaEffects } from '../nda/ndaEffects'
import { useSessionHolder } from '../session/SessionProvider'
import styles from './NdaPage.module.css'

/** The NDA page: the agreement in a modal that stays open until the member continues. */
export function NdaPage() {
  const navigate = useNavigate()
  const nda = useAppActorRef(
    ndaMachine.provide(ndaEffects(useSessionHolder(), () => void navigate({ to: '/home' }))),
  )
  return <NdaWithExits nda={nda} />
}

/** The agreement with its ways on besides Continue: the login dialog's button and a link home
 *  (the playground shows it too, in a router of its own). */
export function NdaWithExits({ nda }: { nda: NdaActor }) {
  return (
    <NdaView
      nda={nda}
      logIn={
        <MembershipDialogButton step={1} className="button button--ghost">
          Log in
        </MembershipDialogButton>
      }
      leave={
        <Link to="/" className={styles.leave}>
          Back to the site
        </Link>
      }
    />
  )
}

/** The agreement for `nda`. `logIn` shows when a session is needed to accept; `leave` always,
 *  so the page is never a dead end (the app passes the login dialog's button and a link home). */
export function NdaView({
  nda,
  logIn,
  leave,
}: {
  nda: NdaActor
  logIn?: ReactNode
  leave?: ReactNode
}) {
  const state = useSelector(nda, (snapshot) =>
    whichState(
      snapshot,
      [
        ['notAccepted', 'notAccepted'],
        ['completing', 'completing'],
        [{ accepted: 'failed' }, 'failed'],
        [{ accepted: 'signInRequired' }, 'signInRequired'],
      ],
      'accepted',
    ),
  )
  // The prerendered page shows the agreement as an open, non-modal dialog so it paints before
  // any script runs; once hydrated it becomes modal (focus trap, inert page behind it). Focus
  // starts on the title, so the long text is read from its start (WAI-ARIA APG dialog pattern).
  // Escape does nothing: accepting, or leaving by the link, is the way on.
  const title = useRef<HTMLHeadingElement>(null)
  const modal = useModalDialog({ state: 'open', initialFocus: title })

  const canContinue = useSelector(nda, (snapshot) => snapshot.can({ type: 'CONTINUE' }))
  const message = state === 'failed' || state === 'signInRequired' ? ndaMessages[state] : undefined
  return (
    <dialog {...modal} open className={styles.dialog} aria-labelledby="nda-title">
      <h1 id="nda-title" ref={title} className={styles.title} tabIndex={-1}>
        {ndaAgreement.title}
      </h1>
      <div className={styles.agreement} role="region" tabIndex={0} aria-label="Agreement text">
        <p>{ndaAgreement.intro}</p>
        {ndaAgreement.clauses.map((clause) => (
          <section key={clause.heading}>
            <h2 className={styles.clause}>{clause.heading}</h2>
            <p>{clause.text}</p>
          </section>
        ))}
      </div>
      <MachineForm className={styles.actions} onSubmit={() => nda.send({ type: 'CONTINUE' })}>
        <label className={styles.accept}>
          <input
            type="checkbox"
            checked={state !== 'notAccepted'}
            disabled={state === 'completing'}
            onChange={(event) => nda.send({ type: event.target.checked ? 'ACCEPT' : 'WITHDRAW' })}
          />
          Accept Terms and Conditions.
        </label>
        <FormAlert message={message} />
        <div className={styles.buttons}>
          <BusyButton
            busy={state === 'completing'}
            disabled={state !== 'completing' && !canContinue}
          >
            Continue
          </BusyButton>
          {state === 'signInRequired' && logIn}
          {leave}
        </div>
      </MachineForm>
    </dialog>
  )
}
