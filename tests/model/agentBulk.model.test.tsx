import { expect, vi } from 'vitest'
import { act, render, screen, within } from '@testing-library/react'
import { useEffect, useState } from 'react'
import {
  agentBulkMessages,
  isSelected,
  type AgentBulkActor,
  type AgentBulkContext,
} from '../../src/machines/agentBulk.machine'
import {
  BulkBar,
  BulkCheckbox,
  SelectPage,
  itemName,
  useShownItems,
} from '../../src/agents/BulkActions'
import type { ItemSummary } from '../../src/agents/contract'
import { avery, blake } from '../support/agents'
import { describeModel } from './describeModel'
import { agentBulkModel, bulkModelRequestId } from './models'

let refreshInbox = vi.fn()
const provide = () => {
  refreshInbox = vi.fn()
  return { actions: { refreshInbox } }
}

/** The inbox's list as InboxView shows it with the bulk actions: the page's "select all", a
 *  checkbox per row, the bar. The list is what the inbox loaded (a filter or a refresh changes
 *  it: `showItems`). */
let showItems: (items: ItemSummary[]) => void = () => {}
function BulkList({ bulk }: { bulk: AgentBulkActor }) {
  const [items, setItems] = useState<ItemSummary[]>([])
  useEffect(() => {
    showItems = setItems
  }, [])
  useShownItems(bulk, items)
  return (
    <>
      <SelectPage bulk={bulk} />
      <ul aria-label="Items, newest first">
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            <BulkCheckbox bulk={bulk} item={item} />
            {item.title}
          </li>
        ))}
      </ul>
      <BulkBar bulk={bulk} requestId={() => bulkModelRequestId} />
    </>
  )
}

const selectPage = () => screen.getByRole('checkbox', { name: 'Select all on this page' })
const checkbox = (item: Pick<ItemSummary, 'kind' | 'title'>) =>
  screen.getByRole('checkbox', { name: `Select ${itemName(item)}` })
const bar = () => screen.queryByRole('group', { name: 'Bulk actions' })
const button = (name: string) => screen.getByRole('button', { name })
const actionLabel = { TAKE: 'Take', MARK_SPAM: 'Mark spam' } as Record<string, string>
const count = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`

/** The checkboxes say what is selected; locked while the choice is asked or sent. */
function showsSelection({ page, selected }: AgentBulkContext, locked: boolean) {
  for (const item of page) {
    expect(checkbox(item)).toHaveProperty('checked', isSelected(selected, item))
    expect(checkbox(item)).toHaveProperty('disabled', locked)
  }
  const all = page.length > 0 && page.every((item) => isSelected(selected, item))
  expect(selectPage()).toHaveProperty('checked', all)
  expect(selectPage()).toHaveProperty('indeterminate', selected.length > 0 && !all)
}
const showsQuestion = ({ action, selected }: AgentBulkContext) => {
  const label = `${actionLabel[action!]} ${count(selected.length)}`
  expect(screen.getByRole('group', { name: new RegExp(`^${label}\\?`) })).toBeInTheDocument()
  return button(label)
}

describeModel(agentBulkModel, {
  actor: {
    provide,
    states: {
      done: () => expect(refreshInbox).toHaveBeenCalledOnce(),
      idle: () => expect(refreshInbox.mock.calls.length).toBeLessThanOrEqual(1),
    },
  },
  view: {
    provide,
    render: (bulk) => render(<BulkList bulk={bulk} />),
    events: {
      SHOWN: async (_, { items }) => act(() => showItems([...items])),
      TOGGLE: (user, { item }) => user.click(checkbox(item)),
      SELECT_ALL: (user) => user.click(selectPage()),
      CLEAR: (user) => user.click(button('Clear selection')),
      CHOOSE: (user, { action }) => user.click(button(actionLabel[action]!)),
      CONFIRM: (user) => user.click(screen.getByRole('button', { name: /^(Take|Mark spam) \d/ })),
      CANCEL: (user) => user.click(button('Cancel')),
      RETRY: (user) => user.click(button('Try again')),
      DISMISS: (user) => user.click(button('Dismiss')),
    },
    states: {
      idle: ({ context }) => {
        showsSelection(context, false)
        expect(bar()).toBeNull()
        expect(screen.queryByRole('status')).toBeNull()
      },
      selecting: ({ context }) => {
        showsSelection(context, false)
        expect(bar()).toHaveTextContent(`${context.selected.length} selected`)
        expect(button('Take')).not.toHaveAttribute('aria-disabled')
      },
      confirming: ({ context }) => {
        showsSelection(context, true)
        expect(showsQuestion(context)).toHaveFocus()
        expect(button('Take')).toHaveAttribute('aria-disabled', 'true')
      },
      sending: ({ context }) => {
        showsSelection(context, true)
        expect(showsQuestion(context)).toHaveAttribute('aria-busy', 'true')
      },
      failed: ({ context }) => {
        showsSelection(context, true)
        expect(screen.getByRole('alert')).toHaveTextContent(agentBulkMessages.failed)
      },
      done: ({ context }) => {
        showsSelection(context, false)
        expect(bar()).toBeNull()
        const status = screen.getByRole('status')
        const done = context.action === 'TAKE' ? 'taken' : 'marked spam'
        expect(within(status).getByRole('heading')).toHaveTextContent(
          `1 of 2 items ${done}, 1 refused`,
        )
        expect(within(status).getByRole('heading')).toHaveFocus()
        const rows = within(status).getAllByRole('listitem')
        // Each result names its item as selected (the fake answers for both, whatever was sent).
        const sent = (item: ItemSummary, otherwise: string) =>
          isSelected(context.sent, item) ? itemName(item) : otherwise
        expect(rows.map((row) => row.textContent)).toEqual([
          `${sent(avery, 'Invitation 41')}: done (${done})`,
          `${sent(blake, 'Message 7')}: refused, changed since you selected it: Sam Agent changed this item (TAKE, new to inReview) since you saw it.`,
        ])
        expect(refreshInbox).toHaveBeenCalledOnce()
      },
    },
  },
})
