import type { AnyMachineSnapshot, StateValue } from 'xstate'

/** The name of the first of `states` the snapshot is in (each given as `matches` takes it),
 *  or `otherwise`: what a view renders differently, named once. */
export function whichState<const TName extends string>(
  snapshot: AnyMachineSnapshot,
  states: readonly (readonly [state: StateValue, name: TName])[],
  otherwise: TName,
): TName {
  return states.find(([state]) => snapshot.matches(state))?.[1] ?? otherwise
}
