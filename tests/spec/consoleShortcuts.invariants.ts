// The console's keys: checked by the property walks (tests/walks).
import { consoleShortcutsMachine } from '../../src/machines/consoleShortcuts.machine'
import { invariants } from '../walks/invariant'

export const consoleShortcutsInvariants = invariants(consoleShortcutsMachine, [
  {
    rule: 'no key acts behind the open list of shortcuts',
    holds: (snapshot) =>
      !snapshot.matches('open') ||
      (['GO', 'GO_INBOX', 'FOCUS_SEARCH'] as const).every((type) => !snapshot.can({ type })),
  },
])
