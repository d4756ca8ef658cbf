import { expect, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { ShortcutsOverlay } from '../../src/agents/ShortcutsOverlay'
import { consoleShortcuts } from '../../src/machines/consoleShortcuts.machine'
import { describeModel } from './describeModel'
import { consoleShortcutsModel } from './models'

let focusSearch = vi.fn()
let goInbox = vi.fn()
const provide = () => {
  focusSearch = vi.fn()
  goInbox = vi.fn()
  return { actions: { focusSearch, goInbox } }
}

/** The console behind the overlay: a button that has the focus when a key is pressed. */
const opener = () => screen.getByRole('button', { name: 'Somewhere in the console', hidden: true })
const dialog = () => document.querySelector('dialog')!

describeModel(consoleShortcutsModel, {
  actor: { provide },
  view: {
    provide,
    render: (shortcuts) =>
      render(
        <>
          <button type="button" ref={(button) => button?.focus()}>
            Somewhere in the console
          </button>
          <ShortcutsOverlay shortcuts={shortcuts} />
        </>,
      ),
    events: {
      SHOW: (user) => user.keyboard('?'),
      // Escape is the dialog's `cancel` (happy-dom has no top layer to send it).
      CLOSE: async () => {
        await act(async () => {
          dialog().dispatchEvent(new Event('cancel', { cancelable: true }))
        })
      },
      FOCUS_SEARCH: (user) => user.keyboard('/'),
      GO: (user) => user.keyboard('g'),
      GO_INBOX: (user) => user.keyboard('i'),
      OTHER_KEY: (user) => user.keyboard('x'),
    },
    states: {
      closed: () => {
        expect(dialog().open).toBe(false)
        expect(screen.queryByRole('heading', { name: 'Keyboard shortcuts' })).toBeNull()
        // Focus back where it was before the overlay.
        expect(document.activeElement).toBe(opener())
      },
      'closed.ready': () => {},
      'closed.going': () => expect(goInbox).not.toHaveBeenCalled(),
      open: () => {
        expect(dialog().open).toBe(true)
        expect(dialog()).toHaveAccessibleName('Keyboard shortcuts')
        const rows = screen.getAllByRole('row').slice(1)
        expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual(
          consoleShortcuts.map((shortcut) => shortcut.does),
        )
        // Focus moved in: on Close, the only control.
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }))
      },
    },
  },
})
