// The export's one rule: checked by the property walks (tests/walks).
import { agentExportMachine } from '../../src/machines/agentExport.machine'
import { invariants } from '../walks/invariant'

export const agentExportInvariants = invariants(agentExportMachine, [
  {
    rule: 'one export at a time',
    holds: (snapshot) =>
      !snapshot.matches('exporting') || !snapshot.can({ type: 'EXPORT', query: {} }),
  },
])
