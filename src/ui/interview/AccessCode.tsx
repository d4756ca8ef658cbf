import { useEffect, useRef } from 'react'
import { useSelector } from '@xstate/react'
import { accessCodeMachine, type AccessCodeActor } from '../../machines/accessCode.machine'
import { useAppActorRef } from '../flow/useAppActorRef'
import { accessCodeEffects } from './accessCodeEffects'
import { FieldError } from '../forms/FieldError'
import { FormAlert } from '../forms/FormAlert'
import forms from '../forms/Forms.module.css'
import styles from './InterviewModal.module.css'

export const accessCodeTitleId = 'access-code-title'

/** The access code modal's content, with a machine of its own for each opening. */
export function AccessCode({ onAccepted }: { onAccepted: () => void }) {
  const accessCode = useAppActorRef(accessCodeMachine.provide(accessCodeEffects(onAccepted)))
  return <AccessCodeView accessCode={accessCode} />
}

const guidelines = [
  'A stable internet connection, on a computer rather than a phone.',
  'A quiet space where nobody interrupts you.',
  'You work on your own: no tools, notes or outside help.',
  'Do Not Disturb turned on, so that no notification breaks your focus.',
]

export function AccessCodeView({ accessCode }: { accessCode: AccessCodeActor }) {
  const atGuidelines = useSelector(accessCode, (snapshot) => snapshot.matches('guidelines'))
  if (atGuidelines) {
    return (
      <div className={styles.body}>
        <h2 id={accessCodeTitleId} className={styles.title}>
          Before you start
        </h2>
        <p>The interview takes about half an hour. Please make sure you have:</p>
        <ul className={styles.guidelines}>
          {guidelines.map((guideline) => (
            <li key={guideline}>{guideline}</li>
          ))}
        </ul>
        <button
          type="button"
          className="button button--primary"
          data-autofocus
          onClick={() => accessCode.send({ type: 'ACKNOWLEDGE' })}
        >
          Ok, got it!
        </button>
      </div>
    )
  }
  return <CodeEntry accessCode={accessCode} />
}

const messages = {
  invalid: 'Code provided is invalid',
  failed: 'Error trying to validate code',
} as const

function CodeEntry({ accessCode }: { accessCode: AccessCodeActor }) {
  const code = useSelector(accessCode, (snapshot) => snapshot.context.code)
  const canSubmit = useSelector(accessCode, (snapshot) => snapshot.can({ type: 'SUBMIT' }))
  const checking = useSelector(accessCode, (snapshot) => snapshot.matches('checking'))
  const problem = useSelector(accessCode, (snapshot) =>
    snapshot.matches({ entry: 'invalid' })
      ? 'invalid'
      : snapshot.matches({ entry: 'failed' })
        ? 'failed'
        : null,
  )
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => input.current?.focus(), [])

  return (
    <form
      className={styles.body}
      noValidate
      onSubmit={(event) => {
        event.preventDefault() // the button and Enter both submit
        accessCode.send({ type: 'SUBMIT' })
      }}
    >
      <h2 id={accessCodeTitleId} className={styles.title}>
        This space is for invited candidates only
      </h2>
      <p>Enter the access code of your invitation to start the interview.</p>
      <div className={forms.field}>
        <label className={forms.label} htmlFor="access-code">
          Access code
        </label>
        <input
          ref={input}
          id="access-code"
          className={`${forms.control} ${styles.code}`}
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          readOnly={checking}
          aria-invalid={problem === 'invalid' || undefined}
          aria-describedby={problem === 'invalid' ? 'access-code-message' : undefined}
          onChange={(event) => accessCode.send({ type: 'TYPE', code: event.target.value })}
        />
        {/* The code's problem is the field's; a check that failed is the form's. */}
        {problem === 'invalid' && (
          <FieldError id="access-code-message" message={messages.invalid} />
        )}
      </div>
      <FormAlert message={problem === 'failed' ? messages.failed : undefined} />
      <button
        type="submit"
        className="button button--primary"
        disabled={!canSubmit}
        aria-busy={checking}
      >
        {checking ? 'Checking…' : 'Continue'}
      </button>
    </form>
  )
}
