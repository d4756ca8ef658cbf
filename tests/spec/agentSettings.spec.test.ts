// Issue 43, an agent's own settings (/agents/settings), written from the issue, docs/mail.md
// (each account chooses its notices) and the account change call's rules
// (src/agents/contract.ts, accountChangeRequest): rules as data, the real machine as an actor.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  agentSettingsMachine,
  agentSettingsMessages,
  settingsChangeOf,
  settingsProblems,
  type SettingsForm,
} from '../../src/machines/agentSettings.machine'
import type { AccountChange, Agent } from '../../src/agents/contract'
import { fakeCall } from './actors'
import { agentsError, sam } from '../support/agents'

const samWithNotices: Agent = { ...sam, email: 'sam@novaclub.example', notices: 'digest' }
const blank: SettingsForm = { email: '', notices: 'off', password: '', currentPassword: '' }

let loadSettings: ReturnType<typeof fakeCall<Agent>>
let saveSettings: ReturnType<typeof fakeCall<Agent, { id: number; change: AccountChange }>>

function start() {
  loadSettings = fakeCall()
  saveSettings = fakeCall()
  return createActor(
    agentSettingsMachine.provide({
      actors: { loadSettings: loadSettings.logic, saveSettings: saveSettings.logic },
    }),
    { input: { me: sam.id } },
  ).start()
}
async function editing(agent: Agent = samWithNotices) {
  const settings = start()
  await loadSettings.resolve(agent)
  return settings
}
const refusal = (fields: Record<string, string[]>) =>
  Object.assign(agentsError(400), { body: { error: 'Some fields are not valid.', fields } })

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('what Save sends: one’s own address, notices and password, never a role', () => {
  it.each([
    [blank, { email: null, notices: 'off' }],
    [
      { ...blank, email: ' sam@novaclub.example ', notices: 'each' },
      { email: 'sam@novaclub.example', notices: 'each' },
    ],
    [
      { ...blank, password: 'a-new-password-1', currentPassword: 'the-old-one' },
      {
        email: null,
        notices: 'off',
        password: 'a-new-password-1',
        currentPassword: 'the-old-one',
      },
    ],
    // A current password alone changes nothing: it is not sent.
    [
      { ...blank, currentPassword: 'the-old-one' },
      { email: null, notices: 'off' },
    ],
  ] as const)('%j -> %j', (form, change) => {
    expect(settingsChangeOf(form)).toEqual(change)
  })
})

describe('why Save is not possible yet, field by field', () => {
  it.each([
    [blank, {}],
    [{ ...blank, email: 'sam@novaclub.example', notices: 'each' }, {}],
    [{ ...blank, notices: 'each' }, { notices: agentSettingsMessages.noAddress }],
    [{ ...blank, notices: 'digest', email: '   ' }, { notices: agentSettingsMessages.noAddress }],
    [
      { ...blank, email: 'sam at novaclub' },
      { email: 'Please enter one e-mail address, such as name@example.com.' },
    ],
    [
      { ...blank, password: 'short', currentPassword: 'the-old-one' },
      { password: 'The password must be at least 12 characters long.' },
    ],
    [
      { ...blank, password: 'a-new-password-1' },
      { currentPassword: agentSettingsMessages.currentPasswordNeeded },
    ],
    [{ ...blank, password: 'a-new-password-1', currentPassword: 'the-old-one' }, {}],
  ] as const)('%j: %j', (form, problems) => {
    expect(settingsProblems(form)).toEqual(problems)
  })
})

describe('the flow: loading, the form, saving, saved or not', () => {
  it('while it loads nothing is known: the form is blank, nothing refused or saved', () => {
    expect(start().getSnapshot().context).toEqual({
      me: sam.id,
      form: blank,
      refused: {},
      passwordChanged: false,
    })
  })

  it('an account without an address: the field is empty', async () => {
    const settings = await editing(sam)
    expect(settings.getSnapshot().context.form).toEqual(blank)
  })

  it('loads the account as it is now, and the form shows it', async () => {
    const settings = await editing()
    expect(settings.getSnapshot().value).toBe('editing')
    expect(settings.getSnapshot().context.form).toEqual({
      email: 'sam@novaclub.example',
      notices: 'digest',
      password: '',
      currentPassword: '',
    })
  })

  it.each([[agentsError(401)], [new Error('offline')]])(
    'a failed load (%s): the retry asks again',
    async (error) => {
      const settings = start()
      await loadSettings.reject(error)
      expect(settings.getSnapshot().value).toBe('failed')
      settings.send({ type: 'RETRY' })
      expect(settings.getSnapshot().value).toBe('loading')
    },
  )

  it('Save sends the change on one’s own account; saved, the form is the answer', async () => {
    const settings = await editing(sam)
    settings.send({ type: 'CHANGE', field: 'email', value: 'sam@novaclub.example' })
    settings.send({ type: 'CHANGE', field: 'notices', value: 'each' })
    settings.send({ type: 'SAVE' })
    expect(settings.getSnapshot().value).toBe('saving')
    expect(saveSettings.inputs).toEqual([
      { id: sam.id, change: { email: 'sam@novaclub.example', notices: 'each' } },
    ])
    await saveSettings.resolve({ ...sam, email: 'sam@novaclub.example', notices: 'each' })
    expect(settings.getSnapshot().value).toBe('saved')
    expect(settings.getSnapshot().context.passwordChanged).toBe(false)
    settings.send({ type: 'CHANGE', field: 'notices', value: 'off' })
    expect(settings.getSnapshot().value).toBe('editing')
    expect(settings.getSnapshot().context.form.notices).toBe('off')
  })

  it('a new password is saved with the current one, then both fields are emptied', async () => {
    const settings = await editing()
    settings.send({ type: 'CHANGE', field: 'password', value: 'a-new-password-1' })
    settings.send({ type: 'SAVE' }) // the current password is missing
    expect(settings.getSnapshot().value).toBe('editing')
    settings.send({ type: 'CHANGE', field: 'currentPassword', value: 'the-old-one' })
    settings.send({ type: 'SAVE' })
    expect(saveSettings.inputs[0]!.change).toMatchObject({
      password: 'a-new-password-1',
      currentPassword: 'the-old-one',
    })
    await saveSettings.resolve(samWithNotices)
    const { value, context } = settings.getSnapshot()
    expect(value).toBe('saved')
    expect(context.passwordChanged).toBe(true)
    expect(context.form).toMatchObject({ password: '', currentPassword: '' })
  })

  it('a rule broken: Save does nothing', async () => {
    const settings = await editing(sam)
    settings.send({ type: 'CHANGE', field: 'notices', value: 'each' })
    settings.send({ type: 'SAVE' })
    expect(settings.getSnapshot().value).toBe('editing')
    expect(saveSettings.inputs).toEqual([])
  })

  it('the server refuses a field (a wrong current password): said under it until it changes', async () => {
    const settings = await editing()
    settings.send({ type: 'CHANGE', field: 'password', value: 'a-new-password-1' })
    settings.send({ type: 'CHANGE', field: 'currentPassword', value: 'not-it' })
    settings.send({ type: 'SAVE' })
    await saveSettings.reject(
      refusal({ currentPassword: ['Your current password is not correct.'], email: ['No.'] }),
    )
    const refused = settings.getSnapshot()
    expect(refused.value).toBe('refused')
    expect(refused.context.refused).toEqual({
      currentPassword: 'Your current password is not correct.',
      email: 'No.',
    })
    expect(refused.context.form.password).toBe('a-new-password-1') // kept
    settings.send({ type: 'CHANGE', field: 'currentPassword', value: 'the-old-one' })
    expect(settings.getSnapshot().value).toBe('editing')
    expect(settings.getSnapshot().context.refused).toEqual({ email: 'No.' })
  })

  it.each([
    ['401', agentsError(401)],
    ['a 400 that names no field', agentsError(400)],
    ['no answer', new Error('offline')],
  ])('a failed save (%s): what was typed is kept, Save again', async (_, error) => {
    const settings = await editing()
    settings.send({ type: 'CHANGE', field: 'notices', value: 'each' })
    settings.send({ type: 'SAVE' })
    await saveSettings.reject(error)
    expect(settings.getSnapshot().value).toBe('saveFailed')
    expect(settings.getSnapshot().context.form.notices).toBe('each')
    settings.send({ type: 'SAVE' })
    expect(settings.getSnapshot().value).toBe('saving')
    expect(saveSettings.inputs).toHaveLength(2)
  })

  it.each([
    ['a 400 whose fields are null', Object.assign(agentsError(400), { body: { fields: null } })],
    [
      'another status that names fields',
      Object.assign(agentsError(500), { body: { fields: { email: ['No.'] } } }),
    ],
  ])('%s: a failure, not a refusal', async (_, error) => {
    const settings = await editing()
    settings.send({ type: 'SAVE' })
    await saveSettings.reject(error)
    expect(settings.getSnapshot().value).toBe('saveFailed')
    expect(settings.getSnapshot().context.refused).toEqual({})
  })

  it('a refusal takes each field’s first message, and only messages', async () => {
    const settings = await editing()
    settings.send({ type: 'SAVE' })
    await saveSettings.reject(
      refusal({
        email: 'not a list' as never,
        notices: [42] as never,
        currentPassword: ['Your current password is not correct.', 'And more.'],
      }),
    )
    expect(settings.getSnapshot().context.refused).toEqual({
      currentPassword: 'Your current password is not correct.',
    })
  })

  it.each([
    ['refused', refusal({ email: ['No.'] })],
    ['saveFailed', new Error('offline')],
  ])('%s, then a change: back to the form, the change taken', async (state, error) => {
    const settings = await editing()
    settings.send({ type: 'SAVE' })
    await saveSettings.reject(error)
    expect(settings.getSnapshot().value).toBe(state)
    settings.send({ type: 'CHANGE', field: 'notices', value: 'off' })
    expect(settings.getSnapshot().value).toBe('editing')
    expect(settings.getSnapshot().context.form.notices).toBe('off')
  })

  it('refused: Save again sends what is typed as it is', async () => {
    const settings = await editing()
    settings.send({ type: 'SAVE' })
    await saveSettings.reject(refusal({ email: ['No.'] }))
    settings.send({ type: 'SAVE' })
    expect(settings.getSnapshot().value).toBe('saving')
    expect(saveSettings.inputs).toEqual([saveSettings.inputs[0], saveSettings.inputs[0]])
  })
})
