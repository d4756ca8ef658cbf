// What holds in every state of a campaign's page: checked by the property walks (tests/walks).
import { agentCampaignMachine } from '../../src/machines/agentCampaign.machine'
import { invariants } from '../walks/invariant'

export const agentCampaignInvariants = invariants(agentCampaignMachine, [
  {
    rule: 'a campaign is edited or saved only once it is loaded',
    holds: (snapshot) => !snapshot.matches('ready') || snapshot.context.campaign !== null,
  },
  {
    rule: 'a conflict always shows someone else’s version',
    holds: (snapshot) =>
      !snapshot.matches({ ready: { settled: 'conflict' } }) || snapshot.context.latest !== null,
  },
  {
    rule: 'while a conflict is shown Save is refused: the agent saves over theirs or takes theirs',
    holds: (snapshot) =>
      !snapshot.matches({ ready: { settled: 'conflict' } }) || !snapshot.can({ type: 'SAVE' }),
  },
  {
    rule: 'while Save is busy the fields are read-only',
    holds: (snapshot) =>
      !snapshot.matches({ ready: 'saving' }) ||
      !snapshot.can({ type: 'CHANGE', field: 'positionName', value: 'Typed while saving' }),
  },
  {
    rule: 'a code is revoked only when one was asked for',
    holds: (snapshot) =>
      !(
        snapshot.matches({ ready: 'confirmingRevoke' }) || snapshot.matches({ ready: 'revoking' })
      ) || snapshot.context.revoking !== null,
  },
])
