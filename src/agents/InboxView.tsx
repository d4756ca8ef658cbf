import { useEffect, useRef, type ReactNode } from 'react'
import { useSelector } from '@xstate/react'
import formStyles from '../ui/forms/Forms.module.css'
import { FormAlert } from '../ui/forms/FormAlert'
import {
  agentInboxMessages,
  inboxQueryOf,
  isFiltered,
  type AgentInboxActor,
  type AgentInboxContext,
  type InboxFilter,
} from '../machines/agentInbox.machine'
import { agentExportMessages, type AgentExportActor } from '../machines/agentExport.machine'
import type { AgentBulkActor } from '../machines/agentBulk.machine'
import { BulkBar, BulkCheckbox, SelectPage, useShownItems } from './BulkActions'
import bulkStyles from './Bulk.module.css'
import { itemKinds, itemStatuses, statusesOfKind, type InboxQuery, type ItemKind } from './contract'
import { formatTime, kindLabels, statusLabel } from './format'
import styles from './Console.module.css'
import { ConsoleSelect } from './ConsoleSelect'
import { LoadStatus } from './LoadStatus'
import type { InboxSearch } from './routeParams'

const moveKeys: Record<string, 1 | -1> = { j: 1, ArrowDown: 1, k: -1, ArrowUp: -1 }

function FilterSelect({
  filter,
  label,
  value,
  options,
  onChange,
}: {
  filter: InboxFilter
  label: string
  value: string
  options: [string, string][]
  onChange: (filter: InboxFilter, value: string) => void
}) {
  return (
    <ConsoleSelect
      id={`inbox-${filter}`}
      label={label}
      value={value}
      options={options}
      onChange={(next) => onChange(filter, next)}
    />
  )
}

/** Anyone, mine, nobody; and another agent when a shared link names one (their name once a
 *  listed item shows it). */
function ownerOptions({ filters, items }: AgentInboxContext): [string, string][] {
  const options: [string, string][] = [
    ['', 'Anyone'],
    ['mine', 'Mine'],
    ['none', 'Nobody'],
  ]
  if (options.some(([value]) => value === filters.owner)) return options
  const owner = items.find((item) => String(item.owner?.id) === filters.owner)?.owner
  return [...options, [filters.owner, owner?.displayName ?? `Agent ${filters.owner}`]]
}

/** Export CSV: the inbox with these filters, downloaded with the session's token. */
export function ExportButton({
  exporter,
  query,
}: {
  exporter: AgentExportActor
  query: InboxQuery
}) {
  const exporting = useSelector(exporter, (state) => state)
  const busy = exporting.matches('exporting')
  return (
    <>
      <button
        type="button"
        className="button button--ghost button--small"
        aria-busy={busy || undefined}
        aria-disabled={busy || undefined}
        onClick={() => exporter.send({ type: 'EXPORT', query })}
      >
        Export CSV
      </button>
      <FormAlert message={exporting.matches('failed') ? agentExportMessages.failed : undefined} />
    </>
  )
}

/** The inbox: filters, counts per status, the list (j/k or arrows move, Enter opens, x
 *  selects), Load more, Export CSV with the same filters, and the bulk actions. */
export function InboxView({
  inbox,
  exporter,
  search,
  bulk,
  savedViews,
}: {
  inbox: AgentInboxActor
  exporter: AgentExportActor
  /** The filters the address gives (the inbox route's search): the inbox follows them. */
  search: InboxSearch
  /** The bulk actions' flow (pages.tsx makes it): a checkbox per row and the action bar. */
  bulk?: AgentBulkActor
  /** The agent's saved views, under the filters (src/agents/SavedViewsView.tsx). */
  savedViews?: ReactNode
}) {
  const snapshot = useSelector(inbox, (state) => state)
  const { context } = snapshot
  useShownItems(bulk, context.items)
  // The address changed (the back button, a link): the machine decides whether that is news.
  const searchKey = JSON.stringify(search)
  useEffect(() => {
    inbox.send({ type: 'SEARCH_CHANGED', query: JSON.parse(searchKey) as InboxSearch })
  }, [inbox, searchKey])
  const list = useRef<HTMLUListElement>(null)
  const change = (filter: InboxFilter, value: string) =>
    inbox.send({ type: 'CHANGE_FILTER', filter, value })

  // Focus follows the keyboard's selection while it is in the list.
  useEffect(() => {
    const root = list.current
    if (!root || !root.contains(root.ownerDocument.activeElement)) return
    root.querySelectorAll<HTMLButtonElement>('button')[context.selected]?.focus()
  }, [context.selected])

  const statuses = context.filters.kind
    ? statusesOfKind[context.filters.kind as ItemKind]
    : itemStatuses
  const loading = snapshot.matches('loading') || snapshot.matches('settling')
  const ready = snapshot.matches('ready')

  return (
    <section aria-labelledby="inbox-title">
      <h1 id="inbox-title" className={styles.heading}>
        Inbox
      </h1>
      <form
        className={styles.filters}
        aria-label="Filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          inbox.send({ type: 'REFRESH' })
        }}
      >
        <FilterSelect
          filter="kind"
          label="Kind"
          value={context.filters.kind}
          options={[
            ['', 'Every kind'],
            ...itemKinds.map((kind) => [kind, kindLabels[kind]] as [string, string]),
          ]}
          onChange={change}
        />
        <FilterSelect
          filter="status"
          label="Status"
          value={context.filters.status}
          options={[
            ['', 'Any status'],
            ...statuses.map((status) => [status, statusLabel(status)] as [string, string]),
          ]}
          onChange={change}
        />
        <FilterSelect
          filter="owner"
          label="Owner"
          value={context.filters.owner}
          options={ownerOptions(context)}
          onChange={change}
        />
        {(['from', 'to'] as const).map((filter) => (
          <div className={formStyles.field} key={filter}>
            <label className={formStyles.label} htmlFor={`inbox-${filter}`}>
              {filter === 'from' ? 'Received from' : 'Received to'}
            </label>
            <input
              id={`inbox-${filter}`}
              type="date"
              className={formStyles.control}
              value={context.filters[filter]}
              onChange={(event) => change(filter, event.target.value)}
            />
          </div>
        ))}
        <div className={`${formStyles.field} ${styles.search}`}>
          <label className={formStyles.label} htmlFor="inbox-q">
            Search names and addresses
          </label>
          <input
            id="inbox-q"
            type="search"
            className={formStyles.control}
            value={context.filters.q}
            maxLength={200}
            onChange={(event) => change('q', event.target.value)}
          />
        </div>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => inbox.send({ type: 'CLEAR_FILTERS' })}
        >
          Clear filters
        </button>
      </form>
      {savedViews}

      {/* The server counts only the statuses some item has: with none, the list's status
          line below speaks instead of a heading over an empty list. */}
      {(context.countedOver !== null || Object.keys(context.counts).length > 0) && (
        <>
          <h2 className={styles.subheading}>Counts per status</h2>
          <ul className={styles.counts} aria-label="Counts per status">
            {context.countedOver !== null && (
              <li className={styles.count}>
                More than {context.countedOver.toLocaleString('en')} match: narrow the filters to
                count them per status.
              </li>
            )}
            {Object.entries(context.counts).map(([status, count]) => (
              <li key={status} className={styles.count}>
                {statusLabel(status)}
                <span className={styles.countValue}>{count}</span>
              </li>
            ))}
          </ul>
        </>
      )}

      <div className={styles.toolbar}>
        <p className={styles.hint} id="inbox-keys">
          j / k or the arrow keys move, Enter opens{bulk ? ', x selects' : ''}.
        </p>
        {bulk && ready && context.items.length > 0 && <SelectPage bulk={bulk} />}
        <div className="button-row">
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => inbox.send({ type: 'REFRESH' })}
          >
            Refresh
          </button>
          <ExportButton exporter={exporter} query={inboxQueryOf(context.filters, context.me)} />
        </div>
      </div>

      <LoadStatus
        phase={loading ? 'loading' : snapshot.matches('failed') ? 'failed' : null}
        loading="Loading…"
        failed={agentInboxMessages.failed}
        onRetry={() => inbox.send({ type: 'REFRESH' })}
      >
        {context.items.length
          ? `${context.items.length} shown, newest first`
          : isFiltered(context.filters)
            ? agentInboxMessages.nothingMatches
            : agentInboxMessages.nothingYet}
      </LoadStatus>
      {bulk && <BulkBar bulk={bulk} />}
      {ready && context.items.length > 0 && (
        <ul
          ref={list}
          className={styles.list}
          aria-label="Items, newest first"
          aria-describedby="inbox-keys"
        >
          {context.items.map((item, index) => (
            <li key={`${item.kind}-${item.id}`} className={bulk && bulkStyles.rowItem}>
              {bulk && <BulkCheckbox bulk={bulk} item={item} />}
              <button
                type="button"
                className={styles.row}
                tabIndex={index === context.selected ? 0 : -1}
                aria-current={index === context.selected || undefined}
                onKeyDown={(event) => {
                  if (bulk && event.key === 'x') {
                    event.preventDefault()
                    bulk.send({ type: 'TOGGLE', item })
                    return
                  }
                  const by = moveKeys[event.key]
                  if (by === undefined) return
                  event.preventDefault()
                  inbox.send({ type: 'MOVE', by })
                }}
                onFocus={() => inbox.send({ type: 'SELECT', index })}
                onClick={() => {
                  inbox.send({ type: 'SELECT', index })
                  inbox.send({ type: 'OPEN' })
                }}
              >
                <span className={styles.muted}>{kindLabels[item.kind]}</span>
                <span className={styles.cell}>{item.title}</span>
                <span className={`${styles.cell} ${styles.muted} ${styles.wide}`}>
                  {item.contact ?? ''}
                </span>
                <span className={styles.status}>{statusLabel(item.status)}</span>
                <span className={`${styles.cell} ${styles.muted} ${styles.wide}`}>
                  {item.owner?.displayName ?? 'Nobody'}
                </span>
                <span className={`${styles.muted} ${styles.wide}`}>
                  {formatTime(item.receivedAt)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {ready && (
        <div className={styles.stack}>
          <FormAlert
            message={
              snapshot.matches({ ready: 'moreFailed' }) ? agentInboxMessages.moreFailed : undefined
            }
          />
          {context.next !== null && (
            <p>
              <button
                type="button"
                className="button button--ghost"
                aria-busy={snapshot.matches({ ready: 'loadingMore' }) || undefined}
                aria-disabled={snapshot.matches({ ready: 'loadingMore' }) || undefined}
                onClick={() => inbox.send({ type: 'LOAD_MORE' })}
              >
                Load more
              </button>
            </p>
          )}
        </div>
      )}
    </section>
  )
}
