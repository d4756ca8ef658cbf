import type { MachineEffects } from '../ui/flow/machineEffects'
import type { consoleShortcutsMachine } from '../machines/consoleShortcuts.machine'

export function consoleShortcutsEffects({
  focusSearch,
  goInbox,
}: {
  focusSearch: () => void
  goInbox: () => void
}) {
  return { actions: { focusSearch, goInbox } } satisfies MachineEffects<
    typeof consoleShortcutsMachine
  >
}
