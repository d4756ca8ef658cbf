// Issue 43, item 8: keyboard shortcuts listed in a `?` overlay. The rules as data: which key
// says what, that none acts while typed into a field or held with Ctrl, Alt or Meta, that `g`
// waits GO_PREFIX_MS for its `i`, and that the overlay holds the keys until it is closed.
// (That the page hears keys on the document and tells a field's apart: the .tsx beside this.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  consoleShortcuts,
  consoleShortcutsMachine,
  GO_PREFIX_MS,
  shortcutOf,
  type ConsoleShortcutsEvent,
} from '../../src/machines/consoleShortcuts.machine'
import { effect, wait } from './actors'

type Shortcut = ConsoleShortcutsEvent['type']

function start() {
  const focusSearch = effect()
  const goInbox = effect()
  const actor = createActor(
    consoleShortcutsMachine.provide({ actions: { focusSearch, goInbox } }),
  ).start()
  return { actor, focusSearch, goInbox }
}

const plain = { ctrlKey: false, altKey: false, metaKey: false, defaultPrevented: false }

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('the console’s shortcuts', () => {
  it('the overlay lists each key and what it does', () => {
    expect(consoleShortcuts).toEqual([
      { keys: ['/'], does: 'Puts the cursor in the inbox’s search' },
      { keys: ['j', '↓'], does: 'Next item in the inbox’s list' },
      { keys: ['k', '↑'], does: 'Previous item in the inbox’s list' },
      { keys: ['Enter'], does: 'Opens the item selected' },
      { keys: ['x'], does: 'Ticks the item for an action on several at once' },
      { keys: ['g', 'i'], does: 'Goes to the inbox (g, then i)' },
      { keys: ['?'], does: 'Shows this list' },
      { keys: ['Escape'], does: 'Closes this list' },
    ])
  })

  // j, k, the arrows, Enter and x are the inbox list's own: to this machine they are other keys.
  it.each<[string, Partial<typeof plain>, boolean, Shortcut | null]>([
    ['?', {}, false, 'SHOW'],
    ['/', {}, false, 'FOCUS_SEARCH'],
    ['g', {}, false, 'GO'],
    ['i', {}, false, 'GO_INBOX'],
    ['x', {}, false, 'OTHER_KEY'],
    ['j', {}, false, 'OTHER_KEY'],
    ['Enter', {}, false, 'OTHER_KEY'],
    ['G', {}, false, 'OTHER_KEY'], // Shift+g is no `g`
    ['?', {}, true, null], // typed into a field
    ['g', {}, true, null],
    ['x', {}, true, null],
    ['?', { ctrlKey: true }, false, null],
    ['/', { altKey: true }, false, null],
    ['g', { metaKey: true }, false, null],
    ['x', { ctrlKey: true }, false, null],
    ['?', { defaultPrevented: true }, false, null], // handled already (a dialog's own key)
  ])('the key %j with %j (typing: %s) says %s', (key, held, typing, shortcut) => {
    expect(shortcutOf({ key, ...plain, ...held }, typing)).toBe(shortcut)
  })

  it.each<[Shortcut[], number, number, unknown]>([
    [['FOCUS_SEARCH'], 1, 0, { closed: 'ready' }],
    [['FOCUS_SEARCH', 'FOCUS_SEARCH'], 2, 0, { closed: 'ready' }],
    [['GO'], 0, 0, { closed: 'going' }],
    [['GO', 'GO_INBOX'], 0, 1, { closed: 'ready' }],
    [['GO', 'GO_INBOX', 'GO_INBOX'], 0, 1, { closed: 'ready' }], // the second `i` alone: nothing
    [['GO_INBOX'], 0, 0, { closed: 'ready' }], // `i` alone is no shortcut
    [['GO', 'OTHER_KEY'], 0, 0, { closed: 'ready' }],
    [['GO', 'OTHER_KEY', 'GO_INBOX'], 0, 0, { closed: 'ready' }],
    [['GO', 'GO', 'GO_INBOX'], 0, 1, { closed: 'ready' }], // g g i: still waiting for the i
    [['GO', 'FOCUS_SEARCH'], 1, 0, { closed: 'ready' }],
    [['GO', 'FOCUS_SEARCH', 'GO_INBOX'], 1, 0, { closed: 'ready' }], // `/` ends the wait
    [['SHOW'], 0, 0, 'open'],
    [['SHOW', 'FOCUS_SEARCH', 'GO', 'GO_INBOX', 'OTHER_KEY', 'SHOW'], 0, 0, 'open'], // held
    [['SHOW', 'CLOSE'], 0, 0, { closed: 'ready' }],
    [['SHOW', 'CLOSE', 'GO', 'GO_INBOX'], 0, 1, { closed: 'ready' }], // the keys act again
    [['GO', 'SHOW', 'CLOSE', 'GO_INBOX'], 0, 0, { closed: 'ready' }], // the g is forgotten
    [['CLOSE'], 0, 0, { closed: 'ready' }],
  ])(
    '%j: the search focused %i times, the inbox opened %i times, then %j',
    (events, searched, went, state) => {
      const { actor, focusSearch, goInbox } = start()
      for (const type of events) actor.send({ type })
      expect(focusSearch).toHaveBeenCalledTimes(searched)
      expect(goInbox).toHaveBeenCalledTimes(went)
      expect(actor.getSnapshot().value).toEqual(state)
    },
  )

  it.each<[number, Shortcut, unknown, number]>([
    [GO_PREFIX_MS - 1, 'GO_INBOX', { closed: 'ready' }, 1], // in time
    [GO_PREFIX_MS, 'GO_INBOX', { closed: 'ready' }, 0], // the g forgotten
    [GO_PREFIX_MS, 'GO', { closed: 'going' }, 0], // a new g waits again
  ])('after %i ms a g then %s: %j, the inbox opened %i times', async (ms, next, state, went) => {
    expect(GO_PREFIX_MS).toBe(1500)
    const { actor, goInbox } = start()
    actor.send({ type: 'GO' })
    await wait(ms)
    actor.send({ type: next })
    expect(actor.getSnapshot().value).toEqual(state)
    expect(goInbox).toHaveBeenCalledTimes(went)
  })

  it(`forgets a g after ${GO_PREFIX_MS} ms, not before`, async () => {
    const { actor } = start()
    actor.send({ type: 'GO' })
    await wait(GO_PREFIX_MS - 1)
    expect(actor.getSnapshot().value).toEqual({ closed: 'going' })
    await wait(1)
    expect(actor.getSnapshot().value).toEqual({ closed: 'ready' })
  })
})
