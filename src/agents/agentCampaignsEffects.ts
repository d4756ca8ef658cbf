import { fromPromise } from 'xstate'
import type { MachineEffects } from '../ui/flow/machineEffects'
import type { agentCampaignsMachine } from '../machines/agentCampaigns.machine'
import type { CampaignDraft } from '../machines/campaignDraft'
import { agentsCall } from './client'
import { campaignDetail, campaignList, type CampaignDetail } from './contract'

export function agentCampaignsEffects({
  openCampaign,
}: {
  openCampaign: (campaign: CampaignDetail) => void
}) {
  return {
    actors: {
      loadCampaigns: fromPromise(
        async () => (await agentsCall('GET', '/campaigns', { schema: campaignList })).campaigns,
      ),
      createCampaign: fromPromise(({ input }: { input: CampaignDraft }) =>
        agentsCall('POST', '/campaigns', { body: input, schema: campaignDetail }),
      ),
    },
    actions: {
      openCampaign: (_: unknown, campaign: CampaignDetail) => openCampaign(campaign),
    },
  } satisfies MachineEffects<typeof agentCampaignsMachine>
}
