import { useRef } from 'react'
import { useSelector } from '@xstate/react'
import { ConsoleField as Field } from './ConsoleField'
import { FormAlert } from '../ui/forms/FormAlert'
import { BusyButton } from '../ui/forms/BusyButton'
import { agentEraseMessages, type AgentEraseActor } from '../machines/agentErase.machine'
import { erasedCounts } from './format'
import styles from './Console.module.css'
import { ConsoleForm } from './ConsoleForm'
import { ConfirmAction } from './ConfirmAction'

/** Erase a person (admins): the address or profile twice, a confirmation, what was erased. */
export function EraseView({ erase }: { erase: AgentEraseActor }) {
  const snapshot = useSelector(erase, (state) => state)
  const { context } = snapshot
  const send = erase.send
  const confirming = snapshot.matches('confirming')
  // Erase… gives way to the question; cancelled, the question gives the focus back to it.
  const eraseButton = useRef<HTMLButtonElement>(null)

  return (
    <section className={styles.stack} aria-labelledby="erase-title">
      <h2 id="erase-title" className={styles.heading}>
        Erase a person
      </h2>
      <p className={styles.hint}>
        Every invitation request, registration, message and subscription that holds this address or
        profile is removed. The history keeps only that an erase happened, by whom and when.
      </p>
      {snapshot.matches('erased') ? (
        <div className={`${styles.card} ${styles.stack}`}>
          <p role="status">
            Erased: {erasedCounts(context.erased ?? {}) || 'nothing held this contact'}.
          </p>
          <p>
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => send({ type: 'START_OVER' })}
            >
              Erase someone else
            </button>
          </p>
        </div>
      ) : (
        <ConsoleForm className={styles.card} onSubmit={() => send({ type: 'SUBMIT' })}>
          <Field
            id="erase-contact"
            label="Address or profile"
            autoComplete="off"
            disabled={!snapshot.matches('editing')}
            value={context.contact}
            onChange={(value) => send({ type: 'CHANGE_CONTACT', value })}
          />
          <Field
            id="erase-confirm"
            label="The same again, to confirm"
            autoComplete="off"
            disabled={!snapshot.matches('editing')}
            value={context.confirm}
            onChange={(value) => send({ type: 'CHANGE_CONFIRM', value })}
          />
          <FormAlert
            message={
              snapshot.matches({ editing: 'mismatch' })
                ? agentEraseMessages.mismatch
                : snapshot.matches({ editing: 'failed' })
                  ? agentEraseMessages.failed
                  : undefined
            }
          />
          {confirming || snapshot.matches('erasing') ? (
            <ConfirmAction
              id="erase-question"
              question={
                <>
                  Erase everything about <strong>{context.contact.trim()}</strong>? This cannot be
                  undone.
                </>
              }
              action="Erase"
              busy={snapshot.matches('erasing')}
              onConfirm={() => send({ type: 'CONFIRM' })}
              onCancel={() => send({ type: 'CANCEL' })}
              fallback={eraseButton}
            />
          ) : (
            <BusyButton ref={eraseButton} busy={false} disabled={!context.contact.trim()}>
              Erase…
            </BusyButton>
          )}
        </ConsoleForm>
      )}
    </section>
  )
}
