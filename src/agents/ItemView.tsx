import { useRef } from 'react'
import { useSelector } from '@xstate/react'
import { ConsoleField as Field } from './ConsoleField'
import { FormAlert } from '../ui/forms/FormAlert'
import {
  agentItemMessages,
  eventButtons,
  eventWords,
  staleChangeText,
  type AgentItemActor,
} from '../machines/agentItem.machine'
import type { ItemEvent } from './contract'
import { formatTime, kindLabels, statusLabel } from './format'
import { StatusChip } from './table/cells'
import { HandWelcomeLink } from './HandWelcomeLink'
import { AnswerBox, MessageThread, messageFieldLabel } from './MessageThread'
import styles from './Console.module.css'
import { LoadStatus } from './LoadStatus'
import { loadPhaseOf } from '../machines/loadFragment'
import { useFocusKeptAcross } from './focus'

/** A request id for one press: the same press sent again (Try again) reuses it. */
export const newRequestId = () => crypto.randomUUID()

/** One item: what the visitor sent (as text), its history, and its events with a note; a
 *  message's conversation and the answer box while it takes an answer. */
export function ItemView({
  item,
  requestId = newRequestId,
}: {
  item: AgentItemActor
  requestId?: () => string
}) {
  const snapshot = useSelector(item, (state) => state)
  const { context } = snapshot
  const send = item.send
  // An action's button goes once it has acted (Take it gives way to Release, an answer sent
  // closes its box): the focus it had goes to the actions' heading.
  const actHeading = useRef<HTMLHeadingElement>(null)
  useFocusKeptAcross(context.detail?.allowedEvents.join(' ') ?? null, actHeading)

  const phase = loadPhaseOf(snapshot)
  if (phase)
    return (
      <LoadStatus
        phase={phase}
        loading="Loading the item…"
        failed={agentItemMessages.failed}
        onRetry={() => send({ type: 'RETRY' })}
      />
    )
  if (snapshot.matches('notFound')) return <FormAlert message={agentItemMessages.notFound} />

  const detail = context.detail!
  const { item: summary } = detail
  const sending = snapshot.matches({ ready: 'sending' })
  const stale = snapshot.matches({ ready: 'stale' })
  const refusal = context.refusal
  const press = (event: ItemEvent) => send({ type: 'SEND', event, requestId: requestId() })
  const answerable = detail.allowedEvents.includes('ANSWER')
  // ANSWER has its own button, under the answer it sends.
  const otherEvents = detail.allowedEvents.filter((event) => event !== 'ANSWER')
  // A message's text is shown once, where the conversation starts (MessageThread), not again
  // among the fields it came with.
  const isMessage = summary.kind === 'message'
  const fields = isMessage
    ? detail.fields.filter((field) => field.label !== messageFieldLabel)
    : detail.fields

  return (
    <article className={styles.detail} aria-labelledby="item-title">
      <div className={styles.stack}>
        <header>
          <p className={styles.muted}>
            {kindLabels[summary.kind]} #{summary.id} · received{' '}
            <time dateTime={summary.receivedAt}>{formatTime(summary.receivedAt)}</time>
          </p>
          <h1 id="item-title" className={styles.heading}>
            {summary.title}
          </h1>
          <p>
            Status: <StatusChip status={summary.status} /> · Owner:{' '}
            {summary.owner?.displayName ?? 'nobody'}
          </p>
        </header>
        <HandWelcomeLink
          link={'welcomeLink' in detail ? (detail.welcomeLink as string) : undefined}
        />
        <section className={styles.card} aria-labelledby="item-fields">
          <h2 id="item-fields" className={styles.subheading}>
            What they sent
          </h2>
          <dl className={styles.fields}>
            {fields.map((field, index) => (
              <div key={index} className={styles.fieldPair}>
                <dt className={styles.fieldLabel}>{field.label}</dt>
                <dd className={styles.fieldValue}>{field.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        {isMessage && <MessageThread detail={detail} />}
        <section className={styles.card} aria-labelledby="item-history">
          <h2 id="item-history" className={styles.subheading}>
            History
          </h2>
          {detail.history.length === 0 ? (
            <p className={styles.hint}>Nothing has happened yet.</p>
          ) : (
            <ol className={styles.history}>
              {detail.history.map((entry, index) => (
                <li key={index} className={styles.historyEntry}>
                  <p className={styles.muted}>{formatTime(entry.at)}</p>
                  <p>
                    {entry.by?.displayName ?? 'The system'}{' '}
                    {eventWords[entry.event] ?? `sent ${entry.event}`} ({statusLabel(entry.from)} →{' '}
                    {statusLabel(entry.to)})
                  </p>
                  {entry.note && <p className={styles.fieldValue}>“{entry.note}”</p>}
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>

      <section className={`${styles.card} ${styles.stack}`} aria-labelledby="item-act">
        <h2 id="item-act" ref={actHeading} tabIndex={-1} className={styles.subheading}>
          Act on it
        </h2>
        {answerable && (
          <AnswerBox
            to={summary.contact}
            answer={context.answer}
            canSend={snapshot.can({ type: 'SEND', event: 'ANSWER', requestId: '' })}
            busy={sending && context.sending?.event === 'ANSWER'}
            sending={sending}
            stale={stale}
            onChange={(value) => send({ type: 'CHANGE_ANSWER', value })}
            onSend={() => press('ANSWER')}
          />
        )}
        {/* A note goes with an action: once none is possible, the box stays only to keep what
            was written (an agent whose action was refused must not lose it). */}
        {(detail.allowedEvents.length > 0 || context.note !== '') && (
          <Field
            id="item-note"
            label="Note (optional)"
            rows={4}
            maxLength={2000}
            value={context.note}
            onChange={(value) => send({ type: 'CHANGE_NOTE', value })}
          />
        )}
        <FormAlert
          message={
            stale
              ? `${staleChangeText(refusal?.latest, formatTime)} What you wrote is kept: reload to see the item as it is now.`
              : snapshot.matches({ ready: 'notAllowed' })
                ? `${agentItemMessages.notAllowed} Allowed now: ${
                    refusal!.allowedEvents.map((event) => eventButtons[event]).join(', ') ||
                    'nothing'
                  }.`
                : snapshot.matches({ ready: 'sendFailed' })
                  ? agentItemMessages.sendFailed
                  : undefined
          }
        />
        {stale && (
          <p>
            <button
              type="button"
              className="button button--primary button--small"
              onClick={() => send({ type: 'RELOAD' })}
            >
              Reload the item
            </button>
          </p>
        )}
        {snapshot.matches({ ready: 'sendFailed' }) && (
          <p>
            <button
              type="button"
              className="button button--primary button--small"
              onClick={() => send({ type: 'RETRY' })}
            >
              Try again
            </button>
          </p>
        )}
        {detail.allowedEvents.length === 0 && (
          <p className={styles.hint}>No action is possible in this status.</p>
        )}
        {otherEvents.length > 0 && (
          <div className="button-row" role="group" aria-label="Actions">
            {otherEvents.map((event) => {
              const busy = sending && context.sending?.event === event
              return (
                <button
                  key={event}
                  type="button"
                  className={`button button--small ${event === 'APPROVE' || event === 'TAKE' ? 'button--primary' : 'button--ghost'}`}
                  disabled={stale}
                  aria-busy={busy || undefined}
                  aria-disabled={sending || undefined}
                  onClick={() => press(event)}
                >
                  {eventButtons[event]}
                </button>
              )
            })}
          </div>
        )}
      </section>
    </article>
  )
}
