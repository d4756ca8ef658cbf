// The log's one rule: checked by the property walks (tests/walks).
import { agentExportLogMachine } from '../../src/machines/agentExportLog.machine'
import { invariants } from '../walks/invariant'

export const agentExportLogInvariants = invariants(agentExportLogMachine, [
  {
    rule: 'the log can be asked for again whenever it is not being asked for',
    holds: (snapshot) => snapshot.matches('loading') !== snapshot.can({ type: 'REFRESH' }),
  },
])
