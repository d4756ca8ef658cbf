import { expect, test, vi } from 'vitest'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createActor, fromPromise } from 'xstate'
import { useEffect, useState } from 'react'
import {
  agentInboxMachine,
  agentInboxMessages,
  type AgentInboxActor,
  type AgentInboxContext,
} from '../../src/machines/agentInbox.machine'
import type { InboxSearch } from '../../src/agents/routeParams'
import type { InboxPage, InboxQuery } from '../../src/agents/contract'
import { dana, emptyPage } from '../support/agents'
import { agentExportMachine, type AgentExportActor } from '../../src/machines/agentExport.machine'
import { InboxView } from '../../src/agents/InboxView'
import { describeModel } from './describeModel'
import { agentInboxModel } from './models'

let openItem = vi.fn()
let showFilters = vi.fn()
const provide = () => {
  openItem = vi.fn()
  showFilters = vi.fn()
  return { actions: { openItem, showFilters } }
}

/** The inbox under its route: the address's search, which the inbox's own changes write (as
 *  the router does, src/agents/ConsoleRoot.tsx) and the back button or a link replaces. */
let showSearch: (search: InboxSearch) => void = () => {}
function RoutedInbox({ inbox, exporter }: { inbox: AgentInboxActor; exporter: AgentExportActor }) {
  const [search, setSearch] = useState<InboxSearch>({})
  useEffect(() => {
    showSearch = setSearch
  }, [])
  return <InboxView inbox={inbox} exporter={exporter} search={search} />
}
const provideRouted = () => {
  const implementations = provide()
  showFilters.mockImplementation((_: unknown, { query }: { query: InboxSearch }) =>
    showSearch(query),
  )
  return implementations
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Items, newest first' })).getAllByRole('button')
const statusText = () => screen.getByRole('status').textContent
const showsList = ({ items, selected, next, filters }: AgentInboxContext) => {
  if (!items.length) {
    expect(screen.queryByRole('table', { name: 'Items, newest first' })).toBeNull()
    // The model sets one filter, the owner.
    expect(statusText()).toBe(
      filters.owner ? agentInboxMessages.nothingMatches : agentInboxMessages.nothingYet,
    )
    return
  }
  expect(rows().map((row) => row.textContent)).toEqual(
    items.map((item) => expect.stringContaining(item.title)),
  )
  rows().forEach((row, index) =>
    expect(row.getAttribute('aria-current')).toBe(index === selected ? 'true' : null),
  )
  expect(screen.queryByRole('button', { name: 'Load more' }) !== null).toBe(next !== null)
}

describeModel(agentInboxModel, {
  actor: {
    provide,
    states: {
      failed: () => expect(screen.queryByRole('list')).toBeNull(),
    },
  },
  view: {
    provide: provideRouted,
    render: (inbox) =>
      render(<RoutedInbox inbox={inbox} exporter={createActor(agentExportMachine).start()} />),
    events: {
      SEARCH_CHANGED: async (_user, { query }) => act(() => showSearch(query)),
      CHANGE_FILTER: (user, { value }) => user.selectOptions(screen.getByLabelText('Owner'), value),
      CLEAR_FILTERS: (user) => user.click(screen.getByRole('button', { name: 'Clear filters' })),
      REFRESH: (user) =>
        user.click(screen.getAllByRole('button', { name: /^(Refresh|Try again)$/ }).at(-1)!),
      LOAD_MORE: (user) => user.click(screen.getByRole('button', { name: 'Load more' })),
      MOVE: async (user, { by }) => {
        act(() =>
          rows()
            .find((row) => row.getAttribute('aria-current') === 'true')!
            .focus(),
        )
        await user.keyboard(by === 1 ? 'j' : '{ArrowUp}')
      },
      SELECT: async (_user, { index }) => act(() => rows()[index]!.focus()),
      OPEN: async (user) => {
        act(() =>
          rows()
            .find((row) => row.getAttribute('aria-current') === 'true')!
            .focus(),
        )
        await user.keyboard('{Enter}')
      },
    },
    states: {
      settling: ({ context }) => {
        expect(screen.getByLabelText('Owner')).toHaveValue(context.filters.owner)
        expect(statusText()).toBe('Loading…')
      },
      loading: () => expect(statusText()).toBe('Loading…'),
      failed: () => {
        expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
          agentInboxMessages.failed,
        )
        expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled()
      },
      'ready.idle': ({ context }) => {
        showsList(context)
        const counts = screen.queryByRole('list', { name: 'Counts per status' })
        if (Object.keys(context.counts).length) expect(counts).toHaveTextContent(/New\s*\d/)
        else expect(counts).toBeNull() // no heading over an empty list
      },
      'ready.loadingMore': ({ context }) => {
        showsList(context)
        expect(screen.getByRole('button', { name: 'Load more' })).toHaveAttribute(
          'aria-busy',
          'true',
        )
      },
      'ready.moreFailed': ({ context }) => {
        showsList(context)
        expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
          agentInboxMessages.moreFailed,
        )
      },
    },
  },
})

// The model's paths reach an empty list with and without a filter, but its covering view run
// need not show both: each message, and no counts heading over nothing, seen once here.
test('an empty inbox says nothing has come in yet; with a filter, that nothing matches', async () => {
  const loadPage = fromPromise<InboxPage, InboxQuery>(async () => emptyPage)
  const inbox = createActor(agentInboxMachine.provide({ actors: { loadPage } }), {
    input: { me: dana.id },
  }).start()
  const user = userEvent.setup()
  render(<InboxView inbox={inbox} exporter={createActor(agentExportMachine).start()} search={{}} />)
  await waitFor(() => expect(statusText()).toBe(agentInboxMessages.nothingYet))
  expect(screen.queryByRole('heading', { name: 'Counts per status' })).toBeNull()
  await user.selectOptions(screen.getByLabelText('Owner'), 'mine')
  await waitFor(() => expect(statusText()).toBe(agentInboxMessages.nothingMatches), {
    timeout: 2000,
  })
  inbox.stop()
})
