// Issue 43, item 8: saved views, named inbox filters per account. Rules as data: the name's
// rule (1..60 characters once trimmed), what Save sends, how each refusal is shown, and that a
// view already gone counts as deleted.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import {
  agentViewsMachine,
  agentViewsMessages,
  nameProblemOf,
} from '../../src/machines/agentViews.machine'
import type { SavedView, SavedViewList, SavedViewRequest } from '../../src/agents/contract'
import { effect, fakeCall } from './actors'
import { missingEffects } from './missingEffects'
import { agentsError } from '../support/agents'

const unowned: SavedView = { id: 4, name: 'Unowned', filters: { owner: 'none' } }
const spam: SavedView = { id: 9, name: 'Spam', filters: { status: 'spam' } }

function start() {
  const loadViews = fakeCall<SavedViewList>()
  const saveView = fakeCall<SavedView, SavedViewRequest>()
  const deleteView = fakeCall<void, { id: number }>()
  const openView = effect()
  const actor = createActor(
    agentViewsMachine.provide({
      actors: {
        loadViews: loadViews.logic,
        saveView: saveView.logic,
        deleteView: deleteView.logic,
      },
      actions: { openView },
    }),
  ).start()
  return { actor, loadViews, saveView, deleteView, openView }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('saved views', () => {
  it.each([
    ['', 'The name is required.'],
    ['   ', 'The name is required.'],
    ['x'.repeat(61), 'The name must be 60 characters or fewer.'],
    ['x'.repeat(60), null],
    ['Spam', null],
  ])('the name %j: %s', (name, problem) => {
    expect(nameProblemOf(name)).toBe(problem)
  })

  it('lists the views by name; choosing one opens the inbox with its filters', async () => {
    const { actor, loadViews, openView } = start()
    await loadViews.resolve({ views: [unowned, spam] })
    expect(actor.getSnapshot().context.views.map((view) => view.name)).toEqual(['Spam', 'Unowned'])
    actor.send({ type: 'OPEN', view: unowned })
    expect(openView).toHaveBeenCalledWith(expect.anything(), { filters: { owner: 'none' } })
  })

  it('starts with no views and an empty form, and lists views of one name by id', async () => {
    const { actor, loadViews } = start()
    expect(actor.getSnapshot().context).toEqual({
      views: [],
      name: '',
      nameProblem: null,
      filters: {},
      saveProblem: null,
      deleting: null,
    })
    const named = (id: number, name: string): SavedView => ({ id, name, filters: {} })
    await loadViews.resolve({
      // ids neither rising nor falling: the order is the sort's, not the list's
      views: [named(4, 'Spam'), named(2, 'Alpha'), named(9, 'Spam'), named(1, 'Spam')],
    })
    expect(actor.getSnapshot().context.views.map(({ id, name }) => `${name} ${id}`)).toEqual([
      'Alpha 2',
      'Spam 1',
      'Spam 4',
      'Spam 9',
    ])
  })

  it('sends nothing for a name the rule refuses, and says why under the field', async () => {
    const { actor, loadViews, saveView } = start()
    await loadViews.resolve({ views: [] })
    actor.send({ type: 'SAVE', filters: {} })
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context.nameProblem).toBe('The name is required.')
    expect(saveView.inputs).toHaveLength(0)
    actor.send({ type: 'CHANGE_NAME', value: 'S' })
    expect(actor.getSnapshot().context.nameProblem).toBeNull()
  })

  it('saves the name and the filters given, then empties the field', async () => {
    const { actor, loadViews, saveView } = start()
    await loadViews.resolve({ views: [unowned] })
    actor.send({ type: 'CHANGE_NAME', value: 'Spam' })
    actor.send({ type: 'SAVE', filters: { status: 'spam' } })
    expect(saveView.inputs.at(-1)).toEqual({ name: 'Spam', filters: { status: 'spam' } })
    await saveView.resolve(spam)
    expect(actor.getSnapshot().matches({ ready: 'saved' })).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ name: '', views: [spam, unowned] })
  })

  it('a view saved again under its id replaces the one listed', async () => {
    const { actor, loadViews, saveView } = start()
    await loadViews.resolve({ views: [spam, unowned] })
    actor.send({ type: 'CHANGE_NAME', value: 'Spam' })
    actor.send({ type: 'SAVE', filters: { status: 'new' } })
    await saveView.resolve({ ...spam, filters: { status: 'new' } })
    expect(actor.getSnapshot().context.views).toEqual([
      { ...spam, filters: { status: 'new' } },
      unowned,
    ])
  })

  it('the name can be typed while Save or Delete is busy, which goes on', async () => {
    const { actor, loadViews, saveView, deleteView } = start()
    await loadViews.resolve({ views: [spam, unowned] })
    actor.send({ type: 'CHANGE_NAME', value: 'Spam' })
    actor.send({ type: 'SAVE', filters: {} })
    actor.send({ type: 'CHANGE_NAME', value: 'Spam 2' })
    expect(actor.getSnapshot().matches({ ready: 'saving' })).toBe(true)
    expect(actor.getSnapshot().context.name).toBe('Spam 2')
    await saveView.resolve(spam)
    expect(actor.getSnapshot().matches({ ready: 'saved' })).toBe(true)
    actor.send({ type: 'DELETE', id: unowned.id })
    actor.send({ type: 'CHANGE_NAME', value: 'U' })
    expect(actor.getSnapshot().matches({ ready: 'deleting' })).toBe(true)
    expect(actor.getSnapshot().context.name).toBe('U')
    await deleteView.resolve(undefined)
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ views: [spam], deleting: null })
  })

  it('after a save, Save shows the empty name’s problem, typing goes back to the form', async () => {
    const { actor, loadViews, saveView } = start()
    await loadViews.resolve({ views: [] })
    actor.send({ type: 'CHANGE_NAME', value: 'Spam' })
    actor.send({ type: 'SAVE', filters: {} })
    await saveView.resolve(spam)
    actor.send({ type: 'SAVE', filters: {} })
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context.nameProblem).toBe('The name is required.')
    expect(saveView.inputs).toHaveLength(1)
    actor.send({ type: 'CHANGE_NAME', value: 'Unowned' })
    actor.send({ type: 'SAVE', filters: {} })
    await saveView.resolve(unowned)
    expect(actor.getSnapshot().matches({ ready: 'saved' })).toBe(true)
    actor.send({ type: 'CHANGE_NAME', value: 'U' })
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
  })

  it.each([['saveFailed' as const], ['deleteFailed' as const]])(
    'from %s: typing goes back to the form, Save and Delete try again',
    async (failed) => {
      const { actor, loadViews, saveView, deleteView } = start()
      await loadViews.resolve({ views: [spam] })
      const fail = async () => {
        actor.send({ type: 'CHANGE_NAME', value: 'Spam' })
        if (failed === 'saveFailed') {
          actor.send({ type: 'SAVE', filters: {} })
          await saveView.reject(new Error('offline'))
        } else {
          actor.send({ type: 'DELETE', id: spam.id })
          await deleteView.reject(new Error('offline'))
        }
        expect(actor.getSnapshot().matches({ ready: failed })).toBe(true)
      }
      await fail()
      actor.send({ type: 'CHANGE_NAME', value: 'Spam!' })
      expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
      await fail()
      actor.send({ type: 'SAVE', filters: { status: 'spam' } })
      expect(actor.getSnapshot().matches({ ready: 'saving' })).toBe(true)
      await saveView.reject(new Error('offline'))
      actor.send({ type: 'DELETE', id: spam.id })
      expect(actor.getSnapshot().matches({ ready: 'deleting' })).toBe(true)
      expect(deleteView.inputs.at(-1)).toEqual({ id: spam.id })
    },
  )

  it('a refusal’s words go when the next save fails for another reason', async () => {
    const { actor, loadViews, saveView } = start()
    await loadViews.resolve({ views: [] })
    actor.send({ type: 'CHANGE_NAME', value: 'Spam' })
    actor.send({ type: 'SAVE', filters: {} })
    await saveView.reject(
      Object.assign(agentsError(409), { body: { error: 'You have 20 views.' } }),
    )
    expect(actor.getSnapshot().context.saveProblem).toBe('You have 20 views.')
    actor.send({ type: 'SAVE', filters: {} })
    await saveView.reject(new Error('offline'))
    expect(actor.getSnapshot().matches({ ready: 'saveFailed' })).toBe(true)
    expect(actor.getSnapshot().context.saveProblem).toBeNull()
  })

  it.each([
    [
      'a name taken (409 naming it): under the field',
      Object.assign(agentsError(409), { body: { error: 'x', fields: { name: ['Taken.'] } } }),
      { state: 'idle' as const, nameProblem: 'Taken.', saveProblem: null },
    ],
    [
      'a full account (409): the server’s words',
      Object.assign(agentsError(409), { body: { error: 'You have 20 views.' } }),
      { state: 'saveFailed' as const, nameProblem: null, saveProblem: 'You have 20 views.' },
    ],
    [
      'a name refused (400 naming it): under the field',
      Object.assign(agentsError(400), { body: { error: 'x', fields: { name: ['Too long.'] } } }),
      { state: 'idle' as const, nameProblem: 'Too long.', saveProblem: null },
    ],
    [
      'a 500 naming the name: the generic failure',
      Object.assign(agentsError(500), { body: { error: 'x', fields: { name: ['Taken.'] } } }),
      { state: 'saveFailed' as const, nameProblem: null, saveProblem: null },
    ],
    [
      'a 409 whose name is no list: the server’s words',
      Object.assign(agentsError(409), { body: { error: 'Taken.', fields: { name: 'Taken.' } } }),
      { state: 'saveFailed' as const, nameProblem: null, saveProblem: 'Taken.' },
    ],
    [
      'a 409 whose name is no text: the server’s words',
      Object.assign(agentsError(409), { body: { error: 'Taken.', fields: { name: [7] } } }),
      { state: 'saveFailed' as const, nameProblem: null, saveProblem: 'Taken.' },
    ],
    [
      'a 400 naming no field: the generic failure',
      Object.assign(agentsError(400), { body: { error: 'Bad request.' } }),
      { state: 'saveFailed' as const, nameProblem: null, saveProblem: null },
    ],
    [
      'a 409 without words: the generic failure',
      Object.assign(agentsError(409), { body: { error: 7 } }),
      { state: 'saveFailed' as const, nameProblem: null, saveProblem: null },
    ],
    [
      'a 409 without a body: the generic failure',
      agentsError(409),
      { state: 'saveFailed' as const, nameProblem: null, saveProblem: null },
    ],
    [
      'no answer: the generic failure',
      new Error('offline'),
      { state: 'saveFailed' as const, nameProblem: null, saveProblem: null },
    ],
    [
      'a failure without an error: the generic failure',
      null,
      { state: 'saveFailed' as const, nameProblem: null, saveProblem: null },
    ],
  ])('a refused save, %s, keeps the name typed', async (_, error, expected) => {
    const { actor, loadViews, saveView } = start()
    await loadViews.resolve({ views: [] })
    actor.send({ type: 'CHANGE_NAME', value: 'Spam' })
    actor.send({ type: 'SAVE', filters: {} })
    await saveView.reject(error)
    const { context } = actor.getSnapshot()
    expect(actor.getSnapshot().matches({ ready: expected.state })).toBe(true)
    expect(context).toMatchObject({
      name: 'Spam',
      nameProblem: expected.nameProblem,
      saveProblem: expected.saveProblem,
    })
    expect(agentViewsMessages.saveFailed).toBe('The view could not be saved. Please try again.')
  })

  // A 401 is a failure like another here: the console's client ends the session (item 5).
  it.each([
    [agentsError(404), 'idle' as const, [spam]],
    [agentsError(401), 'deleteFailed' as const, [spam, unowned]],
    [new Error('offline'), 'deleteFailed' as const, [spam, unowned]],
    [null, 'deleteFailed' as const, [spam, unowned]], // a failure without an error object
  ])('a failed delete (%s) ends in %s', async (error, state, left) => {
    const { actor, loadViews, deleteView } = start()
    await loadViews.resolve({ views: [spam, unowned] })
    actor.send({ type: 'DELETE', id: unowned.id })
    expect(deleteView.inputs.at(-1)).toEqual({ id: unowned.id })
    await deleteView.reject(error)
    expect(actor.getSnapshot().matches({ ready: state })).toBe(true)
    expect(actor.getSnapshot().context.views).toEqual(left)
  })

  it.each([[agentsError(401)], [new Error('offline')]])(
    'a failed load (%s) says so, and Try again loads again',
    async (error) => {
      const { actor, loadViews } = start()
      await loadViews.reject(error)
      expect(actor.getSnapshot().value).toBe('failed')
      expect(agentViewsMessages.loadFailed).toBe(
        'Your saved views could not be loaded. Please try again.',
      )
      actor.send({ type: 'RETRY' })
      expect(actor.getSnapshot().value).toBe('loading')
      await loadViews.resolve({ views: [spam] })
      expect(actor.getSnapshot().context.views).toEqual([spam])
    },
  )

  it('names the calls the app must supply', async () => {
    vi.useRealTimers()
    expect(await missingEffects(agentViewsMachine, [])).toEqual([
      expect.stringContaining('loadViews is not provided'),
    ])
  })

  it('names Save’s and Delete’s calls when only the load is supplied', async () => {
    vi.useRealTimers()
    const loaded = agentViewsMachine.provide({
      actors: { loadViews: fromPromise(async () => ({ views: [spam] })) },
    })
    expect(
      await missingEffects(loaded, [
        { type: 'CHANGE_NAME', value: 'Spam' },
        { type: 'SAVE', filters: {} },
        { type: 'DELETE', id: spam.id },
      ]),
    ).toEqual([
      expect.stringContaining('saveView is not provided'),
      expect.stringContaining('deleteView is not provided'),
    ])
  })
})
