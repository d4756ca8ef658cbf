// Issue 30, the console's inbox, written from the issue: rules as data.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  FILTER_SETTLE_MS,
  INBOX_PAGE_SIZE,
  agentInboxMachine,
  emptyFilters,
  filtersOf,
  inboxQueryOf,
  isFiltered,
} from '../../src/machines/agentInbox.machine'
import type { InboxPage, InboxQuery } from '../../src/agents/contract'
import { effect, fakeCall, wait, type Effect } from './actors'
import { agentsError, avery, blake, firstPage, lastPage } from '../support/agents'

let loadPage: ReturnType<typeof fakeCall<InboxPage, InboxQuery>>
let openItem: Effect
let showFilters: Effect

function start(filters = emptyFilters) {
  loadPage = fakeCall()
  openItem = effect()
  showFilters = effect()
  return createActor(
    agentInboxMachine.provide({
      actors: { loadPage: loadPage.logic },
      actions: { openItem, showFilters },
    }),
    { input: { me: 7, filters } },
  ).start()
}
async function ready() {
  const inbox = start()
  await loadPage.resolve(firstPage)
  return inbox
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('the filters make the query', () => {
  it.each([
    [{}, {}],
    [{ kind: 'message' }, { kind: 'message' }],
    [{ status: 'new' }, { status: 'new' }],
    [{ owner: 'mine' }, { owner: '7' }],
    [{ owner: 'none' }, { owner: 'none' }],
    [
      { from: '2026-11-01', to: '2026-11-27' },
      { from: '2026-11-01', to: '2026-11-27' },
    ],
    [{ q: '  avery ' }, { q: 'avery' }],
    [{ q: '   ' }, {}],
  ])('%j -> %j', (filters, query) => {
    expect(inboxQueryOf({ ...emptyFilters, ...filters }, 7)).toEqual(query)
  })

  // An empty list says "Nothing matches these filters." only when one is set; with none,
  // that nothing has come in yet (ours).
  it.each([
    [{}, false],
    [{ q: '   ' }, false],
    [{ q: 'avery' }, true],
    [{ kind: 'message' }, true],
    [{ status: 'spam' }, true],
    [{ owner: 'mine' }, true],
    [{ owner: 'none' }, true],
    [{ from: '2026-11-01' }, true],
    [{ to: '2026-11-27' }, true],
  ])('%j is filtered: %s', (filters, filtered) => {
    expect(isFiltered({ ...emptyFilters, ...filters })).toBe(filtered)
  })

  it(`the first page: newest first, ${INBOX_PAGE_SIZE} at a time`, () => {
    start()
    expect(INBOX_PAGE_SIZE).toBe(25)
    expect(loadPage.inputs).toEqual([{ limit: '25' }])
  })

  it('a change waits 400 ms for the next, then asks with every filter (ours)', async () => {
    const inbox = await ready()
    inbox.send({ type: 'CHANGE_FILTER', filter: 'q', value: 'av' })
    await wait(FILTER_SETTLE_MS - 1)
    inbox.send({ type: 'CHANGE_FILTER', filter: 'owner', value: 'none' })
    await wait(FILTER_SETTLE_MS - 1)
    expect(inbox.getSnapshot().value).toBe('settling')
    expect(loadPage.inputs).toHaveLength(1)
    await wait(1)
    expect(inbox.getSnapshot().value).toBe('loading')
    expect(loadPage.inputs[1]).toEqual({ q: 'av', owner: 'none', limit: '25' })
    expect(FILTER_SETTLE_MS).toBe(400)
  })

  it('Clear filters asks again at once with none', async () => {
    const inbox = await ready()
    inbox.send({ type: 'CHANGE_FILTER', filter: 'kind', value: 'message' })
    inbox.send({ type: 'CLEAR_FILTERS' })
    expect(inbox.getSnapshot().value).toBe('loading')
    expect(inbox.getSnapshot().context.filters).toEqual(emptyFilters)
    expect(loadPage.inputs[1]).toEqual({ limit: '25' })
  })
})

// Issue 43: the filters live in the address (the inbox route's search), so that a reload, the
// back button and a shared link show the same list. The address names the signed-in agent by
// id (the contract's query); the form says "mine".
describe('the filters live in the address', () => {
  it.each([
    [{}, {}],
    [
      { kind: 'message', status: 'new' },
      { kind: 'message', status: 'new' },
    ],
    [{ owner: '7' }, { owner: 'mine' }],
    [{ owner: '3' }, { owner: '3' }],
    [{ owner: 'none' }, { owner: 'none' }],
    [
      { from: '2026-11-01', to: '2026-11-27', q: 'avery' },
      { from: '2026-11-01', to: '2026-11-27', q: 'avery' },
    ],
  ] as const)('the address %j: the filters %j, and back to the same address', (query, filters) => {
    expect(filtersOf(query, 7)).toEqual({ ...emptyFilters, ...filters })
    expect(inboxQueryOf(filtersOf(query, 7), 7)).toEqual(query)
  })

  it("the inbox starts with the address's filters and asks for them at once", () => {
    start(filtersOf({ kind: 'message', owner: '7' }, 7))
    expect(loadPage.inputs).toEqual([{ kind: 'message', owner: '7', limit: '25' }])
  })

  it('a settled change is written to the address as it is asked for, not before', async () => {
    const inbox = await ready()
    inbox.send({ type: 'CHANGE_FILTER', filter: 'kind', value: 'message' })
    inbox.send({ type: 'CHANGE_FILTER', filter: 'q', value: ' av ' })
    await wait(FILTER_SETTLE_MS - 1)
    expect(showFilters).not.toHaveBeenCalled()
    await wait(1)
    expect(showFilters).toHaveBeenCalledExactlyOnceWith(expect.anything(), {
      query: { kind: 'message', q: 'av' },
    })
    expect(loadPage.inputs[1]).toEqual({ kind: 'message', q: 'av', limit: '25' })
  })

  it('Clear filters empties the address at once', async () => {
    const inbox = start(filtersOf({ status: 'spam' }, 7))
    await loadPage.resolve(firstPage)
    inbox.send({ type: 'CLEAR_FILTERS' })
    expect(showFilters).toHaveBeenCalledExactlyOnceWith(expect.anything(), { query: {} })
  })

  it('the address changes (back, a link): the inbox shows its filters and asks at once', async () => {
    const inbox = await ready()
    inbox.send({ type: 'SEARCH_CHANGED', query: { owner: 'none', q: 'blake' } })
    const { value, context } = inbox.getSnapshot()
    expect(value).toBe('loading')
    expect(context.filters).toEqual({ ...emptyFilters, owner: 'none', q: 'blake' })
    expect(loadPage.inputs[1]).toEqual({ owner: 'none', q: 'blake', limit: '25' })
    expect(showFilters).not.toHaveBeenCalled() // the address has them already
  })

  it.each([
    ['the filters shown', '', { kind: 'message', owner: '7' }],
    ['the same once trimmed', ' av ', { kind: 'message', owner: '7', q: 'av' }],
  ] as const)(
    'the address gives %s (its own change, come back): nothing is asked again',
    async (_, q, query) => {
      const inbox = start({ ...emptyFilters, kind: 'message', owner: 'mine', q })
      await loadPage.resolve(firstPage)
      inbox.send({ type: 'SEARCH_CHANGED', query })
      expect(inbox.getSnapshot().value).toEqual({ ready: 'idle' })
      expect(loadPage.inputs).toHaveLength(1)
    },
  )

  it('the address shares a filter with the list but not another: the address wins', async () => {
    const inbox = start(filtersOf({ kind: 'message', owner: '7' }, 7))
    await loadPage.resolve(firstPage)
    inbox.send({ type: 'SEARCH_CHANGED', query: { kind: 'message', status: 'new' } })
    expect(inbox.getSnapshot().context.filters).toEqual({
      ...emptyFilters,
      kind: 'message',
      status: 'new',
    })
    expect(loadPage.inputs[1]).toEqual({ kind: 'message', status: 'new', limit: '25' })
  })

  it('the address changes while a change settles: the address wins, the change is dropped', async () => {
    const inbox = await ready()
    inbox.send({ type: 'CHANGE_FILTER', filter: 'kind', value: 'message' })
    inbox.send({ type: 'SEARCH_CHANGED', query: { status: 'spam' } })
    expect(inbox.getSnapshot().context.filters).toEqual({ ...emptyFilters, status: 'spam' })
    await wait(FILTER_SETTLE_MS)
    expect(showFilters).not.toHaveBeenCalled()
    expect(loadPage.inputs.slice(1)).toEqual([{ status: 'spam', limit: '25' }])
  })
})

describe('pages, counts and Load more (keyset: the next cursor)', () => {
  it('the first page shows its items and counts; Load more asks after the cursor and appends', async () => {
    const inbox = await ready()
    expect(inbox.getSnapshot().context).toMatchObject({
      items: [avery, blake],
      next: 'cursor-2',
      counts: firstPage.counts,
      selected: 0,
    })
    inbox.send({ type: 'LOAD_MORE' })
    expect(loadPage.inputs[1]).toEqual({ limit: '25', after: 'cursor-2' })
    await loadPage.resolve(lastPage)
    const { context, value } = inbox.getSnapshot()
    expect(value).toEqual({ ready: 'idle' })
    expect(context.items.map((item) => item.id)).toEqual([41, 7, 40])
    expect(context.next).toBeNull()
    expect(context.counts).toEqual(lastPage.counts)
    inbox.send({ type: 'LOAD_MORE' }) // the last page: nothing more
    expect(loadPage.inputs).toHaveLength(2)
  })

  it('a search that matched more than the server counts says so, until a page is counted', async () => {
    const inbox = await ready()
    expect(inbox.getSnapshot().context.countedOver).toBeNull()
    inbox.send({ type: 'CHANGE_FILTER', filter: 'q', value: 'example.com' })
    await wait(FILTER_SETTLE_MS)
    await loadPage.resolve({ ...firstPage, counts: {}, over: 1000 })
    expect(inbox.getSnapshot().context).toMatchObject({ counts: {}, countedOver: 1000 })
    inbox.send({ type: 'LOAD_MORE' })
    await loadPage.resolve({ ...lastPage, counts: {}, over: 1000 })
    expect(inbox.getSnapshot().context.countedOver).toBe(1000)
    inbox.send({ type: 'CHANGE_FILTER', filter: 'q', value: 'avery' })
    await wait(FILTER_SETTLE_MS)
    await loadPage.resolve(firstPage)
    expect(inbox.getSnapshot().context).toMatchObject({
      counts: firstPage.counts,
      countedOver: null,
    })
  })

  it.each([[agentsError(401)], [new Error('offline')]])(
    'a failed next page (%s) keeps the list; Load more again',
    async (error) => {
      const inbox = await ready()
      inbox.send({ type: 'LOAD_MORE' })
      await loadPage.reject(error)
      expect(inbox.getSnapshot().value).toEqual({ ready: 'moreFailed' })
      expect(inbox.getSnapshot().context.items).toHaveLength(2)
      inbox.send({ type: 'LOAD_MORE' })
      expect(inbox.getSnapshot().value).toEqual({ ready: 'loadingMore' })
    },
  )

  it.each([[agentsError(401)], [new Error('offline')]])(
    'a failed first page (%s): failed; Refresh asks again',
    async (error) => {
      const inbox = start()
      await loadPage.reject(error)
      expect(inbox.getSnapshot().value).toBe('failed')
      inbox.send({ type: 'REFRESH' })
      expect(inbox.getSnapshot().value).toBe('loading')
    },
  )
})

describe('the keyboard: j/k move, Enter opens', () => {
  it.each([
    [[1], 1],
    [[1, 1, 1], 1],
    [[-1], 0],
    [[1, -1], 0],
  ] as const)('moves %j: on item %i', async (moves, selected) => {
    const inbox = await ready()
    for (const by of moves) inbox.send({ type: 'MOVE', by })
    expect(inbox.getSnapshot().context.selected).toBe(selected)
  })

  it.each([
    [-3, 0],
    [1, 1],
    [9, 1],
  ])('select %i: item %i', async (index, selected) => {
    const inbox = await ready()
    inbox.send({ type: 'SELECT', index })
    expect(inbox.getSnapshot().context.selected).toBe(selected)
  })

  it('Enter opens the selected item; a new page starts at the top', async () => {
    const inbox = await ready()
    inbox.send({ type: 'MOVE', by: 1 })
    inbox.send({ type: 'OPEN' })
    expect(openItem).toHaveBeenCalledExactlyOnceWith(expect.anything(), { item: blake })
    inbox.send({ type: 'REFRESH' })
    await loadPage.resolve(firstPage)
    expect(inbox.getSnapshot().context.selected).toBe(0)
  })

  it('nothing to move or open in an empty list', async () => {
    const inbox = start()
    await loadPage.resolve({ items: [], next: null, counts: {} })
    inbox.send({ type: 'MOVE', by: 1 })
    inbox.send({ type: 'SELECT', index: 1 })
    inbox.send({ type: 'OPEN' })
    expect(inbox.getSnapshot().context.selected).toBe(0)
    expect(openItem).not.toHaveBeenCalled()
  })
})
