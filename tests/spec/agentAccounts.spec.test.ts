// Issue 30, staff accounts (admins), written from the issue and the contract: rules as data.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  agentAccountsMachine,
  agentAccountsMessages,
  changeOf,
  draftProblems,
  editProblems,
  emptyDraft,
  type AccountDraft,
  type AccountEdit,
} from '../../src/machines/agentAccounts.machine'
import type { AccountChange, Agent } from '../../src/agents/contract'
import { childErrors, fakeCall } from './actors'
import { agentsError, dana, newAccount, sam } from '../support/agents'

let load: ReturnType<typeof fakeCall<Agent[]>>
let create: ReturnType<typeof fakeCall<Agent, AccountDraft>>
let toggle: ReturnType<typeof fakeCall<Agent, { id: number; disabled: boolean }>>
let save: ReturnType<typeof fakeCall<Agent, { id: number; change: AccountChange }>>

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
  save = fakeCall()
  const actor = createActor(
    agentAccountsMachine.provide({
      actors: {
        loadAccounts: load.logic,
        createAccount: create.logic,
        setDisabled: toggle.logic,
        saveAccount: save.logic,
      },
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
    expect(actor.getSnapshot().value).toEqual({ ready: { settled: 'idle' } })
    expect(actor.getSnapshot().context.accounts).toEqual([dana, sam, newAccount])
    expect(actor.getSnapshot().context.draft).toEqual(emptyDraft)
    type(actor, valid)
    actor.send({ type: 'CREATE' })
    await create.resolve(newAccount)
    expect(actor.getSnapshot().context.accounts).toEqual([dana, sam, newAccount])
  })

  it.each([
    [agentsError(409), 'That user name is taken.'],
    [agentsError(401), 'The account could not be created. Please try again.'],
    [new Error('offline'), 'The account could not be created. Please try again.'],
  ])('%s: %j, what was typed kept', async (error, message) => {
    const actor = await ready()
    type(actor, valid)
    actor.send({ type: 'CREATE' })
    await create.reject(error)
    expect(actor.getSnapshot().value).toEqual({ ready: { settled: 'createFailed' } })
    expect(actor.getSnapshot().context.createProblem).toBe(message)
    expect(actor.getSnapshot().context.draft).toEqual(valid)
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

  it.each([[agentsError(401)], [new Error('offline')]])(
    '%s: toggleFailed; either button again',
    async (error) => {
      const actor = await ready()
      actor.send({ type: 'TOGGLE', id: 2, disabled: true })
      await toggle.reject(error)
      expect(actor.getSnapshot().value).toEqual({ ready: { settled: 'toggleFailed' } })
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
    },
  )

  it.each([[agentsError(401)], [new Error('offline')]])(
    'the list fails to load (%s): Try again',
    async (error) => {
      load = fakeCall()
      const actor = createActor(
        agentAccountsMachine.provide({
          actors: { loadAccounts: load.logic },
        }),
      ).start()
      await load.reject(error)
      expect(actor.getSnapshot().value).toBe('failed')
      actor.send({ type: 'RETRY' })
      expect(actor.getSnapshot().value).toBe('loading')
    },
  )
})

describe('the flow itself', () => {
  it('starts with no accounts, an empty draft for an agent, no problem, nothing toggling', () => {
    const actor = createActor(agentAccountsMachine).start()
    expect(actor.getSnapshot().context).toEqual({
      accounts: [],
      draft: { username: '', displayName: '', password: '', role: 'agent' },
      createProblem: '',
      toggling: null,
      editing: null,
      saveProblem: '',
    })
    expect(emptyDraft).toEqual({ username: '', displayName: '', password: '', role: 'agent' })
  })

  it('the calls run as the children "loadAccounts", "createAccount" and "setDisabled"', async () => {
    const actor = await ready()
    expect(Object.keys(actor.getSnapshot().children)).toEqual([])
    type(actor, valid)
    actor.send({ type: 'CREATE' })
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['createAccount'])
    await create.reject(agentsError(409))
    actor.send({ type: 'TOGGLE', id: 2, disabled: true })
    expect(actor.getSnapshot().value).toEqual({ ready: 'toggling' })
    expect(actor.getSnapshot().context.toggling).toEqual({ id: 2, disabled: true })
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['setDisabled'])
    await toggle.resolve({ ...sam, disabled: true })
    expect(actor.getSnapshot().value).toEqual({ ready: { settled: 'idle' } })
    actor.send({ type: 'TOGGLE', id: 1, disabled: false })
    await toggle.reject(new Error('offline'))
    actor.send({ type: 'TOGGLE', id: 2, disabled: false })
    expect(actor.getSnapshot().context.toggling).toEqual({ id: 2, disabled: false })
  })

  it('a user name is sent without the spaces around it', async () => {
    const actor = await ready()
    type(actor, { ...valid, username: 'robin' })
    actor.send({ type: 'CHANGE_DRAFT', field: 'username', value: 'robin ' })
    actor.send({ type: 'CREATE' })
    expect(create.inputs.map((input) => input.username)).toEqual([])
    actor.send({ type: 'CHANGE_DRAFT', field: 'username', value: 'robin' })
    actor.send({ type: 'CREATE' })
    expect(create.inputs).toEqual([valid])
  })

  it('a creation after a refusal clears the refusal', async () => {
    const actor = await ready()
    type(actor, valid)
    actor.send({ type: 'CREATE' })
    await create.reject(agentsError(409))
    actor.send({ type: 'CREATE' })
    await create.resolve(newAccount)
    expect(actor.getSnapshot().context.createProblem).toBe('')
  })

  it('a failure that is no HTTP answer (no status) is a failure', async () => {
    const actor = await ready()
    type(actor, valid)
    actor.send({ type: 'CREATE' })
    await create.reject(undefined as never)
    expect(actor.getSnapshot().value).toEqual({ ready: { settled: 'createFailed' } })
  })

  it.each([
    ['loadAccounts', {}],
    ['createAccount', { loadAccounts: true }],
    ['setDisabled', { loadAccounts: true }],
    ['saveAccount', { loadAccounts: true }],
  ])('not supplied, %s fails saying so', async (name, supplied) => {
    const errors = childErrors()
    const loaded = fakeCall<Agent[]>()
    const actor = createActor(
      agentAccountsMachine.provide(
        'loadAccounts' in supplied ? { actors: { loadAccounts: loaded.logic } } : {},
      ),
      { inspect: errors.inspect },
    ).start()
    if ('loadAccounts' in supplied) {
      await loaded.resolve([dana])
      if (name === 'createAccount') {
        type(actor, valid)
        actor.send({ type: 'CREATE' })
      } else if (name === 'saveAccount') {
        actor.send({ type: 'EDIT', id: 1 })
        actor.send({ type: 'SAVE' })
      } else actor.send({ type: 'TOGGLE', id: 1, disabled: true })
    }
    await vi.advanceTimersByTimeAsync(0)
    expect(errors.messages).toEqual([`${name} is not provided: supply it with machine.provide()`])
  })
})

const samEdit: AccountEdit = {
  id: sam.id,
  role: 'agent',
  email: '',
  notices: 'off',
  password: '',
  currentPassword: '',
}

describe('an account’s settings (issue 31: notices; issue 30: role and password)', () => {
  it.each([
    // [the edit, what is sent, or null when it cannot be saved]
    [{}, { role: 'agent', email: null, notices: 'off' }],
    [
      { email: ' sam@staff.example ' },
      { role: 'agent', email: 'sam@staff.example', notices: 'off' },
    ],
    [
      { email: 'sam@staff.example', notices: 'digest' },
      { role: 'agent', email: 'sam@staff.example', notices: 'digest' },
    ],
    [{ notices: 'each' }, null],
    [{ email: 'not an address' }, null],
    [{ email: 'a@b.example, c@d.example' }, null],
    [{ role: 'admin' }, { role: 'admin', email: null, notices: 'off' }],
    [{ password: 'short' }, null],
    [
      { password: 'a new password!' },
      { role: 'agent', email: null, notices: 'off', password: 'a new password!' },
    ],
    [
      { password: 'a new password!', currentPassword: 'the old one' },
      {
        role: 'agent',
        email: null,
        notices: 'off',
        password: 'a new password!',
        currentPassword: 'the old one',
      },
    ],
    // A current password without a new one is not sent.
    [{ currentPassword: 'the old one' }, { role: 'agent', email: null, notices: 'off' }],
  ] as const)('%j: sends %j', async (change, sent) => {
    const actor = await ready()
    actor.send({ type: 'EDIT', id: sam.id })
    expect(actor.getSnapshot().context.editing).toEqual(samEdit)
    for (const [field, value] of Object.entries(change))
      actor.send({ type: 'CHANGE_EDIT', field: field as keyof typeof change, value })
    actor.send({ type: 'SAVE' })
    expect(save.inputs).toEqual(sent ? [{ id: sam.id, change: sent }] : [])
    const edit = { ...samEdit, ...change } as AccountEdit
    expect(Object.keys(editProblems(edit)).length === 0).toBe(sent !== null)
    if (sent) expect(changeOf(edit)).toEqual({ id: sam.id, change: sent })
  })

  it('opens with the account’s settings, saves, shows the answer and closes', async () => {
    const actor = await ready()
    actor.send({ type: 'SAVE' }) // nothing open: nothing to save
    expect(actor.getSnapshot().value).toEqual({ ready: { settled: 'idle' } })
    expect(save.inputs).toEqual([])
    actor.send({ type: 'EDIT', id: 99 }) // no such account: nothing opens
    expect(actor.getSnapshot().context.editing).toBeNull()
    actor.send({ type: 'CHANGE_EDIT', field: 'email', value: 'x@y.example' }) // nothing open
    expect(actor.getSnapshot().context.editing).toBeNull()
    actor.send({ type: 'EDIT', id: sam.id })
    actor.send({ type: 'CHANGE_EDIT', field: 'email', value: 'sam@staff.example' })
    actor.send({ type: 'SAVE' })
    expect(actor.getSnapshot().value).toEqual({ ready: 'saving' })
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['saveAccount'])
    actor.send({ type: 'TOGGLE', id: 2, disabled: true }) // one call at a time
    expect(toggle.inputs).toEqual([])
    const saved = { ...sam, email: 'sam@staff.example' }
    await save.resolve(saved)
    expect(actor.getSnapshot().value).toEqual({ ready: { settled: 'idle' } })
    expect(actor.getSnapshot().context.accounts).toEqual([dana, saved])
    expect(actor.getSnapshot().context.editing).toBeNull()
    actor.send({ type: 'EDIT', id: sam.id })
    expect(actor.getSnapshot().context.editing?.email).toBe('sam@staff.example')
    actor.send({ type: 'CANCEL_EDIT' })
    expect(actor.getSnapshot().context.editing).toBeNull()
  })

  it.each([
    [agentsError(409), agentAccountsMessages.lastAdmin],
    [agentsError(400), agentAccountsMessages.saveRefused],
    [agentsError(401), agentAccountsMessages.toggleFailed],
    [new Error('offline'), agentAccountsMessages.toggleFailed],
  ])('%s: saveFailed with %j, the edit kept', async (error, message) => {
    const actor = await ready()
    actor.send({ type: 'EDIT', id: sam.id })
    actor.send({ type: 'CHANGE_EDIT', field: 'role', value: 'admin' })
    actor.send({ type: 'SAVE' })
    await save.reject(error)
    expect(actor.getSnapshot().value).toEqual({ ready: { settled: 'saveFailed' } })
    expect(actor.getSnapshot().context.saveProblem).toBe(message)
    expect(actor.getSnapshot().context.editing).toEqual({ ...samEdit, role: 'admin' })
    // Saving again clears the refusal once it leaves saveFailed.
    actor.send({ type: 'SAVE' })
    expect(actor.getSnapshot().context.saveProblem).toBe('')
    await save.resolve({ ...sam, role: 'admin' })
    expect(actor.getSnapshot().context.accounts).toEqual([dana, { ...sam, role: 'admin' }])
  })

  it('the messages say what happened', () => {
    expect(agentAccountsMessages.lastAdmin).toBe('The last enabled administrator must stay one.')
    expect(agentAccountsMessages.saveRefused).toBe(
      'The server refused these settings: check the address and the password.',
    )
    expect(editProblems({ ...samEdit, notices: 'digest' })).toEqual({
      notices: 'Notices need an address to go to.',
    })
  })

  it('a failed creation or toggle forgets its refusal and its account when it is left', async () => {
    const actor = await ready()
    type(actor, valid)
    actor.send({ type: 'CREATE' })
    await create.reject(agentsError(409))
    actor.send({ type: 'TOGGLE', id: 2, disabled: true })
    expect(actor.getSnapshot().context.createProblem).toBe('')
    await toggle.reject(new Error('offline'))
    expect(actor.getSnapshot().context.toggling).toBeNull()
  })
})
