import type { ReactNode } from 'react'
import { Link, useNavigate, useRouter } from '@tanstack/react-router'
import type { NdaActor } from '../../machines/nda.machine'
import { ndaMessages } from '../../machines/nda.rules'
import { useFlowState, useFlowWaiting, useLazyFlow, type FlowRef } from '../lazy/lazyFlow'
import { usePreloadWhenIdle } from '../lazy/lazyView'
import { BusyButton } from '../forms/BusyButton'
import { FormAlert } from '../forms/FormAlert'
import { MachineForm } from '../forms/MachineForm'
import { whichState } from '../forms/whichState'
import { MembershipDialogButton } from '../membership/MembershipDialogButton'
import { useSessionFlow } from '../session/SessionProvider'
import { NdaDialog } from './NdaDialog'
import { useCheckboxState } from '../forms/useFieldText'
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
export function NdaWithExits({ nda }: { nda: FlowRef<NdaActor> }) {
  return (
    <NdaDialog>
      <NdaFormWithExits nda={nda} />
    </NdaDialog>
  )
}

/** The page's form, with the app's NDA flow. */
export function LiveNdaForm() {
  const navigate = useNavigate()
  // Continue leads to /home: its code is fetched while the member reads the agreement, so the
  // page follows the server's answer at once instead of waiting for chunks then.
  const router = useRouter()
  usePreloadWhenIdle(() => router.preloadRoute({ to: '/home' }))
  const session = useSessionFlow()
  const nda = useLazyFlow(async () =>
    (await import('./ndaFlow')).startNdaFlow(session, () => void navigate({ to: '/home' })),
  )
  return <NdaFormWithExits nda={nda} />
}

/** The form with the login dialog's button and a link home. */
function NdaFormWithExits({ nda }: { nda: FlowRef<NdaActor> }) {
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
  nda: FlowRef<NdaActor>
  logIn?: ReactNode
  leave?: ReactNode
}

/** Accept, then Continue: the flow's part of the dialog. */
function NdaForm({ nda, logIn, leave }: NdaFormProps) {
  const state = useFlowState(nda, (snapshot) =>
    snapshot
      ? whichState(
          snapshot,
          [
            ['notAccepted', 'notAccepted'],
            ['completing', 'completing'],
            [{ accepted: 'failed' }, 'failed'],
            [{ accepted: 'signInRequired' }, 'signInRequired'],
          ],
          'accepted',
        )
      : 'notAccepted',
  )
  const canContinue = useFlowState(nda, (snapshot) => snapshot?.can({ type: 'CONTINUE' }) ?? false)
  // The box ticked before the flow has arrived: Continue takes a press (shown busy) meanwhile.
  const accepting = useFlowWaiting(nda, 'ACCEPT')
  const continuing = useFlowWaiting(nda, 'CONTINUE')
  const setAccepted = (accepted: boolean) => nda.send({ type: accepted ? 'ACCEPT' : 'WITHDRAW' })
  const checkbox = useCheckboxState(state !== 'notAccepted', setAccepted)
  const message = state === 'failed' || state === 'signInRequired' ? ndaMessages[state] : undefined
  return (
    <MachineForm className={styles.actions} onSubmit={() => nda.send({ type: 'CONTINUE' })}>
      <label className={styles.accept}>
        <input
          type="checkbox"
          ref={checkbox}
          defaultChecked={state !== 'notAccepted'}
          disabled={state === 'completing'}
          onChange={(event) => setAccepted(event.target.checked)}
        />
        Accept Terms and Conditions.
      </label>
      <FormAlert message={message} />
      <div className={styles.buttons}>
        <BusyButton
          busy={state === 'completing' || continuing}
          disabled={state !== 'completing' && !canContinue && !accepting && !continuing}
        >
          Continue
        </BusyButton>
        {state === 'signInRequired' && logIn}
        {leave}
      </div>
    </MachineForm>
  )
}
