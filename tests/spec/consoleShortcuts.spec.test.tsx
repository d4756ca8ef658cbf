// Issue 43, item 8: what the console's shortcuts need a page for. The rules themselves (which
// key says what, Ctrl/Alt/Meta, `g` then `i`, the overlay) are data in
// consoleShortcuts.spec.test.ts; here, that the keys are heard on the whole page, that one
// typed into a field (the key's target) is not, and that `/` is not typed where it lands.
import { describe, expect, it } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { createActor } from 'xstate'
import { ShortcutsOverlay } from '../../src/agents/ShortcutsOverlay'
import { consoleShortcutsMachine } from '../../src/machines/consoleShortcuts.machine'
import { effect } from './actors'

const press = (target: EventTarget, key: string, held: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...held })
  act(() => {
    target.dispatchEvent(event)
  })
  return event
}

describe('the console’s shortcuts on the page', () => {
  it('hears a key on the page, not one typed into a field nor one held with Ctrl', () => {
    const focusSearch = effect()
    const actor = createActor(
      consoleShortcutsMachine.provide({ actions: { focusSearch, goInbox: effect() } }),
    ).start()
    render(
      <>
        <input aria-label="Search" />
        <textarea aria-label="Note" />
        <ShortcutsOverlay shortcuts={actor} />
      </>,
    )
    press(screen.getByLabelText('Search'), '?')
    press(screen.getByLabelText('Note'), '/')
    press(document.body, '?', { ctrlKey: true })
    expect(actor.getSnapshot().value).toEqual({ closed: 'ready' })
    expect(focusSearch).not.toHaveBeenCalled()
    // `/` focuses the search, and is not typed into it (nor starts the browser's find).
    expect(press(document.body, '/').defaultPrevented).toBe(true)
    expect(focusSearch).toHaveBeenCalledTimes(1)
    expect(press(document.body, '?').defaultPrevented).toBe(false)
    expect(actor.getSnapshot().value).toBe('open')
  })
})
