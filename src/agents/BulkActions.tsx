// The inbox's bulk actions (issue 43, item 8), as InboxView shows them: a checkbox per row,
// "Select all on this page", the action bar, its one confirmation, and the results, one per
// item. They render the bulk machine's state and send it events; the view hosts them.
import { useEffect, useRef } from 'react'
import { useSelector } from '@xstate/react'
import { FormAlert } from '../ui/forms/FormAlert'
import {
  agentBulkMessages,
  bulkActionLabels,
  isSelected,
  type AgentBulkActor,
  type BulkTarget,
} from '../machines/agentBulk.machine'
import { bulkEvents, type BulkRefusalReason, type ItemSummary } from './contract'
import { kindLabels } from './format'
import { ConfirmAction } from './ConfirmAction'
import styles from './Console.module.css'
import bulkStyles from './Bulk.module.css'

/** What a checkbox and a result call an item: its kind and who sent it. */
export const itemName = (item: Pick<BulkTarget, 'kind' | 'title'>) =>
  `${kindLabels[item.kind]} from ${item.title}`

const refusalLabels: Record<BulkRefusalReason, string> = {
  stale: 'changed since you selected it',
  notAllowed: 'not allowed',
  notFound: 'no longer there',
}

const countOf = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`

/** While the selection is being confirmed or sent it stays as it is. */
const useSelectionLocked = (bulk: AgentBulkActor) =>
  useSelector(
    bulk,
    (state) => state.matches('confirming') || state.matches('sending') || state.matches('failed'),
  )

/** A row's checkbox, labelled with the item it selects. */
export function BulkCheckbox({ bulk, item }: { bulk: AgentBulkActor; item: ItemSummary }) {
  const checked = useSelector(bulk, (state) => isSelected(state.context.selected, item))
  const locked = useSelectionLocked(bulk)
  return (
    <input
      type="checkbox"
      className={bulkStyles.rowCheck}
      aria-label={`Select ${itemName(item)}`}
      checked={checked}
      disabled={locked}
      onChange={() => bulk.send({ type: 'TOGGLE', item })}
    />
  )
}

/** Tells the bulk flow what the inbox shows, each time its list changes. */
export function useShownItems(bulk: AgentBulkActor | undefined, items: readonly ItemSummary[]) {
  useEffect(() => bulk?.send({ type: 'SHOWN', items }), [bulk, items])
}

/** "Select all on this page": ticked when every item shown is selected, mixed when some are;
 *  unticking it clears the selection. */
export function SelectPage({ bulk }: { bulk: AgentBulkActor }) {
  const { page, selected } = useSelector(bulk, (state) => state.context)
  const locked = useSelectionLocked(bulk)
  const all = page.length > 0 && page.every((item) => isSelected(selected, item))
  const box = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (box.current) box.current.indeterminate = selected.length > 0 && !all
  }, [selected.length, all])
  return (
    <label className={bulkStyles.selectPage}>
      <input
        ref={box}
        type="checkbox"
        checked={all}
        disabled={locked || page.length === 0}
        onChange={() => bulk.send({ type: all ? 'CLEAR' : 'SELECT_ALL' })}
      />
      Select all on this page
    </label>
  )
}

function Results({ bulk }: { bulk: AgentBulkActor }) {
  const { results, sent, action } = useSelector(bulk, (state) => state.context)
  const heading = useRef<HTMLHeadingElement>(null)
  // The confirmation that had the focus is gone: the results take it, so the keyboard is here.
  useEffect(() => heading.current?.focus(), [])
  const done = results.filter((result) => result.outcome === 'done').length
  const named = (kind: string, id: number) =>
    sent.find((target) => target.kind === kind && target.id === id)
  return (
    <div className={`${styles.notice} ${bulkStyles.panel}`} role="status">
      <h2 ref={heading} tabIndex={-1} className={styles.subheading}>
        {done} of {countOf(results.length)} {bulkActionLabels[action!].done}
        {done < results.length ? `, ${results.length - done} refused` : ''}
      </h2>
      <ul className={bulkStyles.results} aria-label="Results per item">
        {results.map((result) => {
          const target = named(result.kind, result.id)
          const name = target ? itemName(target) : `${kindLabels[result.kind]} ${result.id}`
          return (
            <li key={`${result.kind}-${result.id}`}>
              <strong>{name}</strong>:{' '}
              {result.outcome === 'done'
                ? `done (${bulkActionLabels[action!].done})`
                : `refused, ${refusalLabels[result.reason]}: ${result.message}`}
            </li>
          )
        })}
      </ul>
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => bulk.send({ type: 'DISMISS' })}
      >
        Dismiss
      </button>
    </div>
  )
}

/** The action bar while items are selected; the confirmation; the failure; the results. */
export function BulkBar({
  bulk,
  requestId = () => crypto.randomUUID(),
}: {
  bulk: AgentBulkActor
  /** A new request id for each choice of an action. */
  requestId?: () => string
}) {
  const snapshot = useSelector(bulk, (state) => state)
  const { selected, action } = snapshot.context
  const bar = useRef<HTMLDivElement>(null)
  const wasAsking = useRef(false)
  const selecting = snapshot.matches('selecting')
  // Back from the confirmation or the failure (Cancel): the focus returns to the bar.
  useEffect(() => {
    if (selecting && wasAsking.current) bar.current?.querySelector('button')?.focus()
    wasAsking.current = !selecting
  }, [selecting])

  if (snapshot.matches('idle')) return null
  if (snapshot.matches('done')) return <Results bulk={bulk} />
  const label = action ? bulkActionLabels[action].button : ''
  return (
    <div className={`${styles.stack} ${bulkStyles.panel}`}>
      <div ref={bar} className={bulkStyles.bar} role="group" aria-label="Bulk actions">
        <span className={bulkStyles.count}>{selected.length} selected</span>
        <div className="button-row">
          {bulkEvents.map((event) => (
            <button
              key={event}
              type="button"
              className="button button--ghost button--small"
              aria-disabled={!selecting || undefined}
              onClick={() => {
                if (selecting) bulk.send({ type: 'CHOOSE', action: event, requestId: requestId() })
              }}
            >
              {bulkActionLabels[event].button}
            </button>
          ))}
          <button
            type="button"
            className="button button--ghost button--small"
            aria-disabled={!selecting || undefined}
            onClick={() => {
              if (selecting) bulk.send({ type: 'CLEAR' })
            }}
          >
            Clear selection
          </button>
        </div>
      </div>
      {(snapshot.matches('confirming') || snapshot.matches('sending')) && (
        <ConfirmAction
          id="bulk-question"
          question={`${label} ${countOf(selected.length)}? Each is changed on its own: one that changed since you selected it is left as it is.`}
          action={`${label} ${countOf(selected.length)}`}
          busy={snapshot.matches('sending')}
          onConfirm={() => bulk.send({ type: 'CONFIRM' })}
          onCancel={() => bulk.send({ type: 'CANCEL' })}
        />
      )}
      {snapshot.matches('failed') && (
        <div className={styles.stack}>
          <FormAlert message={agentBulkMessages.failed} />
          <div className="button-row">
            <button
              type="button"
              className="button button--primary button--small"
              onClick={() => bulk.send({ type: 'RETRY' })}
            >
              Try again
            </button>
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => bulk.send({ type: 'CANCEL' })}
            >
              Cancel
            </button>
          </div>
        </div>
      )}
    </div>
  )
}
