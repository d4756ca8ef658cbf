import { Suspense } from 'react'
import type { LoginModalActor } from '../../machines/loginModal.machine'
import { lazyView } from '../lazy/lazyView'
import forms from '../forms/Forms.module.css'
import styles from './LoginModal.module.css'

const loginModalView = lazyView(async () => (await import('./LoginModal')).default)
const LoginModalView = loginModalView.Component

/** Starts loading the login modal's code early (while the visitor reads); once in,
 *  the modal renders at once, without its fallback. */
export const preloadLoginModal = loginModalView.preload

/** The login modal, loaded the first time the dialog opens. */
export function LazyLoginModal({ modal }: { modal: LoginModalActor }) {
  return (
    <Suspense
      fallback={
        <div className={styles.loading}>
          <span className={forms.spinner} role="img" aria-label="Loading" />
        </div>
      }
    >
      <LoginModalView modal={modal} />
    </Suspense>
  )
}
