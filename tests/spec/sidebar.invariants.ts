// The sidebar has two states and one event: one rule, checked by the property walks.
import { sidebarMachine } from '../../src/machines/sidebar.machine'
import { invariants } from '../walks/invariant'

export const sidebarInvariants = invariants(sidebarMachine, [
  {
    rule: 'the sidebar can always be toggled',
    holds: (snapshot) => snapshot.can({ type: 'TOGGLE' }),
  },
])
