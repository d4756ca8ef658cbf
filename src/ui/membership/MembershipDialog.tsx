import { createContext, use, useEffect, useRef, type ReactNode } from 'react'
import { useSelector } from '@xstate/react'
import {
  membershipDialogMachine,
  type MembershipDialogActor,
} from '../../machines/membershipDialog.machine'
import { lockScroll, unlockScroll } from '../../lib/scrollLock'
import { useAppActorRef } from '../app/useAppActorRef'
import { keepFocusInside } from '../common/keepFocusInside'
import { appLoginModal, type loginModalCalls } from '../login/appLoginModal'
import { LazyLoginModal } from '../login/LazyLoginModal'
import type { LoginModalActor } from '../../machines/loginModal.machine'
import type { SessionActor } from '../../machines/session.machine'
import { useSession } from '../session/SessionProvider'
import { CloseIcon } from '../forms/Icons'
import { whichState } from '../forms/whichState'
import styles from './MembershipDialog.module.css'

/** The dialog with the page's scroll lock and a login modal that signs in to `session`
 *  (with the API's calls unless told otherwise). */
export function appMembershipDialog(
  session: SessionActor,
  calls?: Partial<typeof loginModalCalls>,
) {
  return membershipDialogMachine.provide({
    actions: { lockScroll, unlockScroll },
    actors: { loginModal: appLoginModal(session, calls) },
  })
}

const MembershipDialogContext = createContext<MembershipDialogActor | null>(null)

/** The one membership dialog of the app, and the context its opener buttons use. */
export function MembershipDialogProvider({ children }: { children: ReactNode }) {
  const dialog = useAppActorRef(appMembershipDialog(useSession()))
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
  const element = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const modal = element.current
    if (!modal) return
    if (state === 'open' && !modal.open) {
      opener.current = document.activeElement as HTMLElement | null
      modal.showModal()
      // Start where the person will act: the first field, else the first control. (Content
      // that is still loading focuses its own first field when it appears.)
      const start = ['input', 'a[href], button']
        .map((selector) => modal.querySelector<HTMLElement>(selector))
        .find(Boolean)
      start?.focus()
    }
    if (state === 'closed' && modal.open) {
      modal.close()
      opener.current?.focus()
    }
  }, [state])

  return (
    <dialog
      ref={element}
      className={styles.dialog}
      data-state={state}
      aria-labelledby="membership-dialog-title"
      onKeyDown={keepFocusInside}
      onCancel={(event) => {
        event.preventDefault() // Escape: let the machine fade the dialog out
        dialog.send({ type: 'CLOSE' })
      }}
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
