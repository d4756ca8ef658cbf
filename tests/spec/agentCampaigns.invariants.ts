// What holds in every state of the campaigns' list: checked by the property walks (tests/walks).
import { agentCampaignsMachine } from '../../src/machines/agentCampaigns.machine'
import { draftIsComplete } from '../../src/machines/campaignDraft'
import { invariants } from '../walks/invariant'

export const agentCampaignsInvariants = invariants(agentCampaignsMachine, [
  {
    rule: 'a failed creation always says why',
    holds: (snapshot) =>
      !snapshot.matches({ ready: 'createFailed' }) || snapshot.context.createProblem !== '',
  },
  {
    rule: 'a draft is sent only when complete: Create is refused otherwise',
    holds: (snapshot) =>
      !snapshot.matches({ ready: 'idle' }) ||
      draftIsComplete(snapshot.context.draft) === snapshot.can({ type: 'CREATE' }),
  },
  {
    rule: 'while a campaign is being created its fields are read-only',
    holds: (snapshot) =>
      !snapshot.matches({ ready: 'creating' }) ||
      !snapshot.can({ type: 'CHANGE_DRAFT', field: 'positionName', value: 'Typed while creating' }),
  },
  {
    rule: 'no campaign is listed twice',
    holds: ({ context }) =>
      new Set(context.campaigns.map((campaign) => campaign.id)).size === context.campaigns.length,
  },
])
