import { createContext, use, useEffect, useRef, type ReactNode } from 'react'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import {
  membershipDialogMachine,
  type MembershipDialogStep,
} from '../../machines/membershipDialog.machine'
import { lockScroll, unlockScroll } from '../../lib/scrollLock'
import { useAppActorRef } from '../app/useAppActorRef'
import { MembershipDialogContent } from './MembershipDialogContent'
import { keepFocusInside } from '../common/keepFocusInside'
import styles from './MembershipDialog.module.css'

export type MembershipDialogActor = ActorRefFrom<typeof membershipDialogMachine>

const appMembershipDialog = membershipDialogMachine.provide({
  actions: { lockScroll, unlockScroll },
})

const MembershipDialogContext = createContext<MembershipDialogActor | null>(null)

/** The one membership dialog of the app, and the context its opener buttons use. */
export function MembershipDialogProvider({ children }: { children: ReactNode }) {
  const dialog = useAppActorRef(appMembershipDialog)
  return <MembershipDialogScope dialog={dialog}>{children}</MembershipDialogScope>
}

/** Gives `children` the dialog's actor (for opener buttons) and renders the dialog itself. */
export function MembershipDialogScope({
  dialog,
  children,
}: {
  dialog: MembershipDialogActor
  children: ReactNode
}) {
  return (
    <MembershipDialogContext value={dialog}>
      {children}
      <MembershipDialogView dialog={dialog}>
        {(step) => <MembershipDialogContent step={step} />}
      </MembershipDialogView>
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
  children: (step: MembershipDialogStep) => ReactNode
}) {
  const state = useSelector(dialog, (snapshot) => snapshot.value)
  const step = useSelector(dialog, (snapshot) => snapshot.context.step)
  const element = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const modal = element.current
    if (!modal) return
    if (state === 'open' && !modal.open) {
      opener.current = document.activeElement as HTMLElement | null
      modal.showModal()
      // Start where the person will act: a field marked data-autofocus, else the first field.
      const start = ['[data-autofocus]', 'input', 'a[href], button']
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
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {state !== 'closed' && children(step)}
    </dialog>
  )
}
