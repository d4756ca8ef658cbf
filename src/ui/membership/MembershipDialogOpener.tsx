// The membership dialog as the page's openers see it: a lazy flow (src/ui/lazy/lazyFlow.ts)
// that takes their events from the first paint on. Its machines, the login modal's, and the
// <dialog> with its focus trap and the scroll lock (MembershipDialog.tsx) are fetched while the
// visitor reads, or at the first press, which shows busy until they are in.
import { Suspense, use, type ReactNode } from 'react'
import { useFlowState, useFlowWaiting, useLazyFlow } from '../lazy/lazyFlow'
import { lazyView, usePreloadWhenIdle } from '../lazy/lazyView'
import { useSessionFlow } from '../session/SessionProvider'
import { preloadLoginModal } from '../login/LazyLoginModal'
import { MembershipDialogContext, type MembershipDialogOpener } from './membershipDialogContext'
import forms from '../forms/Forms.module.css'
import styles from './MembershipDialog.module.css'

const dialogView = lazyView(async () => (await import('./MembershipDialog')).MembershipDialogView)

/** The one membership dialog of the app, for every opener below. */
export function MembershipDialogProvider({ children }: { children: ReactNode }) {
  const session = useSessionFlow()
  const dialog = useLazyFlow(async () => {
    const [{ startMembershipDialogFlow }, signIn] = await Promise.all([
      import('./membershipDialogFlow'),
      session.start(), // the login signs in to it
    ])
    return startMembershipDialogFlow(signIn)
  })
  usePreloadWhenIdle(dialogView.preload, preloadLoginModal)
  const running = useFlowState(dialog, () => dialog.current())
  const opening = useFlowWaiting(dialog, 'OPEN')
  // The dialog's view is fetched while the visitor reads; only an opened dialog waits for it.
  const shown = useFlowState(dialog, (snapshot) => snapshot?.matches('shown') ?? false)
  return (
    <MembershipDialogContext value={dialog}>
      {children}
      {opening && <DialogLoading />}
      {running && (
        <Suspense fallback={shown ? <DialogLoading /> : null}>
          <dialogView.Component dialog={running} />
        </Suspense>
      )}
    </MembershipDialogContext>
  )
}

/** While the dialog's code loads after a press that came before it was fetched (a tap on a slow
 *  phone): a spinner over the page, so the tap visibly did something. */
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
