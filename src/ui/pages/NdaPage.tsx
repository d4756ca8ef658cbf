import { useEffect, useRef } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { ndaMachine } from '../../machines/nda.machine'
import { ndaAgreement } from '../../content/nda'
import { useAppActorRef } from '../app/useAppActorRef'
import { keepFocusInside } from '../common/keepFocusInside'
import styles from './NdaPage.module.css'

export type NdaActor = ActorRefFrom<typeof ndaMachine>

/** The NDA page: the agreement in a modal that stays open until the member continues. */
export function NdaPage() {
  const navigate = useNavigate()
  const nda = useAppActorRef(
    ndaMachine.provide({ actions: { goHome: () => void navigate({ to: '/home' }) } }),
  )
  return <NdaView nda={nda} />
}

export function NdaView({ nda }: { nda: NdaActor }) {
  const accepted = useSelector(nda, (snapshot) => snapshot.matches('accepted'))
  const dialog = useRef<HTMLDialogElement>(null)

  // The prerendered page shows the agreement as an open, non-modal dialog so it paints before
  // any script runs; once hydrated it becomes modal (focus trap, inert page behind it).
  useEffect(() => {
    const element = dialog.current
    if (element && !element.matches(':modal')) {
      element.close()
      element.showModal()
    }
  }, [])

  return (
    <dialog
      ref={dialog}
      open
      className={styles.dialog}
      aria-labelledby="nda-title"
      onKeyDown={keepFocusInside}
      onCancel={(event) => event.preventDefault()} // accepting is the way on
    >
      <h1 id="nda-title" className={styles.title}>
        {ndaAgreement.title}
      </h1>
      <div className={styles.agreement} role="region" tabIndex={0} aria-label="Agreement text">
        <p>{ndaAgreement.intro}</p>
        {ndaAgreement.clauses.map((clause) => (
          <section key={clause.heading}>
            <h2 className={styles.clause}>{clause.heading}</h2>
            <p>{clause.text}</p>
          </section>
        ))}
      </div>
      <label className={styles.accept}>
        <input
          type="checkbox"
          checked={accepted}
          onChange={(event) => nda.send({ type: event.target.checked ? 'ACCEPT' : 'WITHDRAW' })}
        />
        Accept Terms and Conditions.
      </label>
      <button
        type="button"
        className="button button--primary"
        disabled={!accepted}
        onClick={() => nda.send({ type: 'CONTINUE' })}
      >
        Continue
      </button>
    </dialog>
  )
}
