// The log's one rule: checked by the property walks (tests/walks).
import { agentErasureLogMachine } from '../../src/machines/agentErasureLog.machine'
import { invariants } from '../walks/invariant'

export const agentErasureLogInvariants = invariants(agentErasureLogMachine, [
  {
    rule: 'the log can be asked for again whenever it is not being asked for',
    holds: (snapshot) => snapshot.matches('loading') !== snapshot.can({ type: 'REFRESH' }),
  },
])
