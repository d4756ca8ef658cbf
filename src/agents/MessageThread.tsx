import { ConsoleField as Field } from './ConsoleField'
import { answerMaxLength, type ItemDetail } from './contract'
import { eventButtons } from '../machines/agentItem.machine'
import { formatTime } from './format'
import styles from './Console.module.css'

/** The field of a message's detail that holds what the visitor wrote. */
export const messageFieldLabel = 'Message'

/** A message's thread (issue 31): what the visitor wrote, then each answer mailed to them, who
 *  sent it and when. Everything is text, never HTML. */
export function MessageThread({ detail }: { detail: ItemDetail }) {
  const message = detail.fields.find((field) => field.label === messageFieldLabel)?.value ?? ''
  const answers = detail.history.filter((entry) => entry.answer !== undefined)
  return (
    <section className={styles.card} aria-labelledby="item-thread">
      <h2 id="item-thread" className={styles.subheading}>
        Conversation
      </h2>
      <ol className={styles.history}>
        <li className={styles.historyEntry}>
          <p className={styles.muted}>
            {detail.item.title} wrote,{' '}
            <time dateTime={detail.item.receivedAt}>{formatTime(detail.item.receivedAt)}</time>
          </p>
          <p className={styles.fieldValue}>{message}</p>
        </li>
        {answers.map((entry, index) => (
          <li key={index} className={styles.historyEntry}>
            <p className={styles.muted}>
              {entry.by?.displayName ?? 'A Talent Agent'} answered by mail,{' '}
              <time dateTime={entry.at}>{formatTime(entry.at)}</time>
            </p>
            <p className={styles.fieldValue}>{entry.answer}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}

/** The answer to a message being written, and its button. The machine says whether it can be
 *  sent (`canSend`: an answer is written and nothing is on its way). */
export function AnswerBox({
  to,
  answer,
  canSend,
  busy,
  sending,
  stale,
  onChange,
  onSend,
}: {
  to: string | null
  answer: string
  canSend: boolean
  busy: boolean
  sending: boolean
  stale: boolean
  onChange: (value: string) => void
  onSend: () => void
}) {
  return (
    <div className={styles.stack}>
      <Field
        id="item-answer"
        label="Your answer"
        rows={6}
        maxLength={answerMaxLength}
        value={answer}
        onChange={onChange}
      />
      <p className={styles.hint}>
        Sent by mail{to ? ` to ${to}` : ''} as plain text, signed with your name, their message
        quoted below it. The conversation above keeps it.
      </p>
      <p>
        <button
          type="button"
          className="button button--primary button--small"
          disabled={stale || (!sending && !canSend)}
          aria-busy={busy || undefined}
          aria-disabled={sending || undefined}
          onClick={onSend}
        >
          {eventButtons.ANSWER}
        </button>
      </p>
    </div>
  )
}
