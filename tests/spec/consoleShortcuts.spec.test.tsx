// Issue 43, item 8: keyboard shortcuts listed in a `?` overlay. The keys as data: what each
// does, that `g` waits GO_PREFIX_MS for its second key, and that no key acts while typed into
// a field.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { createActor } from 'xstate'
import { ShortcutsOverlay } from '../../src/agents/ShortcutsOverlay'
import {
  consoleShortcutsMachine,
  GO_PREFIX_MS,
  type ConsoleShortcutsEvent,
} from '../../src/machines/consoleShortcuts.machine'
import { effect, wait } from './actors'

function start() {
  const focusSearch = effect()
  const goInbox = effect()
  const actor = createActor(
    consoleShortcutsMachine.provide({ actions: { focusSearch, goInbox } }),
  ).start()
  return { actor, focusSearch, goInbox }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('the console’s shortcuts', () => {
  it.each<[ConsoleShortcutsEvent['type'][], number, number, unknown]>([
    [['FOCUS_SEARCH'], 1, 0, { closed: 'ready' }],
    [['GO', 'GO_INBOX'], 0, 1, { closed: 'ready' }],
    [['GO_INBOX'], 0, 0, { closed: 'ready' }], // `i` alone is no shortcut
    [['GO', 'OTHER_KEY', 'GO_INBOX'], 0, 0, { closed: 'ready' }],
    [['GO', 'FOCUS_SEARCH'], 1, 0, { closed: 'ready' }],
    [['SHOW', 'FOCUS_SEARCH', 'GO', 'GO_INBOX'], 0, 0, 'open'], // the overlay holds the keys
    [['SHOW', 'CLOSE'], 0, 0, { closed: 'ready' }],
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

  it(`forgets a g after ${GO_PREFIX_MS} ms`, async () => {
    const { actor, goInbox } = start()
    actor.send({ type: 'GO' })
    await wait(GO_PREFIX_MS - 1)
    expect(actor.getSnapshot().value).toEqual({ closed: 'going' })
    await wait(1)
    actor.send({ type: 'GO_INBOX' })
    expect(goInbox).not.toHaveBeenCalled()
  })

  it('hears no key typed into a field, nor one with Ctrl, Alt or Meta', () => {
    const { actor } = start()
    render(
      <>
        <input aria-label="Search" />
        <ShortcutsOverlay shortcuts={actor} />
      </>,
    )
    const field = screen.getByLabelText('Search')
    act(() => {
      field.dispatchEvent(new KeyboardEvent('keydown', { key: '?', bubbles: true }))
      document.body.dispatchEvent(
        new KeyboardEvent('keydown', { key: '?', ctrlKey: true, bubbles: true }),
      )
    })
    expect(actor.getSnapshot().value).toEqual({ closed: 'ready' })
    act(() => {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: '?', bubbles: true }))
    })
    expect(actor.getSnapshot().value).toBe('open')
  })
})
