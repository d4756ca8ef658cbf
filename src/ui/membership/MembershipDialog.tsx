import { createContext, use, type ReactNode } from 'react'
import { useSelector } from '@xstate/react'
import {
  membershipDialogMachine,
  type MembershipDialogActor,
} from '../../machines/membershipDialog.machine'
import { useAppActorRef } from '../app/useAppActorRef'
import { useModalDialog } from '../common/useModalDialog'
import { LazyLoginModal } from '../login/LazyLoginModal'
import type { LoginModalActor } from '../../machines/loginModal.machine'
import { useSession } from '../session/SessionProvider'
import { membershipDialogEffects } from './membershipDialogEffects'
import { CloseIcon } from '../forms/Icons'
import { whichState } from '../forms/whichState'
import styles from './MembershipDialog.module.css'

const MembershipDialogContext = createContext<MembershipDialogActor | null>(null)

/** The one membership dialog of the app, and the context its opener buttons use. */
export function MembershipDialogProvider({ children }: { children: ReactNode }) {
  const dialog = useAppActorRef(
    membershipDialogMachine.provide(membershipDialogEffects(useSession())),
  )
  return <MembershipDialogScope dialog={dialog}>{children}</MembershipDialogScope>
}

type RenderContent = (loginModal: LoginModalActor) => ReactNode
const lazyContent: RenderContent = (loginModal) => <LazyLoginModal modal={loginModal} />

/** Gives `children` the dialog's actor (for opener buttons) and renders the dialog itself,
 *  with the login modal (loaded lazily unless `renderContent` says otherwise). */
export function MembershipDialogScope({
  dialog,
  renderContent = lazyContent,
  children,
}: {
  dialog: MembershipDialogActor
  renderContent?: RenderContent
  children: ReactNode
}) {
  return (
    <MembershipDialogContext value={dialog}>
      {children}
      <MembershipDialogView dialog={dialog}>{renderContent}</MembershipDialogView>
    </MembershipDialogContext>
  )
}

export function useMembershipDialog(): MembershipDialogActor {
  const dialog = use(MembershipDialogContext)
  if (!dialog) throw new Error('useMembershipDialog needs a MembershipDialogProvider')
  return dialog
}

/** A native modal <dialog> (focus trap, Escape, inert page) that follows the machine's state:
 *  shown while open, fading while closing, closed when closed. */
export function MembershipDialogView({
  dialog,
  children,
}: {
  dialog: MembershipDialogActor
  children: RenderContent
}) {
  const state = useSelector(dialog, (snapshot) =>
    whichState(
      snapshot,
      [
        [{ shown: 'open' }, 'open'],
        [{ shown: 'closing' }, 'closing'],
      ],
      'closed',
    ),
  )
  const loginModal = useSelector(dialog, (snapshot) => snapshot.children.loginModal)
  const modal = useModalDialog({ state, onClose: () => dialog.send({ type: 'CLOSE' }) })

  return (
    <dialog
      {...modal}
      className={styles.dialog}
      data-state={state}
      aria-labelledby="membership-dialog-title"
    >
      <button
        type="button"
        className={styles.close}
        aria-label="Close"
        onClick={() => dialog.send({ type: 'CLOSE' })}
      >
        <CloseIcon />
      </button>
      {state !== 'closed' && loginModal && children(loginModal)}
    </dialog>
  )
}
