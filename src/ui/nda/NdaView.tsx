import type { ReactNode } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { ndaMachine, ndaMessages, type NdaActor } from '../../machines/nda.machine'
import { useAppActorRef } from '../app/useAppActorRef'
import { BusyButton } from '../forms/BusyButton'
import { FormAlert } from '../forms/FormAlert'
import { MachineForm } from '../forms/MachineForm'
import { whichState } from '../forms/whichState'
import { MembershipDialogButton } from '../membership/MembershipDialogButton'
import { useSessionHolder } from '../session/SessionProvider'
import { NdaDialog } from './NdaDialog'
import { ndaEffects } from './ndaEffects'
import styles from './Nda.module.css'

/** The agreement for `nda`. `logIn` shows when a session is needed to accept; `leave` always,
 *  so the page is never a dead end (the app passes the login dialog's button and a link home). */
export function NdaView(props: NdaFormProps) {
  return (
    <NdaDialog>
      <NdaForm {...props} />
    </NdaDialog>
  )
}

/** The agreement with its ways on besides Continue (the playground shows it, in a router of its
 *  own). */
export function NdaWithExits({ nda }: { nda: NdaActor }) {
  return (
    <NdaDialog>
      <NdaFormWithExits nda={nda} />
    </NdaDialog>
  )
}

/** The page's form, with the app's NDA actor: the content of NdaFormIsland. */
export function LiveNdaForm() {
  const navigate = useNavigate()
  const nda = useAppActorRef(
    ndaMachine.provide(ndaEffects(useSessionHolder(), () => void navigate({ to: '/home' }))),
  )
  return <NdaFormWithExits nda={nda} />
}

/** The form with the login dialog's button and a link home. */
function NdaFormWithExits({ nda }: { nda: NdaActor }) {
  return (
    <NdaForm
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

interface NdaFormProps {
  nda: NdaActor
  logIn?: ReactNode
  leave?: ReactNode
}

/** Accept, then Continue: the flow's part of the dialog. */
function NdaForm({ nda, logIn, leave }: NdaFormProps) {
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
  const canContinue = useSelector(nda, (snapshot) => snapshot.can({ type: 'CONTINUE' }))
  const message = state === 'failed' || state === 'signInRequired' ? ndaMessages[state] : undefined
  return (
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
        <BusyButton busy={state === 'completing'} disabled={state !== 'completing' && !canContinue}>
          Continue
        </BusyButton>
        {state === 'signInRequired' && logIn}
        {leave}
      </div>
    </MachineForm>
  )
}
