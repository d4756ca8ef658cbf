import { fromPromise } from 'xstate'
import type { MachineEffects } from '../ui/flow/machineEffects'
import type { agentCampaignsMachine } from '../machines/agentCampaigns.machine'
import type { CampaignDraft } from '../machines/campaignDraft'
import { consoleCall } from './client'
import type { CampaignDetail } from './contract'

export function agentCampaignsEffects({
  openCampaign,
}: {
  openCampaign: (campaign: CampaignDetail) => void
}) {
  return {
    actors: {
      loadCampaigns: fromPromise(async () => (await consoleCall('campaigns')).campaigns),
      createCampaign: fromPromise(({ input }: { input: CampaignDraft }) =>
        consoleCall('createCampaign', { body: input }),
      ),
    },
    actions: {
      openCampaign: (_: unknown, campaign: CampaignDetail) => openCampaign(campaign),
    },
  } satisfies MachineEffects<typeof agentCampaignsMachine>
}
