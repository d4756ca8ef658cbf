// What holds in every state of the staff accounts: checked by the property walks (tests/walks).
import { agentAccountsMachine } from '../../src/machines/agentAccounts.machine'
import { invariants } from '../walks/invariant'

export const agentAccountsInvariants = invariants(agentAccountsMachine, [
  {
    rule: 'an account is disabled or enabled only when one was asked for',
    holds: (snapshot) =>
      !snapshot.matches({ ready: 'toggling' }) || snapshot.context.toggling !== null,
  },
  {
    rule: 'settings are saved only while an account is being edited',
    holds: (snapshot) =>
      !snapshot.matches({ ready: 'saving' }) || snapshot.context.editing !== null,
  },
  {
    rule: 'no account is listed twice',
    holds: ({ context }) =>
      new Set(context.accounts.map((account) => account.id)).size === context.accounts.length,
  },
])
