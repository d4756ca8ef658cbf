import { setup, type ActorRefFrom } from 'xstate'

/** How long `g` waits for the key that says where to go. */
export const GO_PREFIX_MS = 1500

/** The console's keyboard shortcuts, as the `?` overlay lists them. None acts while a field
 *  has the focus (typing a `g` or a `?` types it). */
export const consoleShortcuts = [
  { keys: ['/'], does: 'Puts the cursor in the inbox’s search' },
  { keys: ['j', '↓'], does: 'Next item in the inbox’s list' },
  { keys: ['k', '↑'], does: 'Previous item in the inbox’s list' },
  { keys: ['Enter'], does: 'Opens the item selected' },
  { keys: ['x'], does: 'Ticks the item for an action on several at once' },
  { keys: ['g', 'i'], does: 'Goes to the inbox (g, then i)' },
  { keys: ['?'], does: 'Shows this list' },
  { keys: ['Escape'], does: 'Closes this list' },
] as const

/** What the console's keys say, once the view has left out keys typed into a field. */
export type ConsoleShortcutsEvent =
  | { type: 'SHOW' }
  | { type: 'CLOSE' }
  | { type: 'FOCUS_SEARCH' }
  | { type: 'GO' }
  | { type: 'GO_INBOX' }
  | { type: 'OTHER_KEY' }

/** The keys the machine hears; any other key (unmodified, outside a field) is OTHER_KEY. */
const keyEvents: Readonly<Record<string, ConsoleShortcutsEvent['type']>> = {
  '?': 'SHOW',
  '/': 'FOCUS_SEARCH',
  g: 'GO',
  i: 'GO_INBOX',
}

/** What a key pressed on the page says to the machine, or null when it is no shortcut: held
 *  with Ctrl, Alt or Meta (the browser's or the system's own), already handled, or typed into
 *  a field (`typing`, which the view tells from the key's target). */
export function shortcutOf(
  key: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'defaultPrevented'>,
  typing: boolean,
): ConsoleShortcutsEvent['type'] | null {
  if (typing || key.defaultPrevented || key.ctrlKey || key.altKey || key.metaKey) return null
  return keyEvents[key.key] ?? 'OTHER_KEY'
}

/**
 * The console's keyboard shortcuts and their `?` overlay (issue 43, item 8): `?` shows the
 * list in a modal dialog (Escape or Close hides it, focus back where it was); `/` focuses the
 * inbox's search; `g` then `i` goes to the inbox. (j, k, the arrows, Enter and x belong to the
 * inbox's list, which handles them where the focus is.)
 */
export const consoleShortcutsMachine = setup({
  types: { events: {} as ConsoleShortcutsEvent },
  actions: {
    /** Supplied by the app: the cursor in the inbox's search (the inbox first, elsewhere). */
    focusSearch: () => {},
    /** Supplied by the app: the inbox, with the filters it had. */
    goInbox: () => {},
  },
  delays: { GO_PREFIX_MS },
}).createMachine({
  id: 'consoleShortcuts',
  description: 'The console’s keys: ? lists them in a dialog, / focuses the search, g i the inbox.',
  meta: {
    purpose: 'Work the console from the keyboard, and see how.',
    spec: '—',
  },
  initial: 'closed',
  states: {
    closed: {
      description: 'No overlay: the keys act on the console.',
      initial: 'ready',
      on: { SHOW: 'open' },
      states: {
        ready: {
          description: 'Waiting for a key: / focuses the search, g starts a “go to”.',
          on: { FOCUS_SEARCH: { actions: 'focusSearch' }, GO: 'going' },
        },
        going: {
          description: '`g` was pressed: the next key says where to go.',
          on: {
            GO_INBOX: { target: 'ready', actions: 'goInbox' },
            OTHER_KEY: 'ready',
            FOCUS_SEARCH: { target: 'ready', actions: 'focusSearch' },
          },
          after: { GO_PREFIX_MS: 'ready' },
        },
      },
    },
    open: {
      description: 'The list of shortcuts in a modal dialog; the console behind it is inert.',
      on: { CLOSE: 'closed' },
    },
  },
})

export type ConsoleShortcutsActor = ActorRefFrom<typeof consoleShortcutsMachine>
