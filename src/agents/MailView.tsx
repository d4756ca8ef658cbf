import { useMemo } from 'react'
import { useSelector } from '@xstate/react'
import DOMPurify from 'dompurify'
import formStyles from '../ui/forms/Forms.module.css'
import { FormAlert } from '../ui/forms/FormAlert'
import { agentMailMessages, type AgentMailActor } from '../machines/agentMail.machine'
import { mailStatuses, type MailDetail, type MailSummary } from './contract'
import { formatTime } from './format'
import { LoadStatus } from './LoadStatus'
import { loadPhaseOf } from '../machines/loadFragment'
import styles from './Console.module.css'
import mailStyles from './MailView.module.css'

export const mailStatusLabels: Record<MailSummary['status'], string> = {
  pending: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
}

function Time({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatTime(iso)}</time>
}

/**
 * A mail's HTML part made inert for the Mail screen's frame, as a document of its own: the
 * body cleaned by DOMPurify (no script, form, frame, object or event handler, no javascript:
 * link), and of the head only its style, the mail's dark scheme, unless it could fetch
 * anything (url(), @import) or close its element. The frame is sandboxed too (nothing in it
 * runs, navigates or reaches the console): this is the second lock. Secrets are masked by the
 * server before the mail reaches the console.
 */
export function inertMailDocument(html: string): string {
  // Where DOMPurify cannot work it returns its input untouched: show nothing instead.
  if (!DOMPurify.isSupported) return ''
  const parsed = new DOMParser().parseFromString(html, 'text/html')
  const css = [...parsed.head.querySelectorAll('style')]
    .map((style) => style.textContent ?? '')
    .filter((text) => !/url\(|@import|expression\(|</i.test(text))
    .join('\n')
  const body = DOMPurify.sanitize(parsed.body.innerHTML, {
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'object',
      'embed',
    ],
  })
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
    `<meta name="color-scheme" content="light dark"><style>${css}</style></head>` +
    `<body style="margin:0">${body}</body></html>`
  )
}

/** The HTML part as the person sees it, in a frame that runs nothing and sends no referrer. */
export function MailFrame({ html, to }: { html: string; to: string }) {
  const document = useMemo(() => inertMailDocument(html), [html])
  return (
    <iframe
      className={mailStyles.frame}
      title={`The mail as ${to} sees it`}
      sandbox=""
      referrerPolicy="no-referrer"
      srcDoc={document}
    />
  )
}

/** One message: its headers, its HTML as sent (in a sandboxed frame) and its plain text (as
 *  text: a <pre>, never HTML), side by side where there is room. */
function MessageDetail({
  detail,
  busy,
  problem,
  onResend,
  onClose,
}: {
  detail: MailDetail
  busy: boolean
  problem: string
  onResend: () => void
  onClose: () => void
}) {
  const { message } = detail
  return (
    <article className={`${styles.card} ${styles.stack}`} aria-labelledby="mail-message-title">
      <h2 id="mail-message-title" className={styles.subheading}>
        {message.subject}
      </h2>
      <dl className={styles.fields}>
        {detail.headers.map((header) => (
          <div key={header.name} className={styles.fieldPair}>
            <dt className={styles.fieldLabel}>{header.name}</dt>
            <dd className={styles.fieldValue}>{header.value}</dd>
          </div>
        ))}
        <div className={styles.fieldPair}>
          <dt className={styles.fieldLabel}>Status</dt>
          <dd className={styles.fieldValue}>
            {mailStatusLabels[message.status]} after {message.attempts}{' '}
            {message.attempts === 1 ? 'attempt' : 'attempts'}
            {message.sentAt && (
              <>
                {' '}
                · sent <Time iso={message.sentAt} />
              </>
            )}
          </dd>
        </div>
        {message.lastError && (
          <div className={styles.fieldPair}>
            <dt className={styles.fieldLabel}>Last reply</dt>
            <dd className={styles.fieldValue}>{message.lastError}</dd>
          </div>
        )}
        {detail.resent && (
          <div className={styles.fieldPair}>
            <dt className={styles.fieldLabel}>Sent again</dt>
            <dd className={styles.fieldValue}>
              by {detail.resent.by ?? 'a former agent'}, <Time iso={detail.resent.at} />
            </dd>
          </div>
        )}
      </dl>
      <div className={mailStyles.parts}>
        <div className={mailStyles.partsGrid}>
          {detail.html !== null && (
            <section className={mailStyles.part} aria-labelledby="mail-html-title">
              <h3 id="mail-html-title" className={styles.subheading}>
                As the person sees it
              </h3>
              <MailFrame html={detail.html} to={message.toName ?? message.to} />
            </section>
          )}
          <section className={mailStyles.part} aria-labelledby="mail-text-title">
            <h3 id="mail-text-title" className={styles.subheading}>
              Plain text
            </h3>
            <pre className={styles.mailText}>{detail.text}</pre>
          </section>
        </div>
      </div>
      <FormAlert message={problem || undefined} />
      <div className="button-row">
        {message.status === 'failed' && (
          <button
            type="button"
            className="button button--primary button--small"
            aria-busy={busy || undefined}
            aria-disabled={busy || undefined}
            onClick={onResend}
          >
            Send again
          </button>
        )}
        <button type="button" className="button button--ghost button--small" onClick={onClose}>
          Close
        </button>
      </div>
    </article>
  )
}

/** The outbox: newest first, filtered by status, a page at a time; a message opened beside. */
export function MailView({ mail }: { mail: AgentMailActor }) {
  const snapshot = useSelector(mail, (state) => state)
  const { context } = snapshot
  const send = mail.send
  const ready = snapshot.matches('ready')
  const listing =
    snapshot.matches({ ready: 'idle' }) ||
    snapshot.matches({ ready: 'loadingMore' }) ||
    snapshot.matches({ ready: 'moreFailed' })
  // A message open: the list keeps who, what and its status beside it; its delivery columns are
  // the message's own fields. None open: the list has the page's whole width.
  const showingOne = ready && !listing

  return (
    <section aria-labelledby="mail-title" className={styles.stack}>
      <h1 id="mail-title" className={styles.heading}>
        Mail
      </h1>
      <p className={styles.hint}>
        What the club has sent, newest first. A link or a code that lets someone in shows as ••••••:
        only the person it was sent to can read it.
      </p>
      <div className={styles.toolbar}>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="mail-status">
            Status
          </label>
          <select
            id="mail-status"
            className={formStyles.control}
            value={context.status}
            onChange={(event) => send({ type: 'FILTER', status: event.target.value })}
          >
            <option value="">Any status</option>
            {mailStatuses.map((status) => (
              <option key={status} value={status}>
                {mailStatusLabels[status]}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => send({ type: 'REFRESH' })}
        >
          Refresh
        </button>
      </div>
      <LoadStatus
        phase={loadPhaseOf(snapshot)}
        loading="Loading…"
        failed={agentMailMessages.failed}
        onRetry={() => send({ type: 'REFRESH' })}
      >
        {context.messages.length
          ? `${context.messages.length} shown, newest first`
          : 'No messages.'}
      </LoadStatus>
      {ready && (
        <div className={showingOne ? mailStyles.opened : styles.stack}>
          <div className={styles.tableScroll}>
            {context.messages.length > 0 && (
              <table className={`${styles.table} ${showingOne ? styles.compactTable : ''}`}>
                <caption className="visually-hidden">The outbox, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Status</th>
                    <th scope="col">To</th>
                    <th scope="col">Subject</th>
                    <th scope="col" className={styles.deliveryColumn}>
                      Attempts
                    </th>
                    <th scope="col" className={styles.deliveryColumn}>
                      Next try
                    </th>
                    <th scope="col" className={styles.deliveryColumn}>
                      Last reply
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {context.messages.map((message) => (
                    <tr key={message.id} aria-current={context.openId === message.id || undefined}>
                      <td>
                        <span className={styles.status}>{mailStatusLabels[message.status]}</span>
                      </td>
                      <td className={styles.cell}>{message.to}</td>
                      <td className={styles.subjectCell}>
                        <button
                          type="button"
                          className={styles.linkButton}
                          onClick={() => send({ type: 'OPEN', id: message.id })}
                        >
                          {message.subject}
                        </button>
                      </td>
                      <td className={styles.deliveryColumn}>{message.attempts}</td>
                      <td className={styles.deliveryColumn}>
                        {message.status === 'pending' ? <Time iso={message.nextAttemptAt} /> : '—'}
                      </td>
                      <td className={`${styles.deliveryColumn} ${styles.replyCell}`}>
                        {message.lastError ?? '—'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <FormAlert
              message={
                snapshot.matches({ ready: 'moreFailed' }) ? agentMailMessages.moreFailed : undefined
              }
            />
            {listing && context.next !== null && (
              <p>
                <button
                  type="button"
                  className="button button--ghost"
                  aria-busy={snapshot.matches({ ready: 'loadingMore' }) || undefined}
                  aria-disabled={snapshot.matches({ ready: 'loadingMore' }) || undefined}
                  onClick={() => send({ type: 'LOAD_MORE' })}
                >
                  Load more
                </button>
              </p>
            )}
          </div>
          <div>
            {(snapshot.matches({ ready: 'opening' }) ||
              snapshot.matches({ ready: 'openFailed' })) && (
              <div className={styles.stack}>
                <LoadStatus
                  phase={snapshot.matches({ ready: 'opening' }) ? 'loading' : 'failed'}
                  loading="Loading the message…"
                  failed={agentMailMessages.openFailed}
                  onRetry={() => send({ type: 'OPEN', id: context.openId! })}
                />
                <p>
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    onClick={() => send({ type: 'CLOSE' })}
                  >
                    Close
                  </button>
                </p>
              </div>
            )}
            {context.open &&
              (snapshot.matches({ ready: 'shown' }) ||
                snapshot.matches({ ready: 'resending' })) && (
                <MessageDetail
                  detail={context.open}
                  busy={snapshot.matches({ ready: 'resending' })}
                  problem={context.resendProblem}
                  onResend={() => send({ type: 'RESEND' })}
                  onClose={() => send({ type: 'CLOSE' })}
                />
              )}
          </div>
        </div>
      )}
    </section>
  )
}
