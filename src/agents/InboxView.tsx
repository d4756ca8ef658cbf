import { useEffect, useMemo, useRef, type ReactNode } from 'react'
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
import { itemKinds, itemStatuses, statusesOfKind, type InboxQuery, type ItemKind } from './contract'
import type { ItemSummary } from './contract'
import { kindLabels, statusLabel } from './format'
import styles from './Console.module.css'
import { ConsoleSelect } from './ConsoleSelect'
import { LoadStatus } from './LoadStatus'
import type { InboxSearch } from './routeParams'
import { ConsoleTable } from './table/ConsoleTable'
import { dateColumn, displayColumn, statusColumn, textColumn } from './table/columns'
import { EmptyState } from './table/EmptyState'
import { BreakableText, StatusChip } from './table/cells'
import tableStyles from './table/Table.module.css'

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

/** The row's button: who sent it. It follows the cursor itself (the one row of the list in the
 *  tab order, marked current), so that a move draws two rows again, not every row shown. */
function SenderButton({
  inbox,
  bulk,
  item,
  index,
}: {
  inbox: AgentInboxActor
  bulk: AgentBulkActor | undefined
  item: ItemSummary
  index: number
}) {
  const current = useSelector(inbox, (state) => state.context.selected === index)
  return (
    <button
      type="button"
      className={tableStyles.rowButton}
      data-row-button
      tabIndex={current ? 0 : -1}
      aria-current={current || undefined}
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
      <BreakableText text={item.title} />
      {/* The address under the name, when the name is not already the address. */}
      {item.contact && item.contact !== item.title && (
        <span className={tableStyles.contact}>
          <BreakableText text={item.contact} />
        </span>
      )}
    </button>
  )
}

/** The inbox's columns: who sent it (the row's button: j/k or the arrows move the cursor, Enter
 *  or a click opens, x selects), then its status, owner and date, which a 768 px screen still
 *  shows. The server pages the inbox newest first, so the table does not reorder a page: the
 *  cursor, Load more and the bulk selection all follow the server's order. The columns do not
 *  change with the cursor, so that the table keeps every row it need not draw again. */
function inboxColumns(inbox: AgentInboxActor, bulk: AgentBulkActor | undefined) {
  const sender = displayColumn<ItemSummary>(
    'from',
    'From',
    (item, index) => <SenderButton inbox={inbox} bulk={bulk} item={item} index={index} />,
    { className: tableStyles.senderCell },
  )
  return [
    ...(bulk
      ? [
          displayColumn<ItemSummary>(
            'select',
            'Select',
            (item) => <BulkCheckbox bulk={bulk} item={item} />,
            { hiddenHeader: true, className: tableStyles.onTop },
          ),
        ]
      : []),
    textColumn<ItemSummary>('kind', 'Kind', (item) => kindLabels[item.kind], {
      className: `${tableStyles.muted} ${tableStyles.nowrap}`,
    }),
    sender,
    statusColumn<ItemSummary>('status', 'Status', (item) => item.status),
    textColumn<ItemSummary>('owner', 'Owner', (item) => item.owner?.displayName ?? 'Nobody', {
      className: tableStyles.nowrap,
    }),
    {
      ...dateColumn<ItemSummary>('received', 'Received', (item) => item.receivedAt),
      meta: { className: tableStyles.nowrap, serverOrder: 'descending' as const },
    },
  ]
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
  const list = useRef<HTMLDivElement>(null)
  const columns = useMemo(() => inboxColumns(inbox, bulk), [inbox, bulk])
  const change = (filter: InboxFilter, value: string) =>
    inbox.send({ type: 'CHANGE_FILTER', filter, value })

  // Focus follows the keyboard's selection while it is in the list: to the one row button
  // marked current (not the selected one of every row button: 500 after twenty pages).
  useEffect(() => {
    const root = list.current
    if (!root || !root.contains(root.ownerDocument.activeElement)) return
    root.querySelector<HTMLButtonElement>('[data-row-button][aria-current="true"]')?.focus()
  }, [context.selected])

  const statuses = context.filters.kind
    ? statusesOfKind[context.filters.kind as ItemKind]
    : itemStatuses
  const loading = snapshot.matches('loading') || snapshot.matches('settling')
  // With nothing shown, the empty state under the toolbar says so (and offers what to do).
  const shownLine = context.items.length ? `${context.items.length} shown, newest first` : undefined
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
            {Object.entries(context.counts).map(([status, count]) => {
              const applied = context.filters.status === status
              return (
                <li key={status}>
                  {/* A count filters the inbox by its status; pressed again, it lets go. */}
                  <button
                    type="button"
                    className={tableStyles.countButton}
                    aria-pressed={applied}
                    onClick={() => change('status', applied ? '' : status)}
                  >
                    <StatusChip status={status} />
                    <span className={tableStyles.countValue}>{count}</span>
                  </button>
                </li>
              )
            })}
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
        {shownLine}
      </LoadStatus>
      {bulk && <BulkBar bulk={bulk} />}
      {ready && (
        <div ref={list}>
          <ConsoleTable
            caption="Items, newest first"
            columns={columns}
            data={context.items}
            rowKey={(item) => `${item.kind}-${item.id}`}
            rowAttributes={(_item, index) => ({
              className: tableStyles.pickRow,
              'data-cursor': index === context.selected || undefined,
            })}
            empty={
              isFiltered(context.filters) ? (
                <EmptyState
                  message={agentInboxMessages.nothingMatches}
                  detail="Requests, messages and subscriptions that match them appear here as they come in."
                  action={
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      onClick={() => inbox.send({ type: 'CLEAR_FILTERS' })}
                    >
                      Clear the filters
                    </button>
                  }
                />
              ) : (
                <EmptyState
                  message={agentInboxMessages.nothingYet}
                  detail="Invitation requests, registrations, messages and subscriptions from the site appear here, newest first."
                />
              )
            }
          />
        </div>
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
