// The membership dialog as the page's openers see it. Its machines, the login modal's, the
// <dialog> with its focus trap and the scroll lock (MembershipDialog.tsx) load on first use, or
// when an opener is hovered, focused or touched: a visitor who never opens it does not download
// them.
import { Suspense, use, useRef, useState, type ReactNode } from 'react'
import type { MembershipDialogActor } from '../../machines/membershipDialog.machine'
import { preloadLoginModal } from '../login/LazyLoginModal'
import { preloadable } from '../common/preloadable'
import { useSessionHolder } from '../session/SessionProvider'
import { MembershipDialogContext, type MembershipDialogOpener } from './membershipDialogContext'
import forms from '../forms/Forms.module.css'
import styles from './MembershipDialog.module.css'

type DialogEvent = Parameters<MembershipDialogOpener['send']>[0]

const liveMembershipDialog = preloadable(
  async () => (await import('./MembershipDialog')).LiveMembershipDialog,
)
const LiveMembershipDialog = liveMembershipDialog.Component

/** Starts loading the dialog and its login modal (an opener is about to be used): once in, the
 *  dialog opens at once, without its fallback. */
export const preloadMembershipDialog = () =>
  Promise.all([liveMembershipDialog.preload(), preloadLoginModal()])

/** The one membership dialog of the app: its actor starts with the first event an opener
 *  sends, and takes every later event itself. */
export function MembershipDialogProvider({ children }: { children: ReactNode }) {
  const session = useSessionHolder()
  const liveRef = useRef<MembershipDialogActor | null>(null)
  const [firstEvent, setFirstEvent] = useState<DialogEvent | null>(null)
  const [opener] = useState<MembershipDialogOpener>(() => ({
    send: (event) => {
      if (liveRef.current) liveRef.current.send(event)
      else {
        void session.start() // the login signs in to it
        setFirstEvent((earlier) => earlier ?? event)
      }
    },
    preload: () => Promise.all([preloadMembershipDialog(), session.start()]),
  }))
  return (
    <MembershipDialogContext value={opener}>
      {children}
      {firstEvent && (
        <Suspense fallback={<DialogLoading />}>
          <LiveMembershipDialog firstEvent={firstEvent} liveRef={liveRef} />
        </Suspense>
      )}
    </MembershipDialogContext>
  )
}

/** While the dialog's code loads after a click that no hover or focus announced (a tap on a
 *  slow phone): a spinner over the page, so the tap visibly did something. */
function DialogLoading() {
  return (
    <div className={styles.loading} role="status">
      <span className={forms.spinner} aria-hidden="true" />
      <span className="visually-hidden">Loading</span>
    </div>
  )
}

export function useMembershipDialog(): MembershipDialogOpener {
  const dialog = use(MembershipDialogContext)
  if (!dialog) throw new Error('useMembershipDialog needs a MembershipDialogProvider')
  return dialog
}
