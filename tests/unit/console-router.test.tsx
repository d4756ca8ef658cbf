// The console's router checks the address before a page renders (issue 43): a path's kind and
// id (an id the database cannot hold is the not-found page, not a call and a retry that cannot
// work), an administrator's page (beforeLoad, from the session), and the inbox's search (the
// contract's inbox query: what it refuses is dropped, the rest kept).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { createActor, fromPromise, waitFor } from 'xstate'
import { consoleMessages, createConsoleRouter } from '../../src/agents/router'
import { ConsoleSessionContext } from '../../src/agents/consoleContext'
import { agentSignInMachine } from '../../src/machines/agentSignIn.machine'
import type { Agent } from '../../src/agents/contract'
import { dana, demoAgentSession } from '../support/agents'

/** The console's session actor, restored as `agent` (null: nobody) once `restored` settles. */
function sessionOf(agent: Agent | null, restored: Promise<void> = Promise.resolve()) {
  const session = createActor(
    agentSignInMachine.provide({
      actors: {
        restoreSession: fromPromise(async () => {
          await restored
          return agent && { ...demoAgentSession, agent }
        }),
      },
    }),
  ).start()
  return session
}

// A page's own calls never answer: what is looked at is what the router decided.
beforeEach(() =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  ),
)
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** Opens the console at `path` as ConsoleApp does, with a session signed in as `agent`. */
async function visit(path: string, agent: Agent | null = dana) {
  const router = createConsoleRouter({ history: createMemoryHistory({ initialEntries: [path] }) })
  const session = sessionOf(agent)
  await waitFor(session, (snapshot) => !snapshot.matches('restoring'))
  await act(async () => {
    render(
      <ConsoleSessionContext value={session}>
        <RouterProvider router={router} context={{ session }} />
      </ConsoleSessionContext>,
    )
  })
  await act(() => router.load())
  return { router, leaf: router.state.matches.at(-1)! }
}
const notFound = () => screen.queryByText(consoleMessages.notFound) !== null

describe('a path names a page, or is not found', () => {
  it.each([
    '/agents/items/message/2147483648',
    '/agents/items/message/99999999999',
    '/agents/items/message/0',
    '/agents/items/message/007',
    '/agents/items/message/-1',
    '/agents/items/message/1e3',
    '/agents/items/letter/1',
    '/agents/campaigns/2147483648',
    '/agents/campaigns/abc',
    '/agents/nowhere',
  ])('%s is not found', async (path) => {
    await visit(path)
    expect(notFound()).toBe(true)
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it.each([
    ['/agents/items/message/2147483647', { kind: 'message', id: 2147483647 }],
    ['/agents/items/invitation/1', { kind: 'invitation', id: 1 }],
    ['/agents/campaigns/12', { id: 12 }],
  ])('%s is a page, its params parsed', async (path, params) => {
    const { leaf } = await visit(path)
    expect(notFound()).toBe(false)
    expect(leaf.status).toBe('success')
    expect(leaf.params).toEqual(params)
  })
})

describe('an administrator’s page asks the session first', () => {
  it('an administrator: the page', async () => {
    const { leaf } = await visit('/agents/admin', { ...dana, role: 'admin' })
    expect(leaf.routeId).toBe('/agents/admin')
    expect(leaf.status).toBe('success')
    expect(screen.queryByText(consoleMessages.adminOnly)).toBeNull()
  })

  it('an agent: why not, and no page (none of its calls)', async () => {
    const { leaf } = await visit('/agents/admin', { ...dana, role: 'agent' })
    expect(leaf.status).toBe('notFound')
    expect(screen.getByRole('alert')).toHaveTextContent(consoleMessages.adminOnly)
    expect(screen.queryByRole('heading', { name: /accounts/i })).toBeNull()
    expect(fetch).not.toHaveBeenCalledWith(expect.stringContaining('/accounts'), expect.anything())
  })

  it('nobody yet (the session being restored): the page waits for the agent, then decides', async () => {
    let restore = () => {}
    const session = sessionOf({ ...dana, role: 'agent' }, new Promise((done) => (restore = done)))
    const router = createConsoleRouter({
      history: createMemoryHistory({ initialEntries: ['/agents/admin'] }),
    })
    router.update({ ...router.options, context: { session } })
    const loaded = router.load()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(router.state.status).toBe('pending')
    restore()
    await loaded
    expect(router.state.matches.at(-1)!.status).toBe('notFound')
  })
})

describe('the inbox’s filters are its search', () => {
  it.each([
    ['', {}],
    ['?kind=message&status=new&owner=7', { kind: 'message', status: 'new', owner: '7' }],
    [
      '?from=2026-11-01&to=2026-11-27&q=avery',
      { from: '2026-11-01', to: '2026-11-27', q: 'avery' },
    ],
    // What the schema refuses is dropped, the rest kept; paging and unknown fields never stay.
    ['?kind=letter&status=new', { status: 'new' }],
    ['?owner=me&q=blake', { q: 'blake' }],
    ['?from=01-11-2026&kind=message', { kind: 'message' }],
    ['?after=cursor&limit=5&sort=old&kind=message', { kind: 'message' }],
  ])('/agents%s', async (search, expected) => {
    const { leaf } = await visit(`/agents${search}`)
    expect(leaf.routeId).toBe('/agents/')
    expect(leaf.search).toEqual(expected)
  })

  it('writes them as plain pairs, every value a string (an id stays one)', async () => {
    const { router } = await visit('/agents')
    // (Typed against the site's registered router: the console's is its own.)
    await act(() => router.navigate({ to: '/agents', search: { owner: '7', q: 'a b' } } as never))
    expect(router.state.location.href).toBe('/agents?owner=7&q=a+b')
    expect(router.state.location.search).toEqual({ owner: '7', q: 'a b' })
  })
})
