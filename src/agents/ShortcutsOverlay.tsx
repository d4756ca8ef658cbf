import { useEffect } from 'react'
import { useSelector } from '@xstate/react'
import { useModalDialog } from '../ui/common/useModalDialog'
import {
  consoleShortcuts,
  shortcutOf,
  type ConsoleShortcutsActor,
} from '../machines/consoleShortcuts.machine'
import styles from './Console.module.css'

/** Whether the key is typed into something (a field, a select, editable text): not a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null
  return !!element?.closest?.(
    'input, textarea, select, [contenteditable=""], [contenteditable="true"]',
  )
}

/** The console's shortcuts: its keys, heard on the whole page, and the `?` overlay that lists
 *  them (a modal dialog: focus moves in, Escape or Close hides it, focus goes back). */
export function ShortcutsOverlay({ shortcuts }: { shortcuts: ConsoleShortcutsActor }) {
  const open = useSelector(shortcuts, (state) => state.matches('open'))
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const type = shortcutOf(event, isTyping(event.target))
      if (type === null) return
      // `/` would otherwise be typed into the search it focuses (or start the browser's find).
      if (type === 'FOCUS_SEARCH') event.preventDefault()
      shortcuts.send({ type })
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [shortcuts])
  const modal = useModalDialog({
    state: open ? 'open' : 'closed',
    onClose: () => shortcuts.send({ type: 'CLOSE' }),
  })
  return (
    <dialog {...modal} className={styles.shortcuts} aria-labelledby="shortcuts-title">
      {open && (
        <div className={styles.stack}>
          <h2 id="shortcuts-title" className={styles.subheading}>
            Keyboard shortcuts
          </h2>
          <table className={styles.table}>
            <caption className="visually-hidden">The console’s keys and what each does</caption>
            <thead>
              <tr>
                <th scope="col">Keys</th>
                <th scope="col">What it does</th>
              </tr>
            </thead>
            <tbody>
              {consoleShortcuts.map((shortcut) => (
                <tr key={shortcut.does}>
                  <td>
                    {shortcut.keys.map((key, index) => (
                      <span key={key}>
                        {index > 0 && ' '}
                        <kbd>{key}</kbd>
                      </span>
                    ))}
                  </td>
                  <td>{shortcut.does}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.hint}>Shortcuts wait while you type in a field.</p>
          <p>
            <button
              type="button"
              className="button button--primary button--small"
              data-close
              onClick={() => shortcuts.send({ type: 'CLOSE' })}
            >
              Close
            </button>
          </p>
        </div>
      )}
    </dialog>
  )
}
