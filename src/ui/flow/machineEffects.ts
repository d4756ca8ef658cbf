import type { AnyStateMachine } from 'xstate'

/** What `machine.provide()` takes: the implementations of the effects (actors, actions,
 *  delays) a machine names in its setup(). Each flow's `<flow>Effects.ts` builds them with
 *  `satisfies MachineEffects<typeof machine>`, which types the implementations without
 *  widening what the flow returns. */
export type MachineEffects<TMachine extends AnyStateMachine> = Parameters<TMachine['provide']>[0]
