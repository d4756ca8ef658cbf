import { lazy, Suspense } from 'react'
import type { LoginModalActor } from '../../machines/loginModal.machine'
import forms from '../forms/Forms.module.css'
import styles from './LoginModal.module.css'

/** Starts loading the login modal's code early (an opener was hovered or focused). */
export const preloadLoginModal = () => import('./LoginModal')

const LoginModalView = lazy(preloadLoginModal)

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
