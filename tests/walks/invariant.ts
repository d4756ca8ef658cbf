// What an invariant is: a rule of a machine, in words, that holds in every snapshot it can
// reach. Each machine's are written beside its spec table (tests/spec/<machine>.invariants.ts)
// and checked after every step of the property walks (tests/walks/walks.test.ts).
import type { AnyStateMachine, SnapshotFrom } from 'xstate'

export interface Invariant<TMachine extends AnyStateMachine> {
  /** The rule as a person states it: "a sent form is never editable". */
  rule: string
  holds: (snapshot: SnapshotFrom<TMachine>) => boolean
}

/** A machine's invariants, typed against it: `invariants(reachOutMachine, [...])`. */
export const invariants = <TMachine extends AnyStateMachine>(
  _machine: TMachine,
  rules: readonly Invariant<TMachine>[],
): readonly Invariant<TMachine>[] => rules
