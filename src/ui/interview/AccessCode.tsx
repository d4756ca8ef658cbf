import { useEffect, useRef } from 'react'
import { useSelector } from '@xstate/react'
import { accessCodeMachine, type AccessCodeActor } from '../../machines/accessCode.machine'
import { useAppActorRef } from '../app/useAppActorRef'
import { accessCodeEffects } from './accessCodeEffects'
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
      <div className={styles.field}>
        <label className={styles.label} htmlFor="access-code">
          Access code
        </label>
        <input
          ref={input}
          id="access-code"
          className={styles.input}
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          readOnly={checking}
          aria-invalid={problem === 'invalid'}
          aria-describedby="access-code-message"
          onChange={(event) => accessCode.send({ type: 'TYPE', code: event.target.value })}
        />
      </div>
      <p id="access-code-message" role="alert" className={styles.error}>
        {problem && messages[problem]}
      </p>
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
