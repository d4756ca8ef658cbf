// Issue 30, staff accounts (admins), written from the issue and the contract: rules as data.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  agentAccountsMachine,
  agentAccountsMessages,
  draftProblems,
  emptyDraft,
  type AccountDraft,
} from '../../src/machines/agentAccounts.machine'
import type { Agent } from '../../src/agents/contract'
import { effect, fakeCall, type Effect } from './actors'
import { agentsError, dana, newAccount, sam } from '../support/agents'

let load: ReturnType<typeof fakeCall<Agent[]>>
let create: ReturnType<typeof fakeCall<Agent, AccountDraft>>
let toggle: ReturnType<typeof fakeCall<Agent, { id: number; disabled: boolean }>>
let sessionLost: Effect

const valid: AccountDraft = {
  username: 'robin',
  displayName: 'Robin Agent',
  password: 'twelve-chars',
  role: 'agent',
}

async function ready() {
  load = fakeCall()
  create = fakeCall()
  toggle = fakeCall()
  sessionLost = effect()
  const actor = createActor(
    agentAccountsMachine.provide({
      actors: { loadAccounts: load.logic, createAccount: create.logic, setDisabled: toggle.logic },
      actions: { sessionLost },
    }),
  ).start()
  await load.resolve([dana, sam])
  return actor
}
function type(actor: Awaited<ReturnType<typeof ready>>, draft: AccountDraft) {
  for (const [field, value] of Object.entries(draft))
    actor.send({ type: 'CHANGE_DRAFT', field: field as keyof AccountDraft, value })
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('a new account is sent only when the contract accepts it', () => {
  it.each([
    [{}, true],
    [{ username: 'ro' }, false],
    [{ username: 'Robin' }, false],
    [{ username: 'r'.repeat(41) }, false],
    [{ username: 'r.o_b-1' }, true],
    [{ displayName: '  ' }, false],
    [{ password: 'eleven-char' }, false],
    [{ role: 'admin' }, true],
  ] as const)('%j: sent %s', async (change, sent) => {
    const actor = await ready()
    type(actor, { ...valid, ...change } as AccountDraft)
    actor.send({ type: 'CREATE' })
    expect(create.inputs).toEqual(sent ? [{ ...valid, ...change }] : [])
    expect(Object.keys(draftProblems({ ...valid, ...change } as AccountDraft)).length === 0).toBe(
      sent,
    )
  })

  it('each field says why it cannot be sent', () => {
    expect(draftProblems(emptyDraft)).toEqual({
      username: 'The user name is 3 to 40 lower-case letters, digits, ., _ or -.',
      displayName: 'The name is required.',
      password: 'The password must be at least 12 characters long.',
    })
  })

  it('created: in the list, the form empty again; the same account twice is listed once', async () => {
    const actor = await ready()
    type(actor, valid)
    actor.send({ type: 'CREATE' })
    expect(actor.getSnapshot().value).toEqual({ ready: 'creating' })
    await create.resolve(newAccount)
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' })
    expect(actor.getSnapshot().context.accounts).toEqual([dana, sam, newAccount])
    expect(actor.getSnapshot().context.draft).toEqual(emptyDraft)
    type(actor, valid)
    actor.send({ type: 'CREATE' })
    await create.resolve(newAccount)
    expect(actor.getSnapshot().context.accounts).toEqual([dana, sam, newAccount])
  })

  it.each([
    [agentsError(409), 'That user name is taken.', 0],
    [agentsError(401), 'The account could not be created. Please try again.', 1],
    [new Error('offline'), 'The account could not be created. Please try again.', 0],
  ])('%s: %j, what was typed kept', async (error, message, lost) => {
    const actor = await ready()
    type(actor, valid)
    actor.send({ type: 'CREATE' })
    await create.reject(error)
    expect(actor.getSnapshot().value).toEqual({ ready: 'createFailed' })
    expect(actor.getSnapshot().context.createProblem).toBe(message)
    expect(actor.getSnapshot().context.draft).toEqual(valid)
    expect(sessionLost).toHaveBeenCalledTimes(lost)
    actor.send({ type: 'CREATE' })
    expect(actor.getSnapshot().value).toEqual({ ready: 'creating' })
  })
})

describe('disable and enable', () => {
  it('sends the change and shows the account as answered', async () => {
    const actor = await ready()
    actor.send({ type: 'TOGGLE', id: 2, disabled: true })
    expect(toggle.inputs).toEqual([{ id: 2, disabled: true }])
    actor.send({ type: 'TOGGLE', id: 1, disabled: true }) // one at a time
    expect(toggle.inputs).toHaveLength(1)
    await toggle.resolve({ ...sam, disabled: true })
    expect(actor.getSnapshot().context.accounts).toEqual([dana, { ...sam, disabled: true }])
    expect(actor.getSnapshot().context.toggling).toBeNull()
  })

  it.each([
    [agentsError(401), 1],
    [new Error('offline'), 0],
  ])('%s: toggleFailed; either button again', async (error, lost) => {
    const actor = await ready()
    actor.send({ type: 'TOGGLE', id: 2, disabled: true })
    await toggle.reject(error)
    expect(actor.getSnapshot().value).toEqual({ ready: 'toggleFailed' })
    expect(sessionLost).toHaveBeenCalledTimes(lost)
    expect(agentAccountsMessages.toggleFailed).toBe(
      'The account could not be changed. Please try again.',
    )
    actor.send({ type: 'TOGGLE', id: 2, disabled: true })
    await toggle.reject(error)
    type(actor, valid)
    actor.send({ type: 'CREATE' })
    expect(actor.getSnapshot().value).toEqual({ ready: 'creating' })
    await create.reject(new Error('x'))
    actor.send({ type: 'TOGGLE', id: 1, disabled: true })
    expect(toggle.inputs.at(-1)).toEqual({ id: 1, disabled: true })
  })

  it.each([
    [agentsError(401), 1],
    [new Error('offline'), 0],
  ])('the list fails to load (%s): Try again', async (error, lost) => {
    load = fakeCall()
    sessionLost = effect()
    const actor = createActor(
      agentAccountsMachine.provide({
        actors: { loadAccounts: load.logic },
        actions: { sessionLost },
      }),
    ).start()
    await load.reject(error)
    expect(actor.getSnapshot().value).toBe('failed')
    expect(sessionLost).toHaveBeenCalledTimes(lost)
    actor.send({ type: 'RETRY' })
    expect(actor.getSnapshot().value).toBe('loading')
  })
})
