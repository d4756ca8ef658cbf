import type { ReactNode } from 'react'
import { useSelector } from '@xstate/react'
import type { MembershipDialogActor } from '../../machines/membershipDialog.machine'
import { useModalDialog } from '../common/useModalDialog'
import { LazyLoginModal } from '../login/LazyLoginModal'
import type { LoginModalActor } from '../../machines/loginModal.machine'
import { CloseIcon } from '../forms/Icons'
import { whichState } from '../forms/whichState'
import { MembershipDialogContext } from './membershipDialogContext'
import styles from './MembershipDialog.module.css'

type RenderContent = (loginModal: LoginModalActor) => ReactNode
const lazyContent: RenderContent = (loginModal) => <LazyLoginModal modal={loginModal} />

/** Gives `children` an existing dialog actor (for opener buttons) and renders the dialog
 *  itself, with the login modal (loaded lazily unless `renderContent` says otherwise): tests,
 *  or a scope of its own. */
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

/** A native modal <dialog> (focus trap, Escape, inert page) that follows the machine's state:
 *  shown while open, fading while closing, closed when closed. Its content is the login modal
 *  (loaded lazily unless `children` says otherwise). MembershipDialogOpener.tsx loads it. */
export function MembershipDialogView({
  dialog,
  children = lazyContent,
}: {
  dialog: MembershipDialogActor
  children?: RenderContent
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
