import { fromPromise } from 'xstate'
import type { MachineEffects } from '../ui/flow/machineEffects'
import type { agentCampaignMachine, CandidatesRequest } from '../machines/agentCampaign.machine'
import { AgentsCallError, consoleCall } from './client'
import { campaignConflict, type CampaignEditRequest } from './contract'

/** A page of the candidates: the first, or the one after the cursor `after`. */
const loadCandidates = ({ id, after }: CandidatesRequest) =>
  consoleCall('candidates', { params: { id }, query: after === undefined ? {} : { after } })

/** PUT the campaign. A 409 comes back with the campaign as it is now checked against the
 *  contract (`body`), so the machine can show it; a 409 without one is a plain failure. */
async function saveCampaign({ id, request }: { id: number; request: CampaignEditRequest }) {
  try {
    return await consoleCall('editCampaign', { params: { id }, body: request })
  } catch (error) {
    if (error instanceof AgentsCallError && error.status === 409) {
      const conflict = campaignConflict.safeParse(error.body)
      throw new AgentsCallError(error.message, conflict.success ? 409 : 0, conflict.data)
    }
    throw error
  }
}

export function agentCampaignEffects() {
  return {
    actors: {
      loadCampaign: fromPromise(async ({ input }: { input: number }) => {
        const [campaign, page] = await Promise.all([
          consoleCall('campaign', { params: { id: input } }),
          loadCandidates({ id: input }),
        ])
        return { campaign, ...page }
      }),
      saveCampaign: fromPromise(
        ({ input }: { input: { id: number; request: CampaignEditRequest } }) => saveCampaign(input),
      ),
      inviteCandidates: fromPromise(
        async ({ input }: { input: { id: number; emails: { email: string }[] } }) =>
          (
            await consoleCall('inviteCandidates', {
              params: { id: input.id },
              body: { candidates: input.emails },
            })
          ).candidates,
      ),
      loadCandidates: fromPromise(({ input }: { input: CandidatesRequest }) =>
        loadCandidates(input),
      ),
      revokeCandidate: fromPromise(({ input }: { input: number }) =>
        consoleCall('revokeCandidate', { params: { id: input } }),
      ),
    },
  } satisfies MachineEffects<typeof agentCampaignMachine>
}
